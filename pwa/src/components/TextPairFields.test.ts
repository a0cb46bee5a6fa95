// A text in both languages: each box labelled by the caller, its language set, the hint named as its
// description, the one-line limit the caller's.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextPairFields } from './TextPairFields';

/** The attributes of the element with this id, by name. */
function attributesOf(markup: string, id: string): Record<string, string> {
  const tag = new RegExp(`<\\w+ [^>]*id="${id}"[^>]*>`).exec(markup)?.[0] ?? '';
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

const base = {
  id: 'name',
  labels: { en: 'Name (English)', sw: 'Jina (Kiswahili)' },
  value: { en: 'Savings', sw: 'Akiba' },
  onChange: () => undefined,
};

describe('the text pair fields', () => {
  it('two one-line boxes, labelled, in their language, with the given limit', () => {
    const markup = renderToStaticMarkup(createElement(TextPairFields, { ...base, maxLength: 200 }));
    expect(markup).toContain('<label class="field__label" for="name-en">Name (English)</label>');
    expect(markup).toContain('<label class="field__label" for="name-sw">Jina (Kiswahili)</label>');
    expect(attributesOf(markup, 'name-en')).toMatchObject({ lang: 'en', value: 'Savings', maxLength: '200' });
    expect(attributesOf(markup, 'name-sw')).toMatchObject({ lang: 'sw', value: 'Akiba', maxLength: '200' });
  });

  it('two textareas when multiline, each described by the hint', () => {
    const markup = renderToStaticMarkup(createElement(TextPairFields, { ...base, multiline: true, rows: 8, hint: 'Markdown', disabled: true }));
    expect(markup).not.toContain('<input');
    for (const lang of ['en', 'sw']) {
      expect(markup).toContain(`<textarea id="name-${lang}"`);
      expect(attributesOf(markup, `name-${lang}`)).toMatchObject({ rows: '8', lang, disabled: '', 'aria-describedby': `name-${lang}-message` });
      expect(markup).toContain(`<p class="field__hint" id="name-${lang}-message">Markdown</p>`);
    }
  });
});
