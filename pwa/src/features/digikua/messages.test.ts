import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { digikuaTexts } from '../../lib/i18n/en-digikua';
import sw from '../../lib/i18n/sw';
import { createTranslator, messageKeys } from '../../lib/i18n/translate';

/** Every text of core's bookkeeping messages, read from the Rust source. */
function coreMessages(): string[] {
  const source = readFileSync(fileURLToPath(new URL('../../../../core/src/bookkeeping/messages.rs', import.meta.url)), 'utf8');
  return [...source.matchAll(/pub const \w+: &str = "([^"]+)";/g)].map((m) => m[1] ?? '');
}

describe("core's bookkeeping messages", () => {
  it('each has an English key and a Swahili text', () => {
    const texts = coreMessages();
    expect(texts.length).toBeGreaterThan(50);
    expect(Object.keys(digikuaTexts).length).toBeGreaterThan(texts.length);
    const swahili = createTranslator(sw);
    for (const text of texts) {
      expect(messageKeys.has(text), text).toBe(true);
      const translated = swahili.msg(text);
      expect(translated, text).not.toBe(text);
      expect(translated.trim(), text).not.toBe('');
    }
  });
});
