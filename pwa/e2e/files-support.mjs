// What the file-queue browser tests share: the demo client brought to the identity step through the
// API, real images drawn by the browser, the phone's queued files read from its IndexedDB, and the
// server's view of an upload.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiToken } from './sync-support.mjs';

const DETAILS = {
  alternativePhoneNumber: '0733000222',
  gender: 'Female',
  residence_street: 'Moi Avenue 12',
  residence_city: 'Nairobi',
  residence_state: 'Nairobi',
  nextOfKin_fullName: 'Juma Wanjiru',
  nextOfKin_relationship: 'Brother',
  nextOfKin_email: 'juma@example.com',
  nextOfKin_phoneNumber: '0722000111',
  nextOfKin_residentialAddress: 'Kisumu, Milimani',
  bank_name: 'Equity Bank Kenya',
  bank_code: 'EQBLKENA',
  bank_accountType: 'Savings',
  bank_accountNumber: '0123456789',
  bank_accountName: 'Amina Wanjiru',
  idno: '12345678',
};

/** Saves the demo client's personal details, so the identity step is next: (token, user id). */
export async function clientAtIdentity(base) {
  const token = await apiToken(base, 'client@demo.test');
  const me = await (await fetch(`${base}/api/user/unbox`, { headers: { authorization: `Bearer ${token}` } })).json();
  const userId = me.user?.user_id ?? me.user?.id;
  const saved = await fetch(`${base}/api/client_details/${userId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(DETAILS),
  });
  if (!saved.ok) throw new Error(`details: ${saved.status} ${await saved.text()}`);
  return { token, userId };
}

/**
 * Real images drawn by the browser, written to `dir`: a small JPEG (one chunk) and a PNG of noise of
 * about 360 KB (two chunks of 256 KB; under the 400 KB above which the phone scales a picture down,
 * so it goes up as chosen). Returns their paths and bytes.
 */
export async function images(page, dir) {
  const [jpg, png] = await page.evaluate(() => {
    const draw = (size, noise) => {
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d');
      const pixels = context.createImageData(size, size);
      for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = noise ? Math.floor(Math.random() * 256) : (i * 7) % 251;
      context.putImageData(pixels, 0, 0);
      return canvas;
    };
    return [draw(200, false).toDataURL('image/jpeg', 0.9), draw(300, true).toDataURL('image/png')];
  });
  const bytes = (url) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
  const document = { path: join(dir, 'id.jpg'), bytes: bytes(jpg) };
  const photo = { path: join(dir, 'photo.png'), bytes: bytes(png) };
  await writeFile(document.path, document.bytes);
  await writeFile(photo.path, photo.bytes);
  return { document, photo };
}

/** The files waiting in the phone's queue of the signed-in user: key, upload id, offset, state. */
export async function queuedFiles(page) {
  return page.evaluate(async () => {
    const id = JSON.parse(localStorage.getItem('portal.user') ?? 'null').user_id;
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open(`portal-files-${id}`);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const files = await new Promise((resolve, reject) => {
      if (!db.objectStoreNames.contains('files')) return resolve([]);
      const request = db.transaction('files', 'readonly').objectStore('files').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return files
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((f) => ({ key: f.key, uploadId: f.uploadId, size: f.size, offset: f.offset, state: f.state }));
  });
}

/** The upload as the server has it (status and body). */
export async function serverUpload(base, token, uploadId) {
  const response = await fetch(`${base}/api/uploads/${uploadId}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

/** The client's identity as the server shows it. */
export async function serverIdentity(base, token, userId) {
  const response = await fetch(`${base}/api/client/details/${userId}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()).data?.identity ?? null;
}

/** The bytes the server serves at a media URL. */
export async function served(base, token, url) {
  const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  return Buffer.from(await response.arrayBuffer());
}

/** The width, height and RGBA pixels of an image file, as the browser decodes it. */
export async function decoded(page, bytes) {
  return page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data]));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    return { width: bitmap.width, height: bitmap.height, pixels: Array.from(pixels) };
  }, Buffer.from(bytes).toString('base64'));
}
