// What a failed read or a refused send says: the server's playbook message in the person's language.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { loadPlaybookCoreSync } from '../../lib/core-playbook';
import { failureOf, GENERIC, sayMessage } from './messages';

beforeAll(() => {
  loadPlaybookCoreSync(readFileSync(fileURLToPath(new URL('../../wasm-pkg/playbook/portal_core_bg.wasm', import.meta.url))));
});

describe('a failure', () => {
  it('offline, the page needs the connection once; a refusal has its message; anything else is the spec’s', () => {
    expect(failureOf(new ApiError('x', 'network'))).toEqual({ kind: 'offline' });
    expect(failureOf(new ApiError('x', 'timeout'))).toEqual({ kind: 'offline' });
    expect(failureOf(new ApiError('Link error occured', 'http', 404))).toEqual({ kind: 'message', english: 'Link error occured' });
    expect(failureOf(new ApiError('boom', 'http', 500))).toEqual({ kind: 'message', english: GENERIC });
    expect(failureOf(new Error('boom'))).toEqual({ kind: 'message', english: GENERIC });
  });

  it('is said in the person’s language: core’s messages by core, others by the app', () => {
    const app = (english: string) => (english === 'Response submitted' ? 'Jibu limetumwa' : english);
    const swahili = sayMessage('Error Occured. Pair not found', 'sw', app);
    expect(swahili).not.toBe('Error Occured. Pair not found');
    expect(sayMessage('Error Occured. Pair not found', 'en', app)).toBe('Error Occured. Pair not found');
    expect(sayMessage('Response submitted', 'sw', app)).toBe('Jibu limetumwa');
  });
});
