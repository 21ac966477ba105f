// @vitest-environment node
/** The mock upload service: multipart field `file` in, `{ fileUrl }` out; refusals with a message. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../mocks/handlers/upload.ts';
import type { MockServer } from '../../../mocks/node.ts';
import { serviceUrl, startMockServer } from './helpers.ts';

let mock: MockServer;
beforeAll(() => {
  mock = startMockServer();
});
afterAll(() => mock.server.close());

function send(file: File | null, auth = true) {
  const body = new FormData();
  if (file) body.append('file', file, file.name);
  return fetch(serviceUrl('upload', 'upload'), {
    method: 'POST',
    body,
    headers: auth ? { Authorization: 'Bearer test-token' } : {},
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
    expect((await send(new File(['x'], 'a.png'), false)).status).toBe(401);
  });
});
