/** Upload service: accepts a multipart file and answers where it "lives" (reconcile files, documents). */
import { hashString } from '../db/prng.ts';
import { fail, json } from './respond.ts';
import type { Route } from './router.ts';
import { rememberUpload } from './uploadStore.ts';

/** Bank statements may be large (the reconcile preview refuses over 50 MB); store documents keep 10 MB. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** A file part of the form. Not `instanceof Blob`: under a DOM test realm the parsed part is Node's own. */
function isUploadedFile(part: FormDataEntryValue | null): part is File {
  return typeof part === 'object' && part !== null && typeof part.arrayBuffer === 'function';
}

export function uploadRoutes(): Route[] {
  return [
    {
      service: 'upload',
      method: 'POST',
      path: 'upload',
      resolve: async ({ request, db }) => {
        let form: FormData;
        try {
          form = await request.formData();
        } catch {
          return fail(400, 'Send the file as multipart/form-data in the field "file"');
        }
        const file = form.get('file');
        if (!isUploadedFile(file)) return fail(400, 'file is required');
        if (file.size === 0) return fail(400, 'The file is empty');
        if (file.size > MAX_UPLOAD_BYTES) return fail(413, 'The file is larger than 50 MB');
        const fileName =
          'name' in file && typeof file.name === 'string' && file.name ? file.name : 'upload.bin';
        const bytes = new Uint8Array(await file.arrayBuffer());
        // Same content and name → same URL, so a re-upload is recognisable in the reconcile history.
        const key = hashString(
          `${fileName}:${bytes.length}:${Array.from(bytes.slice(0, 256)).join(',')}`,
        ).toString(16);
        const fileUrl = `https://files.demo.test/upload/${key}/${encodeURIComponent(fileName)}`;
        rememberUpload(db, {
          fileUrl,
          fileName,
          contentType: file.type || 'application/octet-stream',
          bytes,
        });
        return json(
          {
            fileUrl,
            fileName,
            size: file.size,
            contentType: file.type || 'application/octet-stream',
          },
          201,
        );
      },
    },
  ];
}
