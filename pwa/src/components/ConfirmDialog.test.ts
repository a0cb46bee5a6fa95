// The confirm dialog: labelled and described by its own title and text, every text the caller's, and
// after a refusal only the refusal (an alert) and the close button.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

const texts = { title: 'Remove Amina?', text: 'She leaves the cohort.', confirm: 'Remove', cancel: 'Cancel', busyLabel: 'Saving…' };
const noop = () => undefined;
const render = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) =>
  renderToStaticMarkup(createElement(ConfirmDialog, { ...texts, busy: false, onConfirm: noop, onClose: noop, ...props }));
const buttons = (markup: string) => [...markup.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

describe('the confirm dialog', () => {
  it('is named by its title and described by its text', () => {
    const markup = render();
    const labelled = /aria-labelledby="([^"]+)"/.exec(markup)?.[1];
    const described = /aria-describedby="([^"]+)"/.exec(markup)?.[1];
    expect(markup).toContain(`<h2 id="${labelled}">Remove Amina?</h2>`);
    expect(markup).toContain(`<p id="${described}">She leaves the cohort.</p>`);
    expect(labelled).not.toBe(described);
    expect(buttons(markup)).toEqual(['Remove', 'Cancel']);
  });

  it('says the busy text while the change is under way, and lets nothing be pressed', () => {
    const markup = render({ busy: true });
    expect(buttons(markup)).toEqual(['Saving…', 'Cancel']);
    expect(markup.match(/disabled=""/g)).toHaveLength(2);
    expect(markup).toContain('aria-busy="true"');
  });

  it('after a refusal: the refusal as an alert, and only the close button', () => {
    const markup = render({ refusal: 'The trainee has answers.', close: 'Close' });
    expect(markup).toContain('<p class="confirm-dialog__refusal" role="alert">The trainee has answers.</p>');
    expect(buttons(markup)).toEqual(['Close']);
    // Without a close text, the cancel text closes.
    expect(buttons(render({ refusal: 'No.' }))).toEqual(['Cancel']);
  });
});
