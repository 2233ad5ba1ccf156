import { atriumKeys } from '@atrium/react';
import { uploadFile, uploadResumable } from '@atrium/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSiteClient } from '../../site-client';
import type { SiteClient } from '../../site-client';
import { mimeTypeOf, RESUMABLE_THRESHOLD } from './media-logic';

export interface UploadItem {
  key: string;
  name: string;
  sent: number;
  total: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: unknown;
}

// A few at a time: a hundred dropped files should not open a hundred connections.
const PARALLEL = 3;

/** Sends one file: a single PUT for small files, tus for large ones, as the server asks. */
interface UploadOne {
  file: File;
  parentFolderId: string;
  onProgress: (sent: number, total: number) => void;
}

async function uploadOne(client: SiteClient, { file, parentFolderId, onProgress }: UploadOne): Promise<void> {
  const mimeType = mimeTypeOf(file);
  const options = { fileName: file.name, sizeInBytes: file.size, parentFolderId };
  if (file.size > RESUMABLE_THRESHOLD) {
    const { uploadUrl, uploadToken } = await client.files.generateFileResumableUploadUrl(mimeType, {
      ...options,
      uploadProtocol: 'TUS',
    });
    await uploadResumable({ uploadUrl, uploadToken, file, fileName: file.name, mimeType, onProgress });
  } else {
    const { uploadUrl } = await client.files.generateFileUploadUrl(mimeType, options);
    await uploadFile({ uploadUrl, file, mimeType, onProgress });
  }
}

/** The uploads of this page: started with `start(files, folderId)`, each with its progress and outcome. */
export function useUploads() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const update = useCallback(
    (key: string, patch: Partial<UploadItem>) =>
      setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [],
  );

  const start = useCallback(
    (files: File[], parentFolderId: string) => {
      const queue = files.map((file) => ({ key: crypto.randomUUID(), file }));
      setItems((list) => [
        ...list,
        ...queue.map(({ key, file }) => ({
          key,
          name: file.name,
          sent: 0,
          total: file.size,
          status: 'waiting' as const,
        })),
      ]);
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { key, file } = next;
          update(key, { status: 'uploading' });
          try {
            await uploadOne(client, {
              file,
              parentFolderId,
              onProgress: (sent, total) => update(key, { sent, total }),
            });
            update(key, { status: 'done', sent: file.size });
          } catch (error) {
            update(key, { status: 'failed', error });
          }
          // Each new file shows at once (as PENDING while the server processes it).
          void queryClient.invalidateQueries({ queryKey: atriumKeys.media.allFiles });
        }
      };
      for (let index = 0; index < Math.min(PARALLEL, queue.length); index++) void worker();
    },
    [client, queryClient, update],
  );

  const clearFinished = useCallback(
    () => setItems((list) => list.filter((item) => item.status === 'waiting' || item.status === 'uploading')),
    [],
  );
  return { items, start, clearFinished };
}
