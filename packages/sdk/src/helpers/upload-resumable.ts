/**
 * Sends a large file over tus (the URL and token from `files.generateFileResumableUploadUrl`), in chunks that
 * survive dropped connections and are retried as tus-js-client does. tus-js-client is loaded only when a
 * resumable upload starts, so that sites which never make one do not ship it.
 */
import type { DetailedError, HttpResponse } from 'tus-js-client';
import { errorFromFailure, errorFromResponse } from '../errors/from-response.js';
import type { UploadBody, UploadProgress } from './upload.js';

/** The header of the final PATCH that names the stored file. */
export const FILE_ID_HEADER = 'atrium-file-id';

export interface UploadResumableOptions {
  uploadUrl: string;
  uploadToken: string;
  file: UploadBody;
  /** The name stored with the file; a File's own name otherwise. */
  fileName?: string;
  /** The content type stored with the file; the blob's own type otherwise. */
  mimeType?: string;
  onProgress?: UploadProgress;
  /** Bytes per PATCH; the whole file in one by default. */
  chunkSize?: number;
  signal?: AbortSignal;
}

export async function uploadResumable(options: UploadResumableOptions): Promise<{ fileId: string }> {
  const { signal } = options;
  if (signal?.aborted) throw errorFromFailure(signal.reason);
  const tus = await import('tus-js-client');
  // The Node build of tus-js-client reads Buffers, the browser build Blobs.
  const inNode = tus.defaultOptions.httpStack.getName() === 'NodeHttpStack';
  const source = await toSource(options.file, inNode);
  const { file } = options;
  const metadata: Record<string, string> = { uploadToken: options.uploadToken };
  const filename = options.fileName ?? (file instanceof Blob && 'name' in file ? String(file.name) : '');
  const filetype = options.mimeType || (file instanceof Blob ? file.type : '');
  if (filename) metadata.filename = filename;
  if (filetype) metadata.filetype = filetype;

  let fileId: string | undefined;
  const readFileId = (response: HttpResponse) => {
    fileId = response.getHeader(FILE_ID_HEADER) ?? fileId;
  };
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(source, {
      endpoint: options.uploadUrl,
      metadata,
      // tus spreads its defaults under these options: an undefined chunk size would replace "whole file".
      ...(options.chunkSize ? { chunkSize: options.chunkSize } : {}),
      // A token is good for one upload: nothing is gained by remembering this one in localStorage.
      removeFingerprintOnSuccess: true,
      onProgress: options.onProgress ?? null,
      onAfterResponse: (_request, response) => readFileId(response),
      onSuccess: ({ lastResponse }) => {
        done();
        readFileId(lastResponse);
        if (fileId) resolve({ fileId });
        else reject(errorFromFailure(new TypeError(`The upload's answer has no ${FILE_ID_HEADER} header`)));
      },
      onError: (error) => {
        done();
        void toSdkError(error).then(reject);
      },
    });
    const onAbort = () => {
      void upload.abort(true).catch(() => undefined);
      reject(errorFromFailure(signal?.reason));
    };
    const done = () => signal?.removeEventListener('abort', onAbort);
    signal?.addEventListener('abort', onAbort, { once: true });
    upload.start();
  });
}

async function toSource(file: UploadBody, inNode: boolean): Promise<Blob | Buffer> {
  if (inNode) {
    if (file instanceof Uint8Array) return Buffer.from(file);
    return Buffer.from(file instanceof Blob ? await file.arrayBuffer() : file);
  }
  return file instanceof Blob ? file : new Blob([file as BlobPart]);
}

/** tus's DetailedError carries the server's answer: it becomes the SDK's error, as a call's would. */
async function toSdkError(error: Error | DetailedError): Promise<Error> {
  const answer = 'originalResponse' in error ? error.originalResponse : null;
  const status = answer?.getStatus() ?? 0;
  if (!answer || status < 200 || status > 599) return errorFromFailure(error);
  const headers = new Headers();
  for (const name of ['x-wix-request-id', 'content-type']) {
    const value = answer.getHeader(name);
    if (value) headers.set(name, value);
  }
  return errorFromResponse(new Response(answer.getBody() || null, { status, headers }));
}
