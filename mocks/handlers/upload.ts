/** Upload service: accepts a multipart file and answers where it "lives" (reconcile files, documents). */
import { hashString } from '../db/prng.ts';
import { fail, json } from './respond.ts';
import type { Route } from './router.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface UploadedFile {
  fileName: string;
  contentType: string;
  size: number;
  bytes: Uint8Array;
}

/** Bytes of the files uploaded since the page (or server) started, so a document can be previewed. */
const uploaded = new Map<string, UploadedFile>();
const KEEP_BYTES = 50 * 1024 * 1024;

function keep(url: string, file: UploadedFile): void {
  uploaded.delete(url);
  uploaded.set(url, file);
  let total = 0;
  for (const f of uploaded.values()) total += f.size;
  for (const [key, f] of uploaded) {
    if (total <= KEEP_BYTES) break;
    uploaded.delete(key);
    total -= f.size;
  }
}

/** A file uploaded by its fileUrl, while it is still kept in memory. */
export function uploadedFile(fileUrl: string): UploadedFile | undefined {
  return uploaded.get(fileUrl);
}

export function uploadRoutes(): Route[] {
  return [
    {
      service: 'upload',
      method: 'POST',
      path: 'upload',
      resolve: async ({ request }) => {
        let form: FormData;
        try {
          form = await request.formData();
        } catch {
          return fail(400, 'Send the file as multipart/form-data in the field "file"');
        }
        const file = form.get('file');
        if (!(file instanceof Blob)) return fail(400, 'file is required');
        if (file.size === 0) return fail(400, 'The file is empty');
        if (file.size > MAX_UPLOAD_BYTES) return fail(413, 'The file is larger than 10 MB');
        const fileName =
          'name' in file && typeof file.name === 'string' && file.name ? file.name : 'upload.bin';
        const bytes = new Uint8Array(await file.arrayBuffer());
        // Same content and name → same URL, so a re-upload is recognisable in the reconcile history.
        const key = hashString(
          `${fileName}:${bytes.length}:${Array.from(bytes.slice(0, 256)).join(',')}`,
        ).toString(16);
        const answer = {
          fileUrl: `https://files.demo.test/upload/${key}/${encodeURIComponent(fileName)}`,
          fileName,
          size: file.size,
          contentType: file.type || 'application/octet-stream',
        };
        keep(answer.fileUrl, { ...answer, bytes });
        return json(answer, 201);
      },
    },
  ];
}
