import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createUploader } from '../../../src/data/upload.ts';

type Listener = ((event: ProgressEvent) => void) | null;

/** A stand-in XMLHttpRequest that records the call and answers as the test says. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const config = {
  services: { upload: { baseUrl: 'https://upload.example.test/api', apiKey: 'upload-key' } },
} as unknown as Parameters<typeof createUploader>[0]['config'];

function uploaderWith(token: string | null) {
  return createUploader({
    config,
    getAccessToken: () => Promise.resolve(token),
    createRequest: () => new FakeRequest() as unknown as XMLHttpRequest,
  });
}

const pdf = () => new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createUploader', () => {
  it('posts the file as multipart "file" with the bearer token and reports progress', async () => {
    const progress: number[] = [];
    const pending = uploaderWith('tok').upload(pdf(), { onProgress: (p) => progress.push(p) });
    await nextTick();
    const request = FakeRequest.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://upload.example.test/api/upload');
    expect(request.headers.Authorization).toBe('Bearer tok');
    expect(request.headers['x-api-key']).toBeUndefined();
    expect((request.body?.get('file') as File).name).toBe('scan.pdf');
    request.progress(50, 100);
    request.answer(201, { fileUrl: 'https://files/x/scan.pdf', fileName: 'scan.pdf' });
    await expect(pending).resolves.toMatchObject({ fileUrl: 'https://files/x/scan.pdf' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('falls back to the API key without a token', async () => {
    const pending = uploaderWith(null).upload(pdf());
    await nextTick();
    expect(FakeRequest.last!.headers['x-api-key']).toBe('upload-key');
    FakeRequest.last!.answer(201, { fileUrl: 'u' });
    await pending;
  });

  it("rejects with the server's message, and an answer without fileUrl as malformed", async () => {
    const refused = uploaderWith('tok').upload(pdf());
    await nextTick();
    FakeRequest.last!.answer(413, { message: 'The file is larger than 10 MB' });
    const error = await refused.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 413, message: 'The file is larger than 10 MB' });

    const odd = uploaderWith('tok').upload(pdf());
    await nextTick();
    FakeRequest.last!.answer(200, { url: 'x' });
    await expect(odd).rejects.toMatchObject({ status: 502 });
  });

  it('reports time-outs and network failures as HttpErrors and a cancel as AbortError', async () => {
    const slow = uploaderWith('tok').upload(pdf(), { timeoutMs: 5 });
    await nextTick();
    expect(FakeRequest.last!.timeout).toBe(5);
    FakeRequest.last!.ontimeout?.();
    await expect(slow).rejects.toMatchObject({ message: 'pa.failure.upload.timeout', status: 0 });

    const offline = uploaderWith('tok').upload(pdf());
    await nextTick();
    FakeRequest.last!.onerror?.();
    await expect(offline).rejects.toMatchObject({ message: 'pa.failure.upload.network', status: 0 });

    const controller = new AbortController();
    const cancelled = uploaderWith('tok').upload(pdf(), { signal: controller.signal });
    await nextTick();
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});
