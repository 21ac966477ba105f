/**
 * File upload with progress: `POST {service}/{path}` as multipart field `file`, answered with
 * `{ fileUrl }`. XMLHttpRequest, because fetch reports no upload progress over HTTP/1.1. Same rules as
 * the HTTP client (bearer token, else the service's API key; the server's message on failure).
 */
import { HttpError } from 'react-admin';
import type { AppConfig, ServiceName } from '../config/types.ts';
import {
  buildUrl,
  errorMessageFromBody,
  failureMessage,
  malformedResponse,
  NO_RESPONSE_STATUS,
} from './http.ts';

export const DEFAULT_UPLOAD_TARGET = { service: 'upload', path: 'upload' } as const;
/** Large scans over a slow line take a while; beyond this the upload is reported as timed out. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadedFile {
  fileUrl: string;
  fileName?: string;
  size?: number;
  contentType?: string;
}

export interface UploadOptions {
  service?: ServiceName;
  path?: string;
  /** Fraction sent, 0–1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface Uploader {
  upload(file: File, options?: UploadOptions): Promise<UploadedFile>;
}

export interface UploaderOptions {
  config: Pick<AppConfig, 'services'>;
  getAccessToken: () => Promise<string | null>;
  createRequest?: () => XMLHttpRequest;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function toUploadedFile(body: unknown): UploadedFile {
  if (typeof body !== 'object' || body === null || !('fileUrl' in body) || typeof body.fileUrl !== 'string') {
    throw malformedResponse(body);
  }
  const { fileUrl } = body;
  const text = (key: string) => {
    const value: unknown = (body as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : undefined;
  };
  const size: unknown = (body as Record<string, unknown>).size;
  return {
    fileUrl,
    fileName: text('fileName'),
    contentType: text('contentType'),
    size: typeof size === 'number' ? size : undefined,
  };
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

export function createUploader(options: UploaderOptions): Uploader {
  const createRequest = options.createRequest ?? (() => new XMLHttpRequest());
  return {
    async upload(file, uploadOptions = {}) {
      const service = uploadOptions.service ?? DEFAULT_UPLOAD_TARGET.service;
      const serviceConfig = options.config.services[service];
      if (!serviceConfig) throw new Error(`Unknown service "${service}"`);
      const token = await options.getAccessToken();
      const { signal } = uploadOptions;
      if (signal?.aborted) throw abortError();

      const url = buildUrl(serviceConfig.baseUrl, uploadOptions.path ?? DEFAULT_UPLOAD_TARGET.path);
      const body = new FormData();
      body.append('file', file, file.name);

      return new Promise<UploadedFile>((resolve, reject) => {
        const xhr = createRequest();
        xhr.open('POST', url.toString());
        xhr.setRequestHeader('Accept', 'application/json');
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        else if (serviceConfig.apiKey) xhr.setRequestHeader('x-api-key', serviceConfig.apiKey);
        xhr.timeout = uploadOptions.timeoutMs ?? UPLOAD_TIMEOUT_MS;

        const onAbort = () => xhr.abort();
        signal?.addEventListener('abort', onAbort, { once: true });
        const settle = () => signal?.removeEventListener('abort', onAbort);

        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0)
            uploadOptions.onProgress?.(event.loaded / event.total);
        };
        xhr.onload = () => {
          settle();
          const text = xhr.responseText;
          const parsed = parseJson(text);
          if (xhr.status < 200 || xhr.status >= 300) {
            reject(new HttpError(errorMessageFromBody(text, parsed), xhr.status, parsed ?? text));
            return;
          }
          try {
            uploadOptions.onProgress?.(1);
            resolve(toUploadedFile(parsed));
          } catch (error) {
            reject(error instanceof Error ? error : malformedResponse(text, service));
          }
        };
        xhr.onerror = () => {
          settle();
          reject(new HttpError(failureMessage('network', service), NO_RESPONSE_STATUS, null));
        };
        xhr.ontimeout = () => {
          settle();
          reject(new HttpError(failureMessage('timeout', service), NO_RESPONSE_STATUS, null));
        };
        xhr.onabort = () => {
          settle();
          reject(abortError());
        };
        xhr.send(body);
      });
    },
  };
}
