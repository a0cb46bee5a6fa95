import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../lib/i18n/en';
import { accountsPart, datesPart, detailsPart, listsPart, homePart } from '../lib/i18n/parts';
import sharedSwahili from '../lib/i18n/sw';
import type { TextPart } from '../lib/i18n/language';
import { englishOf, partsOf } from '../test/texts';
import { everyFeature } from '../test/features';

const features = await everyFeature();

interface LoadedPart {
  name: string;
  english: Record<string, string>;
  swahili: Record<string, string>;
}

const shared: TextPart[] = [accountsPart, datesPart, detailsPart, listsPart, homePart];
const parts: LoadedPart[] = [];

beforeAll(async () => {
  parts.push({ name: 'lib/i18n/en.ts', english: en, swahili: sharedSwahili as Record<string, string> });
  const seen = new Set<TextPart>();
  const owners: Array<[string, TextPart]> = [
    ...shared.map((part): [string, TextPart] => ['shared', part]),
    ...features.flatMap((feature) => partsOf(feature).map((part): [string, TextPart] => [feature.name, part])),
  ];
  for (const [owner, part] of owners) {
    if (seen.has(part)) continue;
    seen.add(part);
    const english = await englishOf(part);
    parts.push({ name: `${owner}: ${Object.keys(english)[0] ?? '(empty)'}…`, english, swahili: (await part.sw()).default as Record<string, string> });
  }
});

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the text parts', () => {
  it('each has a Kiswahili with exactly its keys, filled in, with the same {placeholders}', () => {
    expect(parts.length).toBeGreaterThan(10);
    for (const { name, english, swahili } of parts) {
      expect(Object.keys(swahili).sort(), name).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(swahili[key]?.trim(), `${name} ${key}`).not.toBe('');
        expect(placeholders(swahili[key] ?? ''), `${name} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('share no key', () => {
    const owner = new Map<string, string>();
    for (const { name, english } of parts) {
      for (const key of Object.keys(english)) {
        expect(owner.get(key), `${key} in ${name}`).toBeUndefined();
        owner.set(key, name);
      }
    }
  });

  it('every English part in the source is loaded by a manifest or shared', async () => {
    const files = import.meta.glob<Record<string, unknown>>(['../**/en.ts', '../lib/i18n/en-*.ts'], { eager: true });
    const known = new Set(parts.map((part) => part.english));
    expect(Object.keys(files).length).toBe(parts.length);
    for (const [file, module] of Object.entries(files)) {
      expect(Object.values(module).some((value) => known.has(value as Record<string, string>)), file).toBe(true);
    }
  });
});

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !/^(en|sw)(-[\w-]+)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The text keys a file names: whole keys, and the start of keys built with a value (`loans.action.${action}`). */
function keysIn(source: string, allKeys: ReadonlySet<string>): { keys: string[]; prefixes: string[] } {
  const keys = [...source.matchAll(/['"`]([a-zA-Z][\w]*(?:\.[\w]+)+)['"`]/g)].map((m) => m[1] ?? '').filter((key) => allKeys.has(key));
  const prefixes = [...source.matchAll(/`([a-zA-Z][\w]*(?:\.[\w]+)*\.)\$\{/g)]
    .map((m) => m[1] ?? '')
    .filter((prefix) => [...allKeys].some((key) => key.startsWith(prefix)));
  return { keys, prefixes };
}

describe('the texts a file uses', () => {
  it("are in the shared texts or in a part its feature's manifest loads", async () => {
    const allKeys = new Set(parts.flatMap((part) => Object.keys(part.english)));
    const sharedKeys = [en, ...(await Promise.all(shared.map(englishOf)))].flatMap((part) => Object.keys(part));
    const allowedFor = async (parts: readonly TextPart[]) =>
      new Set([...sharedKeys, ...(await Promise.all(parts.map(englishOf))).flatMap((part) => Object.keys(part))]);

    const areas: Array<[string, Set<string>]> = [
      ['app', new Set(sharedKeys)],
      ['components', new Set(sharedKeys)],
      ['lib', new Set(sharedKeys)],
    ];
    for (const feature of features) areas.push([join('features', feature.name), await allowedFor(partsOf(feature))]);

    let checked = 0;
    for (const [area, allowed] of areas) {
      for (const file of sourceFiles(join(SRC, area))) {
        const { keys, prefixes } = keysIn(readFileSync(file, 'utf8'), allKeys);
        const name = relative(SRC, file);
        for (const key of keys) expect(allowed.has(key), `${name} uses ${key}`).toBe(true);
        for (const prefix of prefixes) expect([...allowed].some((key) => key.startsWith(prefix)), `${name} uses ${prefix}…`).toBe(true);
        checked += keys.length;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
