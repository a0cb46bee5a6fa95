/**
 * The learning rules this area uses, from core through the `lms` WASM package (lib/core-lms.ts):
 * the grade's check, the chat message's check and the learning messages in the person's language.
 * The package loads with the first screen that asks; nothing here decides anything itself.
 */
import { useEffect, useState } from 'react';
import { checkGrade, checkMessage, lmsMessage, loadLmsCore, type Problem } from '../../lib/core-lms';
import type { Lang } from '../../lib/i18n';

let ready = false;

export const loadLms = (): Promise<void> =>
  loadLmsCore().then(() => {
    ready = true;
  });

/** Whether the package is loaded; starts loading it (a failed load is tried again on the next screen). */
export function useLms(): boolean {
  const [loaded, setLoaded] = useState(ready);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadLms().then(
      () => live && setLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

/** Core's check of a grade as typed (a whole number 0 to 100) and its comment; null passes. */
export async function gradeProblem(score: string, comment: string, lang: Lang): Promise<Problem | null> {
  await loadLms();
  return checkGrade(score, comment, lang);
}

/** Core's check of a chat message ('Enter message', 'Missing important information'); null passes. */
export async function messageProblem(cohortId: string, traineeId: string, text: string, lang: Lang): Promise<Problem | null> {
  await loadLms();
  return checkMessage(cohortId, traineeId, text, lang);
}

/** A learning message (the server's, core's) in `lang`; one core does not know goes through `fallback`. */
export function lmsText(english: string, lang: Lang, fallback: (text: string) => string): string {
  if (!ready) return fallback(english);
  const translated = lmsMessage(english, lang);
  return translated !== english ? translated : fallback(english);
}
