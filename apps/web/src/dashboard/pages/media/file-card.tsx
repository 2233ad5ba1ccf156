import { imageUrl } from '@atrium/sdk';
import type { files } from '@atrium/sdk';
import { Card, Center, Loader, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';

type FileDescriptor = files.FileDescriptor;

const GLYPHS: Partial<Record<files.MediaType, string>> = {
  VIDEO: '▶',
  AUDIO: '♪',
  DOCUMENT: '▤',
  ARCHIVE: '▦',
  MODEL3D: '◆',
  VECTOR: '✎',
};

/** The dashboard is served by the server itself, so its media addresses are on this origin. */
export const mediaHost = () => window.location.origin;

/** A file's preview: the picture for images, a loader while processing, the reason when it failed. */
export function FilePreview({ file, size = 256 }: { file: FileDescriptor; size?: number }) {
  if (file.operationStatus === 'PENDING')
    return (
      <Center h="100%" role="status">
        <Stack align="center" gap={4}>
          <Loader size="sm" aria-hidden />
          <Text size="xs" c="dimmed">
            Processing
          </Text>
        </Stack>
      </Center>
    );
  if (file.operationStatus === 'FAILED')
    return (
      <Center h="100%" p="xs">
        <Text size="xs" c="red" ta="center">
          {file.failureReason ?? 'Processing failed'}
        </Text>
      </Center>
    );
  if (file.mediaType === 'IMAGE')
    return (
      <img
        src={imageUrl(mediaHost(), file, { width: size, height: size, fit: 'fill' })}
        alt=""
        loading="lazy"
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    );
  return (
    <Center h="100%">
      <Stack align="center" gap={4}>
        <ThemeIcon size="xl" variant="light" aria-hidden>
          {GLYPHS[file.mediaType] ?? '■'}
        </ThemeIcon>
        <Text size="xs" c="dimmed">
          {file.mediaType}
        </Text>
      </Stack>
    </Center>
  );
}

export function FileCard(props: { file: FileDescriptor; selected: boolean; onSelect: () => void }) {
  const { file } = props;
  return (
    <UnstyledButton aria-label={file.displayName} aria-pressed={props.selected} onClick={props.onSelect}>
      <Card
        withBorder
        padding="xs"
        style={props.selected ? { borderColor: 'var(--mantine-color-indigo-6)' } : {}}
      >
        <Card.Section h={140} bg="gray.0" style={{ overflow: 'hidden' }}>
          <FilePreview file={file} />
        </Card.Section>
        <Text size="sm" mt="xs" truncate>
          {file.displayName}
        </Text>
      </Card>
    </UnstyledButton>
  );
}

export function FileGrid(props: {
  files: FileDescriptor[];
  selectedId: string | null;
  onSelect: (fileId: string) => void;
}) {
  if (props.files.length === 0) return <Text c="dimmed">No files here yet.</Text>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {props.files.map((file) => (
        <FileCard
          key={file._id}
          file={file}
          selected={file._id === props.selectedId}
          onSelect={() => props.onSelect(file._id)}
        />
      ))}
    </SimpleGrid>
  );
}
