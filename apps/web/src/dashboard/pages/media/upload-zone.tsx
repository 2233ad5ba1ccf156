import { Box, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useState, type DragEvent, type ReactNode } from 'react';
import { describeError } from '../../errors';
import type { UploadItem } from './use-uploads';

/** The drop target over the file grid, with a button for those who do not drag. */
export function UploadZone({ onFiles, children }: { onFiles: (files: File[]) => void; children: ReactNode }) {
  const [over, setOver] = useState(false);
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    <Box
      role="region"
      aria-label="Upload files"
      p="sm"
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={(event) => {
        // Moving over a card inside the zone is not leaving it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (event.dataTransfer.files.length > 0) onFiles([...event.dataTransfer.files]);
      }}
      style={{
        minHeight: 240,
        borderRadius: 'var(--mantine-radius-md)',
        border: over ? '2px dashed var(--mantine-color-indigo-6)' : '1px dashed var(--mantine-color-gray-4)',
        background: over ? 'var(--mantine-color-indigo-0)' : undefined,
      }}
    >
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed">
          Drop files here to upload them into this folder.
        </Text>
        <FileButton multiple onChange={(files) => files.length > 0 && onFiles(files)}>
          {(props) => (
            <Button size="xs" {...props}>
              Choose files
            </Button>
          )}
        </FileButton>
      </Group>
      {children}
    </Box>
  );
}

export function UploadList({ items, onClear }: { items: UploadItem[]; onClear: () => void }) {
  if (items.length === 0) return null;
  const finished = items.some((item) => item.status === 'done' || item.status === 'failed');
  return (
    <Stack gap="xs" aria-label="Uploads" role="list">
      {items.map((item) => (
        <Box key={item.key} role="listitem">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate>
              {item.name}
            </Text>
            <Text size="xs" c={item.status === 'failed' ? 'red' : 'dimmed'}>
              {item.status === 'failed' ? describeError(item.error) : STATUS_TEXT[item.status]}
            </Text>
          </Group>
          <Progress
            aria-label={`Uploading ${item.name}`}
            value={item.total > 0 ? (item.sent / item.total) * 100 : item.status === 'done' ? 100 : 0}
            color={item.status === 'failed' ? 'red' : item.status === 'done' ? 'teal' : 'indigo'}
            size="sm"
          />
        </Box>
      ))}
      {finished && (
        <Group justify="flex-end">
          <Button size="xs" variant="subtle" onClick={onClear}>
            Clear finished uploads
          </Button>
        </Group>
      )}
    </Stack>
  );
}

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
};
