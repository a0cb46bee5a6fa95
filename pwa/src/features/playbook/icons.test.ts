// Every icon name core's seeded tools use has a symbol on the phone.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, iconOf } from './icons';

const seeds = readFileSync(fileURLToPath(new URL('../../../../core/src/playbook/seeds.rs', import.meta.url)), 'utf8');
const coreIcons = [...(/pub const ICONS: &\[&str\] = &\[([^\]]*)\]/.exec(seeds)?.[1] ?? '').matchAll(/"([a-z]+)"/g)].map((m) => m[1]);

describe('tool icons', () => {
  it('has one for each of core’s icon names, and a mark for an unknown one', () => {
    expect(coreIcons.length).toBeGreaterThan(10);
    expect(coreIcons.filter((name) => !ICON_NAMES.includes(name ?? ''))).toEqual([]);
    expect(iconOf('nothing')).toBe('•');
  });
});
