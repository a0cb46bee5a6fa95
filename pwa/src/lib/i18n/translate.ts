/** Looking up texts: `{name}` interpolation and the translation of English messages from core and the server. */
import { en } from './en';
import type { MessageKey, Texts } from './keys';

export type Vars = Readonly<Record<string, string | number>>;

/** Replaces each `{name}` with its value; unknown names are left as they are. */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  );
}

/** Sections whose English text is itself a message that core, the server or the API client produce. */
const MESSAGE_SECTIONS = /^(msg|role|purpose|gender|referral|choice)\./;

/** Every English text loaded so far: the shared part, then each part its screens bring (see en.ts). */
const english: Partial<Record<MessageKey, string>> = {};
const keysOfMessages = new Map<string, MessageKey>();

/** English message → its key, built from the English texts so the two never drift apart. */
export const messageKeys: ReadonlyMap<string, MessageKey> = keysOfMessages;

/** Adds a part of the English texts (each part calls it when its screens' code loads). */
export function addEnglish(part: Texts): void {
  for (const [key, text] of Object.entries(part) as Array<[MessageKey, string]>) {
    english[key] = text;
    if (MESSAGE_SECTIONS.test(key)) keysOfMessages.set(text, key);
  }
}

addEnglish(en);

export interface Translator {
  /** The text of `key` in the current language, with `{name}` values filled in. */
  t: (key: MessageKey, vars?: Vars) => string;
  /** An English message from core or the server in the current language; unknown messages stay English. */
  msg: (english: string) => string;
}

/** A translator over `texts`; keys it lacks fall back to the English texts loaded so far. */
export function createTranslator(texts: Texts): Translator {
  const t = (key: MessageKey, vars?: Vars): string => interpolate(texts[key] ?? english[key] ?? key, vars);
  const msg = (text: string): string => {
    const key = messageKeys.get(text.trim());
    return key ? t(key) : text;
  };
  return { t, msg };
}
