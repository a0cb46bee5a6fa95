// The preview button: the caller's text, pointing at the place the preview shows; nothing to preview
// while the text is empty.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownPreview } from './MarkdownPreview';

const props = {
  id: 'topic-en',
  label: 'Preview the English',
  busyLabel: 'Preparing…',
  title: 'How it will look',
  render: () => Promise.resolve('<p>x</p>'),
  sayFailure: () => 'refused',
};

describe('the Markdown preview', () => {
  it('offers the preview of a text, for the region it fills', () => {
    const markup = renderToStaticMarkup(createElement(MarkdownPreview, { ...props, text: '# Title' }));
    expect(markup).toMatch(/<button[^>]*aria-controls="topic-en-preview"[^>]*>Preview the English<\/button>/);
    expect(markup).not.toMatch(/<button[^>]*disabled/);
    expect(markup).toContain('<div id="topic-en-preview" aria-live="polite"></div>');
  });

  it('has nothing to preview while the text is blank', () => {
    expect(renderToStaticMarkup(createElement(MarkdownPreview, { ...props, text: '  ' }))).toMatch(/<button[^>]*disabled=""/);
  });
});
