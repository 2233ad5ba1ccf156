import { mediaQueries } from '@atrium/react';
import { Modal, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { FilePreview } from '../media/file-card';

/** The library's ready images, across folders, to pick one by its picture. */
export function ImagePickerModal(props: {
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  onPick: (fileId: string) => void;
}) {
  const client = useSiteClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const images = useQuery({
    ...mediaQueries.search(client, {
      rootFolder: 'MEDIA_ROOT',
      mediaTypes: ['IMAGE'],
      paging: { limit: 60 },
      ...(debounced ? { search: debounced } : {}),
    }),
    enabled: props.opened,
    placeholderData: keepPreviousData,
  });
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Choose an image" size="lg">
      <Stack>
        <TextInput label="Search images" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        <QueryState query={images}>
          {(result) => {
            const ready = result.files.filter((file) => file.operationStatus === 'READY');
            if (ready.length === 0)
              return <Text c="dimmed">No images yet: upload some on the Media page.</Text>;
            return (
              <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
                {ready.map((file) => (
                  <UnstyledButton
                    key={file._id}
                    aria-label={file.displayName}
                    disabled={props.pending}
                    onClick={() => props.onPick(file._id)}
                    style={{ height: 110, overflow: 'hidden', borderRadius: 6 }}
                  >
                    <FilePreview file={file} size={128} />
                  </UnstyledButton>
                ))}
              </SimpleGrid>
            );
          }}
        </QueryState>
      </Stack>
    </Modal>
  );
}
