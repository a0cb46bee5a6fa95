/** Looking up texts: `{name}` interpolation and the translation of English messages from core and the server. */
import { en, type Dictionary, type MessageKey } from './en';

export type Vars = Readonly<Record<string, string | number>>;

/** Replaces each `{name}` with its value; unknown names are left as they are. */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  );
}

/** Sections whose English text is itself a message that core, the server or the API client produce. */
const MESSAGE_SECTIONS = /^(msg|role|purpose)\./;

/** English message → its key, built from the English dictionary so the two never drift apart. */
export const messageKeys: ReadonlyMap<string, MessageKey> = new Map(
  (Object.keys(en) as MessageKey[]).filter((key) => MESSAGE_SECTIONS.test(key)).map((key) => [en[key], key]),
);

export interface Translator {
  /** The text of `key` in the current language, with `{name}` values filled in. */
  t: (key: MessageKey, vars?: Vars) => string;
  /** An English message from core or the server in the current language; unknown messages stay English. */
  msg: (english: string) => string;
}

export function createTranslator(dictionary: Dictionary): Translator {
  const t = (key: MessageKey, vars?: Vars): string => interpolate(dictionary[key] ?? en[key] ?? key, vars);
  const msg = (english: string): string => {
    const key = messageKeys.get(english.trim());
    return key ? t(key) : english;
  };
  return { t, msg };
}
