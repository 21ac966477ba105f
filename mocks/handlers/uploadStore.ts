/**
 * What the mock upload service received, kept in memory per mock database so later calls that name a
 * `fileUrl` (the reconcile checks) can read the file back. The newest files are kept; older ones are
 * dropped, as a real store would expire them. Not persisted: after a page reload a file is uploaded
 * again.
 */
import type { MockDb } from '../db/index.ts';

export interface StoredUpload {
  fileUrl: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  uploadedAt: number;
}

const KEEP_FILES = 20;
/**
 * Keyed by the database's idempotency store, which every view of one database shares: a route may be
 * given a view of it (the audit trail's journaling one, handlers/audit.ts), not the database itself.
 */
const stores = new WeakMap<object, Map<string, StoredUpload>>();

function storeOf(db: MockDb): Map<string, StoredUpload> {
  let store = stores.get(db.idempotency);
  if (!store) {
    store = new Map();
    stores.set(db.idempotency, store);
  }
  return store;
}

export function rememberUpload(db: MockDb, upload: Omit<StoredUpload, 'uploadedAt'>): void {
  const store = storeOf(db);
  store.delete(upload.fileUrl);
  store.set(upload.fileUrl, { ...upload, uploadedAt: Date.now() });
  while (store.size > KEEP_FILES) store.delete(store.keys().next().value as string);
}

/** The uploaded file behind a `fileUrl`, or undefined when this mock never received it. */
export function readUpload(db: MockDb, fileUrl: string): StoredUpload | undefined {
  return storeOf(db).get(fileUrl);
}
