import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadTextsOf, partsOf } from '../test/texts';
import { everyFeature } from '../test/features';

const features = await everyFeature();

/** The text of each named `pub const` in a core source file. */
function coreTexts(file: string, names: readonly string[]): string[] {
  const source = readFileSync(fileURLToPath(new URL(`../../../core/src/${file}`, import.meta.url)), 'utf8');
  return names.map((name) => {
    const found = source.match(new RegExp(`pub const ${name}: &str =\\s*"([^"]+)";`));
    if (!found?.[1]) throw new Error(`${name} not found in ${file}`);
    return found[1];
  });
}

describe("the offline engine's messages a person reads", () => {
  it('each has an English key and a Swahili text in the texts of the app', async () => {
    const texts = [
      ...coreTexts('sync.rs', [
        'UNKNOWN_ENTITY',
        'UNKNOWN_OP',
        'RECORD_ID_MISMATCH',
        'EVENT_CANNOT_CHANGE',
        'RECORD_OF_SOMEONE_ELSE',
        'MAY_NOT_CHANGE',
      ]),
      ...coreTexts('resumable.rs', [
        'UNKNOWN_KIND',
        'FILE_EMPTY',
        'TOO_MANY_UPLOADS',
        'TOO_MANY_UNUSED',
        'TOO_MANY_STARTED',
        'FILE_NOT_FOUND',
      ]),
    ];
    const all = await loadTextsOf([...new Set(features.flatMap(partsOf))]);
    for (const text of texts) {
      expect(all.keyOf(text), text).toBeDefined();
      expect(all.kiswahili.msg(text), text).not.toBe(text);
    }
  });
});
