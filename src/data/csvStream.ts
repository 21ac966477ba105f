/**
 * Where a streamed CSV export writes its pages (docs/lists.md, "Exports"). Where the browser has the
 * File System Access API, the person picks the file and each page is written to it as it comes. Else
 * each page becomes a Blob part at once (its text goes to the browser's blob store, not kept as a
 * JavaScript string) and the parts are downloaded as one file at the end; a Service Worker download
 * stream is not an option, the mock backend's worker holds the console's scope.
 */

export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

export interface CsvSink {
  write(chunk: string): Promise<void>;
  /** The file is complete: saved (picked file) or downloaded (Blob parts). */
  close(): Promise<void>;
  /** The export stopped: nothing is downloaded and a picked file is left as it was. */
  abort(): Promise<void>;
}

/** Downloads `blob` under `fileName` through a link, as every browser allows (saveBlob). */
export type SaveBlob = (blob: Blob, fileName: string) => void;

// Revoking at once can cancel the download in some browsers before it starts.
const REVOKE_DELAY_MS = 1_000;

/** Downloads `blob` as `fileName` through a link to its object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

/** Pages as Blob parts, downloaded as one file by `save` when complete. */
export function blobSink(fileName: string, save: SaveBlob): CsvSink {
  let parts: Blob[] = [];
  return {
    write(chunk) {
      if (chunk !== '') parts.push(new Blob([chunk], { type: CSV_MIME_TYPE }));
      return Promise.resolve();
    },
    close() {
      save(new Blob(parts, { type: CSV_MIME_TYPE }), fileName);
      parts = [];
      return Promise.resolve();
    },
    abort() {
      parts = [];
      return Promise.resolve();
    },
  };
}

interface WritableFile {
  write(data: string): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

type SaveFilePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<{ createWritable(): Promise<WritableFile> }>;

function savePicker(): SaveFilePicker | undefined {
  if (typeof window === 'undefined') return undefined;
  // An automated browser cannot answer the save dialog; its downloads are links.
  if (navigator.webdriver) return undefined;
  const picker = (window as unknown as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  return typeof picker === 'function' ? picker.bind(window) : undefined;
}

/** Pages written one by one to a file the person picks. */
export function fileSink(file: WritableFile): CsvSink {
  return {
    write: (chunk) => (chunk === '' ? Promise.resolve() : file.write(chunk)),
    close: () => file.close(),
    abort: () => file.abort().catch(() => undefined),
  };
}

/**
 * The sink of one export: a file the person picks where the browser can, else Blob parts. Closing the
 * save dialog without a file cancels the export (an AbortError); a picker that fails otherwise (no user
 * gesture left) falls back to the Blob parts.
 */
export async function openCsvSink(fileName: string, save: SaveBlob): Promise<CsvSink> {
  const picker = savePicker();
  if (!picker) return blobSink(fileName, save);
  try {
    const handle = await picker({
      suggestedName: fileName,
      types: [{ description: 'CSV', accept: { 'text/csv': ['.csv'] } }],
    });
    return fileSink(await handle.createWritable());
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return blobSink(fileName, save);
  }
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser paint and handle input, so that no task runs long: `scheduler.yield()` where the
 * browser has it, else a message to itself. Not `setTimeout(0)`: nested timers wait at least 4 ms each,
 * which a thousand slices of a large export would add up to seconds.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** How long one slice of CSV writing may run before the browser gets its turn. */
export const SLICE_BUDGET_MS = 12;
