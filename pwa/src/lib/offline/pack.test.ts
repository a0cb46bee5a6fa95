import { describe, expect, it } from 'vitest';
import { decodePack, encodePack, typeOf } from './pack';

describe('role packs', () => {
  it('give back each file, in order, byte for byte', () => {
    const files = [
      { file: 'assets/a-1.js', bytes: new TextEncoder().encode('export const a = "ä";') },
      { file: 'assets/empty-2.css', bytes: new Uint8Array() },
      { file: 'assets/core-3.wasm', bytes: new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]) },
    ];
    const pack = encodePack(files);
    const copy = pack.buffer.slice(pack.byteOffset, pack.byteOffset + pack.byteLength);
    expect(decodePack(copy).map(({ file, bytes }) => [file, [...bytes]])).toEqual(
      files.map(({ file, bytes }) => [file, [...bytes]]),
    );
  });

  it('refuse a cut pack', () => {
    const pack = encodePack([{ file: 'assets/a-1.js', bytes: new Uint8Array(10) }]);
    expect(() => decodePack(pack.buffer.slice(0, pack.byteLength - 1))).toThrow(/role pack/);
  });

  it('cache each file with the type the browser checks', () => {
    expect(typeOf('assets/a-1.js')).toBe('text/javascript');
    expect(typeOf('assets/core-3.wasm')).toBe('application/wasm');
    expect(typeOf('assets/a-1.css')).toBe('text/css');
  });
});
