import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadTextsOf } from '../../test/texts';
import { digikuaTexts } from './en';
import { feature } from './feature';

/** Every text of core's bookkeeping messages, read from the Rust source. */
function coreMessages(): string[] {
  const source = readFileSync(fileURLToPath(new URL('../../../../core/src/bookkeeping/messages.rs', import.meta.url)), 'utf8');
  return [...source.matchAll(/pub const \w+: &str = "([^"]+)";/g)].map((m) => m[1] ?? '');
}

describe("core's bookkeeping messages", () => {
  it("each has an English key and a Swahili text in DigiKua's texts", async () => {
    const texts = await loadTextsOf(feature);
    const messages = coreMessages();
    expect(messages.length).toBeGreaterThan(50);
    expect(Object.keys(digikuaTexts).length).toBeGreaterThan(messages.length);
    for (const text of messages) {
      expect(texts.keyOf(text), text).toBeDefined();
      const translated = texts.kiswahili.msg(text);
      expect(translated, text).not.toBe(text);
      expect(translated.trim(), text).not.toBe('');
    }
  });
});
