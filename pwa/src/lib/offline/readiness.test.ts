import { describe, expect, it } from 'vitest';
import { readyFor } from './readiness';

describe('offline readiness', () => {
  it('needs the shell for everyone and the role code for a signed-in person', () => {
    expect(readyFor({ shell: false, roleCached: null }, null)).toBe(false);
    expect(readyFor({ shell: true, roleCached: null }, null)).toBe(true);
    expect(readyFor({ shell: true, roleCached: null }, 'client')).toBe(false);
    expect(readyFor({ shell: false, roleCached: 'client' }, 'client')).toBe(false);
    expect(readyFor({ shell: true, roleCached: 'sales' }, 'client')).toBe(false);
    expect(readyFor({ shell: true, roleCached: 'client' }, 'client')).toBe(true);
  });
});
