/**
 * The text parts by name, and the keys they give. Each part declares itself here from its own
 * `en.ts` (declaration merging), the shared parts of lib/i18n and every feature's alike, so a key is
 * known wherever it is used and lib/ names no feature.
 */
export interface TextParts {}

export type MessageKey = { [Part in keyof TextParts]: keyof TextParts[Part] & string }[keyof TextParts];

/** Texts by key: a part, or the texts of one language loaded so far. */
export type Texts = Readonly<Partial<Record<MessageKey, string>>>;

/** The Kiswahili of an English part: exactly its keys. */
export type Swahili<Part> = { readonly [Key in keyof Part]: string };
