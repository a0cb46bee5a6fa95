import { describe, expect, it } from 'vitest';
import { readyFor } from './readiness';

describe('offline readiness', () => {
  it("needs the shell for everyone and the person's install when signed in", () => {
    expect(readyFor({ shell: false, installed: null }, null)).toBe(false);
    expect(readyFor({ shell: true, installed: null }, null)).toBe(true);
    expect(readyFor({ shell: true, installed: null }, 'client')).toBe(false);
    expect(readyFor({ shell: false, installed: 'client' }, 'client')).toBe(false);
    expect(readyFor({ shell: true, installed: 'sales' }, 'client')).toBe(false);
    expect(readyFor({ shell: true, installed: 'client' }, 'client')).toBe(true);
    // Enrolled since: the new area is not cached yet.
    expect(readyFor({ shell: true, installed: 'client useNewOnboarding=false' }, 'client useNewOnboarding=true')).toBe(false);
  });
});
