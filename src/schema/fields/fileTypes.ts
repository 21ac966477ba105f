import type { ServiceName } from '../../config/types.ts';

/** Options of a `file` field (the value kept in the record is the `fileUrl` the upload service answers). */
export interface FileFieldOptions {
  /** Accepted types, comma-separated MIME types, wildcards or extensions: `image/*,application/pdf,.pdf`. */
  accept?: string;
  /** Largest file in MB; a bigger one is refused next to the field before anything is sent. */
  maxSizeMb?: number;
  /** Where the file is sent as multipart field `file`; default the upload service's `upload`. */
  upload?: { service?: ServiceName; path?: string };
}
