// @vitest-environment node
/** The mock upload service: multipart field `file` in, `{ fileUrl }` out; refusals with a message. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../mocks/handlers/upload.ts';
import type { MockServer } from '../../../mocks/node.ts';
import { issuer, serviceUrl, startMockServer, USERS } from './helpers.ts';

let mock: MockServer;
beforeAll(() => {
  mock = startMockServer();
});
afterAll(() => mock.server.close());

/** Sends the file as `as` (default operations staff); `null`: without credentials. */
async function send(file: File | null, as: string | null = USERS.ops) {
  const body = new FormData();
  if (file) body.append('file', file, file.name);
  return fetch(serviceUrl('upload', 'upload'), {
    method: 'POST',
    body,
    headers: as ? { Authorization: `Bearer ${await issuer.mint(as)}` } : {},
  });
}

describe('mock upload service', () => {
  it('answers where the file lives, with its name, size and type', async () => {
    const response = await send(
      new File(['%PDF-1.4 statement'], 'statement.pdf', { type: 'application/pdf' }),
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.fileUrl).toMatch(/^https:\/\/files\.demo\.test\/upload\/[0-9a-f]+\/statement\.pdf$/);
    expect(body).toMatchObject({ fileName: 'statement.pdf', size: 18, contentType: 'application/pdf' });
  });

  it('refuses a missing, empty or too large file, and a call without credentials', async () => {
    expect((await send(null)).status).toBe(400);
    const empty = await send(new File([], 'empty.pdf'));
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe('The file is empty');
    expect((await send(new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.pdf'))).status).toBe(413);
    expect((await send(new File(['x'], 'a.png'), null)).status).toBe(401);
  });

  it('refuses a role that may create or edit nothing that takes files', async () => {
    const viewer = await send(new File(['x'], 'a.png', { type: 'image/png' }), USERS.viewer);
    expect(viewer.status).toBe(403);
    expect(((await viewer.json()) as { message: string }).message).toMatch(
      /^Your role may not call POST upload: it needs create in Reconcile process or /,
    );
    // Finance only reads the Stores menus and has no reconcile: nothing to upload for either.
    expect((await send(new File(['x'], 'a.png'), USERS.finance)).status).toBe(403);
    expect((await send(new File(['x'], 'a.png', { type: 'image/png' }), USERS.admin)).status).toBe(201);
  });
});
