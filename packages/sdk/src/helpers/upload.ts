/**
 * Sends a file's bytes to the URL from `files.generateFileUploadUrl`. The URL carries its own single-use
 * token, so no auth header goes with it. Browsers use XMLHttpRequest, the only API that reports upload
 * progress; elsewhere (Node) fetch sends the bytes and progress is reported at the start and the end.
 */
import { errorFromFailure, errorFromResponse } from '../errors/from-response.js';
import type { FileDescriptor } from '../modules/files.js';
import { convertAtPath, fromWire, int64FromWire, isPlainObject } from '../wire/transform.js';
import { ONE_FILE } from './file-answer.js';
import { fileMediaToUris } from './media-uri.js';

export type UploadBody = Blob | ArrayBuffer | Uint8Array;
export type UploadProgress = (sentBytes: number, totalBytes: number) => void;

export interface UploadFileOptions {
  uploadUrl: string;
  file: UploadBody;
  /** The content type sent; the blob's own type otherwise. */
  mimeType?: string;
  onProgress?: UploadProgress;
  signal?: AbortSignal;
}

interface Sending {
  url: string;
  body: UploadBody;
  contentType: string;
  total: number;
  progress: UploadProgress;
  signal?: AbortSignal;
}

/** Uploads the bytes with one PUT and returns the new file, in the SDK's form, as the server stored it. */
export async function uploadFile(options: UploadFileOptions): Promise<FileDescriptor> {
  const { file } = options;
  const total = file instanceof Blob ? file.size : file.byteLength;
  const blobType = file instanceof Blob ? file.type : '';
  let reported = -1;
  const progress: UploadProgress = (sent, of) => {
    if (sent === reported) return;
    reported = sent;
    options.onProgress?.(sent, of);
  };
  const sending: Sending = {
    url: options.uploadUrl,
    body: file,
    contentType: options.mimeType || blobType || 'application/octet-stream',
    total,
    progress,
    signal: options.signal,
  };
  progress(0, total);
  let response: Response;
  try {
    response = await (typeof XMLHttpRequest === 'function' ? sendWithXhr(sending) : sendWithFetch(sending));
  } catch (error) {
    throw errorFromFailure(error);
  }
  const answer = await readFileAnswer(response);
  progress(total, total);
  return answer;
}

async function sendWithFetch(sending: Sending): Promise<Response> {
  return globalThis.fetch(sending.url, {
    method: 'PUT',
    headers: { 'content-type': sending.contentType },
    body: sending.body as BodyInit,
    signal: sending.signal,
  });
}

function sendWithXhr(sending: Sending): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = sending;
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (done: () => void) => () => {
      signal?.removeEventListener('abort', onAbort);
      done();
    };
    xhr.open('PUT', sending.url);
    xhr.setRequestHeader('content-type', sending.contentType);
    xhr.upload.onprogress = (event) =>
      sending.progress(event.loaded, event.lengthComputable ? event.total : sending.total);
    xhr.onload = settle(() => resolve(responseOf(xhr)));
    xhr.onerror = settle(() => reject(new TypeError('Network error while uploading')));
    xhr.onabort = settle(() => reject(signal?.reason ?? new DOMException('Upload aborted', 'AbortError')));
    xhr.send(sending.body as XMLHttpRequestBodyInit);
  });
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The XMLHttpRequest's answer as a fetch Response, so that both paths read answers and errors alike. */
function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const status = xhr.status >= 200 && xhr.status <= 599 ? xhr.status : 599;
  const body = NULL_BODY_STATUSES.has(status) ? null : xhr.responseText;
  return new Response(body, { status, statusText: xhr.statusText, headers });
}

/** `200 {"file": FileDescriptor}`, converted as a module call's answer would be (files.ts). */
async function readFileAnswer(response: Response): Promise<FileDescriptor> {
  if (response.status !== 200) throw await errorFromResponse(response);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw errorFromFailure(error, response);
  }
  if (!isPlainObject(body) || !isPlainObject(body.file))
    throw errorFromFailure(new TypeError('The answer holds no file'), response);
  for (const path of ONE_FILE.response ?? []) convertAtPath(body, path, int64FromWire);
  fileMediaToUris(body);
  return (fromWire(body) as { file: FileDescriptor }).file;
}
