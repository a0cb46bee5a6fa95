// The kept-copy note: the caller's sentence with the time as shown in Nairobi, said as a status.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCoreForTests } from '../test/core';
import { KeptNote } from './KeptNote';

beforeAll(loadCoreForTests);

// 14 March 2026, 09:05 in Nairobi (06:05 UTC).
const AT = Date.UTC(2026, 2, 14, 6, 5, 30);

describe('the kept note', () => {
  it("says the caller's sentence with when the copy was kept, as a status", () => {
    const markup = renderToStaticMarkup(createElement(KeptNote, { at: AT, say: (when: string) => `Offline since ${when}.` }));
    expect(markup).toMatch(/^<p class="card kept-note" role="status">Offline since 14\/03\/2026 09:05\.<\/p>$/);
  });

  it('the inline look is a notice, for the phone’s own areas', () => {
    const markup = renderToStaticMarkup(createElement(KeptNote, { at: AT, look: 'inline', say: (when: string) => when }));
    expect(markup).toContain('class="notice-inline kept-note kept-note--inline"');
    expect(markup).toContain('role="status"');
  });
});
