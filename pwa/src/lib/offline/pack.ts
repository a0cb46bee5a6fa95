/**
 * A role pack: several built files in one download, so a slow link pays one round trip for them
 * instead of one each (docs/offline.md). The build writes them (build/offlineAssets.ts); the app
 * unpacks them into the role cache (roleAssets.ts). Layout: a 4-byte big-endian length, that many
 * bytes of JSON `[[file, bytes], ...]`, then the files' bytes in that order.
 */
/** A file bigger than a pack is listed as a pack of its own name and no pack file is written for it. */
export function isOwnFile(pack: { file: string; files: readonly string[] }): boolean {
  return pack.files.length === 1 && pack.files[0] === pack.file;
}

export interface PackedFile {
  file: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export function encodePack(files: readonly PackedFile[]): Uint8Array<ArrayBuffer> {
  const index = new TextEncoder().encode(JSON.stringify(files.map(({ file, bytes }) => [file, bytes.length])));
  const out = new Uint8Array(4 + index.length + files.reduce((total, { bytes }) => total + bytes.length, 0));
  new DataView(out.buffer).setUint32(0, index.length);
  out.set(index, 4);
  let at = 4 + index.length;
  for (const { bytes } of files) {
    out.set(bytes, at);
    at += bytes.length;
  }
  return out;
}

/** The files of a pack; throws when the pack is cut or longer than its index says. */
export function decodePack(pack: ArrayBuffer): PackedFile[] {
  const indexLength = pack.byteLength >= 4 ? new DataView(pack).getUint32(0) : Infinity;
  if (4 + indexLength > pack.byteLength) throw new Error(`role pack: ${pack.byteLength} bytes, too short for its index`);
  const index = JSON.parse(new TextDecoder().decode(new Uint8Array(pack, 4, indexLength))) as [string, number][];
  const expected = index.reduce((total, [, length]) => total + length, 4 + indexLength);
  if (expected !== pack.byteLength) throw new Error(`role pack: ${pack.byteLength} bytes where the index says ${expected}`);
  let at = 4 + indexLength;
  return index.map(([file, length]) => {
    const bytes = new Uint8Array(pack, at, length);
    at += length;
    return { file, bytes };
  });
}

const TYPES: Record<string, string> = {
  js: 'text/javascript',
  css: 'text/css',
  wasm: 'application/wasm',
  json: 'application/json',
  svg: 'image/svg+xml',
  png: 'image/png',
};

/** The Content-Type a file from a pack is cached with (a module script and streamed WASM need theirs). */
export function typeOf(file: string): string {
  return TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
