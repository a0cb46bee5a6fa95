// The file queue over fake-indexeddb against a stand-in upload server that follows the protocol
// (offsets it confirms, 409 with its offset, finish): a cut connection or a lost answer carries on
// from the server's offset and never sends a byte it holds again; the request goes once its files are
// up, naming them by upload id; a refusal is kept. The real server's side: server/tests/uploads.rs.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openFilesDb, type FilesDb } from './db';
import { addSubmission, drain, latestSubmission, removeSubmission, submissionsIn, type Progress } from './queue';

const CHUNK = 4;

interface Held {
  kind: string;
  size: number;
  bytes: number[];
  state: 'open' | 'finished' | 'refused';
  message: string | null;
}

/** The server: uploads by id; `faults` cut a chunk's connection before it arrives or its answer after. */
function fakeServer() {
  const uploads = new Map<string, Held>();
  const patches: number[] = [];
  const sent: unknown[] = [];
  const faults = { cutBeforeAt: null as number | null, cutAfter: 0, refuseContent: null as string | null, answerData: undefined as unknown };
  const view = (id: string, held: Held) => ({
    id,
    kind: held.kind,
    size: held.size,
    offset: held.bytes.length,
    chunkSize: CHUNK,
    state: held.state,
    message: held.message,
    expiresAt: 0,
  });
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const upload = url.match(/^\/api\/uploads\/(\w+)(\/finish)?$/);
    if (upload && init.method === 'PUT') {
      const { kind, size } = JSON.parse(String(init.body)) as { kind: string; size: number };
      const id = upload[1]!;
      if (!uploads.has(id)) uploads.set(id, { kind, size, bytes: [], state: 'open', message: null });
      return answer(200, view(id, uploads.get(id)!));
    }
    if (upload?.[2]) {
      const held = uploads.get(upload[1]!)!;
      if (held.bytes.length < held.size) return answer(409, { error: 'not whole', offset: held.bytes.length });
      if (faults.refuseContent) {
        held.state = 'refused';
        held.message = faults.refuseContent;
        return answer(400, { error: faults.refuseContent });
      }
      held.state = 'finished';
      return answer(200, view(upload[1]!, held));
    }
    sent.push(JSON.parse(String(init.body)));
    return answer(200, faults.answerData === undefined ? { message: 'Details updated' } : { message: 'Media saved', data: faults.answerData });
  });

  class Request {
    url = '';
    status = 0;
    responseText = '';
    timeout = 0;
    headers: Record<string, string> = {};
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: Blob) {
      void (async () => {
        const offset = Number(this.headers['Upload-Offset']);
        patches.push(offset);
        if (faults.cutBeforeAt === offset) {
          faults.cutBeforeAt = null;
          this.onerror?.();
          return;
        }
        const held = uploads.get(this.url.split('/').pop()!)!;
        const bytes = [...new Uint8Array(await body.arrayBuffer())];
        this.upload.onprogress?.({ lengthComputable: true, loaded: bytes.length, total: bytes.length } as ProgressEvent);
        if (offset !== held.bytes.length) {
          this.status = 409;
          this.responseText = JSON.stringify({ error: 'wrong offset', offset: held.bytes.length });
        } else {
          held.bytes.push(...bytes);
          this.status = 200;
          this.responseText = JSON.stringify(view(this.url.split('/').pop()!, held));
        }
        if (faults.cutAfter > 0) {
          faults.cutAfter--;
          this.onerror?.();
          return;
        }
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', Request);
  return { uploads, patches, sent, faults };
}

let n = 0;
const newId = () => (0x66000000_0000 + ++n).toString(16).padStart(24, '0');
const quiet: Progress = { sent: () => undefined, changed: () => undefined };
const bytes = (count: number, from = 0) => new Blob([Uint8Array.from({ length: count }, (_, i) => from + i)]);

let db: FilesDb;
beforeEach(async () => {
  db = await openFilesDb(`portal-files-test-${++n}`);
});
afterEach(() => {
  db.close();
  vi.unstubAllGlobals();
});

async function identityStep() {
  return addSubmission(
    db,
    {
      group: 'identity',
      files: [
        { kind: 'identityImage', name: 'id.jpg', blob: bytes(10) },
        { kind: 'identityImage', name: 'me.png', blob: bytes(6, 100) },
      ],
      method: 'PATCH',
      path: '/media/identity/u1/uploads',
      body: { identity_type: 'Voters Card' },
      fileFields: { identification: 0, passport: 1 },
    },
    newId,
    1,
  );
}

describe('the file queue', () => {
  it('carries on from the last chunk the server received after a cut connection, then sends the request', async () => {
    const server = fakeServer();
    await identityStep();
    server.faults.cutBeforeAt = 4;
    // The first chunk arrives; the second is cut: the round fails, the phone keeps the server's offset.
    const first = drain(db, newId, quiet);
    await expect(first).rejects.toThrow();
    expect(server.patches).toEqual([0, 4]);
    const [document] = await db.getAll('files');
    expect(document?.offset).toBe(4);

    await drain(db, newId, quiet);
    expect(server.patches).toEqual([0, 4, 4, 8, 0, 4]);
    const held = [...server.uploads.values()];
    expect(held.map((h) => [h.bytes.length, h.state])).toEqual([
      [10, 'finished'],
      [6, 'finished'],
    ]);
    expect(held[0]!.bytes).toEqual([...Array(10).keys()]);
    const ids = [...server.uploads.keys()];
    expect(server.sent).toEqual([{ identity_type: 'Voters Card', identification: ids[0], passport: ids[1] }]);
    expect(await latestSubmission(db, 'identity')).toMatchObject({ state: 'sent', message: 'Details updated' });
    expect(await db.count('files')).toBe(0);
  });

  it('names a list of files by their upload ids, in the order chosen', async () => {
    const server = fakeServer();
    await addSubmission(
      db,
      {
        group: 'reply',
        files: [
          { kind: 'playbookFile', name: 'a.pdf', blob: bytes(5) },
          { kind: 'playbookFile', name: 'b.pdf', blob: bytes(3) },
        ],
        method: 'POST',
        path: '/playbook/add-task-response',
        body: { id: 't1', response: 'Done' },
        fileFields: { files: [1, 0], none: [] },
      },
      newId,
      1,
    );
    await drain(db, newId, quiet);
    const ids = [...server.uploads.keys()];
    expect(server.sent).toEqual([{ id: 't1', response: 'Done', files: [ids[1], ids[0]], none: [] }]);
  });

  it("keeps what the server's answer made (its data) with the sent request, for the screen that queued it", async () => {
    const server = fakeServer();
    server.faults.answerData = { link: '/api/lms/media/m1/t0k3n', sizeBytes: 5 };
    await addSubmission(
      db,
      { group: 'course-media:r1', files: [{ kind: 'lmsMedia', name: 'talk.mp3', blob: bytes(5) }], method: 'POST', path: '/lms/team/media', body: {}, fileFields: { upload: 0 } },
      newId,
      1,
    );
    await drain(db, newId, quiet);
    expect(server.sent).toEqual([{ upload: [...server.uploads.keys()][0] }]);
    expect(await latestSubmission(db, 'course-media:r1')).toMatchObject({
      state: 'sent',
      message: 'Media saved',
      data: { link: '/api/lms/media/m1/t0k3n', sizeBytes: 5 },
    });
    server.faults.answerData = undefined;
    await identityStep();
    await drain(db, newId, quiet);
    expect(await latestSubmission(db, 'identity')).not.toHaveProperty('data');
  });

  it('never sends again what the server holds when only its answer was lost', async () => {
    const server = fakeServer();
    await identityStep();
    server.faults.cutAfter = 1; // the first chunk arrives, its answer does not
    await expect(drain(db, newId, quiet)).rejects.toThrow();
    expect((await db.getAll('files'))[0]?.offset).toBe(0);
    await drain(db, newId, quiet);
    // Restarted, the server said 4: the chunk at 0 is not sent again.
    expect(server.patches).toEqual([0, 4, 8, 0, 4]);
    expect([...server.uploads.values()][0]!.bytes).toEqual([...Array(10).keys()]);
  });

  it('keeps a refusal of the content for the screen and sends neither the other file nor the request', async () => {
    const server = fakeServer();
    server.faults.refuseContent = 'Upload a JPG or PNG image';
    await identityStep();
    await drain(db, newId, quiet);
    expect(await latestSubmission(db, 'identity')).toMatchObject({ state: 'refused', message: 'Upload a JPG or PNG image' });
    expect(server.uploads.size).toBe(1);
    expect(server.sent).toEqual([]);
    expect((await db.getAll('files')).map((file) => file.state)).toEqual(['refused', 'refused']);
  });

  it('sends a chain in order, and holds a later request while an earlier one is refused until it is chosen again', async () => {
    const server = fakeServer();
    const step = (group: string, order: number, createdAt: number, withFile: boolean) =>
      addSubmission(
        db,
        {
          group,
          files: withFile ? [{ kind: 'onboardingPdf', name: 'pin.pdf', blob: bytes(6) }] : [],
          method: 'POST',
          path: '/onboarding/u1/step',
          body: withFile ? { step: group } : { step: group, value: 'We make soap' },
          fileFields: withFile ? { value: 0 } : {},
          chain: { name: 'steps', order },
        },
        newId,
        createdAt,
      );
    // The earlier step's file is refused: the later one (no file of its own) is not sent, since the
    // server would refuse it for the missing earlier step.
    server.faults.refuseContent = 'Upload a PDF document';
    const first = await step('onboarding-kraPin', 3, 1, true);
    await step('onboarding-investOverview', 6, 2, false);
    await drain(db, newId, quiet);
    expect(await latestSubmission(db, 'onboarding-kraPin')).toMatchObject({ state: 'refused', message: 'Upload a PDF document' });
    expect(await latestSubmission(db, 'onboarding-investOverview')).toMatchObject({ state: 'waiting' });
    expect(server.sent).toEqual([]);

    // Chosen again (queued after the later one): it goes first, then the later one.
    server.faults.refuseContent = null;
    await removeSubmission(db, first.id);
    await step('onboarding-kraPin', 3, 3, true);
    await drain(db, newId, quiet);
    expect(server.sent.map((body) => (body as { step: string }).step)).toEqual(['onboarding-kraPin', 'onboarding-investOverview']);
    expect((await submissionsIn(db, 'onboarding-')).map((s) => [s.group, s.state])).toEqual([
      ['onboarding-investOverview', 'sent'],
      ['onboarding-kraPin', 'sent'],
    ]);
    expect(await submissionsIn(db, 'identity')).toEqual([]);
  });

  it('sends a request queued while a round runs only once its file is up', async () => {
    const server = fakeServer();
    let added = false;
    const getAll = db.getAll.bind(db) as typeof db.getAll;
    // The person queues a step just after the round looked for files to send, before it looks for
    // requests: the request must wait for its file, not go naming an upload the server lacks.
    db.getAll = (async (...args: Parameters<typeof db.getAll>) => {
      if (args[0] === 'submissions' && !added) {
        added = true;
        await addSubmission(
          db,
          {
            group: 'onboarding-kraPin',
            files: [{ kind: 'onboardingPdf', name: 'pin.pdf', blob: bytes(6) }],
            method: 'POST',
            path: '/onboarding/u1/step',
            body: { step: 'kraPin' },
            fileFields: { value: 0 },
          },
          newId,
          5,
        );
      }
      return getAll(...args);
    }) as typeof db.getAll;
    await drain(db, newId, quiet);
    const [id] = [...server.uploads.keys()];
    expect(server.uploads.get(id!)?.state).toBe('finished');
    expect(server.sent).toEqual([{ step: 'kraPin', value: id }]);
  });
});
