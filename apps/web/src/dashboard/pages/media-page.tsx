import { mediaQueries } from '@atrium/react';
import type { files } from '@atrium/sdk';
import { Button, Grid, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../components/page-header';
import { QueryState } from '../components/states';
import { useSiteClient } from '../site-client';
import { FileDrawer } from './media/file-drawer';
import { FileGrid } from './media/file-card';
import { FolderTree, ROOT } from './media/folder-tree';
import type { CurrentFolder } from './media/folder-tree';
import { ImportModal } from './media/import-form';
import { anyPending, MEDIA_TYPES } from './media/media-logic';
import { TrashView } from './media/trash-view';
import { MediaSettingsPanel } from './media/media-settings';
import { UploadList, UploadZone } from './media/upload-zone';
import { useUploads } from './media/use-uploads';

const PAGE_SIZE = 60;
// Processing (thumbnails, video) usually takes seconds: a PENDING file is looked at again this often.
const PENDING_POLL_MS = 2000;

export function MediaPage() {
  const [trash, setTrash] = useState(false);
  const [importing, setImporting] = useState(false);
  const [folder, setFolder] = useState<CurrentFolder>(ROOT);
  const uploads = useUploads();
  return (
    <Stack>
      <PageHeader
        title={trash ? 'Media: trash' : 'Media'}
        description="The site's images, videos and documents, in folders."
        action={
          <Group gap="xs">
            {!trash && (
              <Button variant="default" onClick={() => setImporting(true)}>
                Import from URL
              </Button>
            )}
            <Button
              variant={trash ? 'filled' : 'default'}
              aria-pressed={trash}
              onClick={() => setTrash(!trash)}
            >
              Trash
            </Button>
          </Group>
        }
      />
      {trash ? (
        <TrashView />
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
            <Stack>
              <FolderTree current={folder} onSelect={setFolder} />
              <MediaSettingsPanel />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
            <Stack>
              <UploadList items={uploads.items} onClear={uploads.clearFinished} />
              <UploadZone onFiles={(list) => uploads.start(list, folder.id)}>
                <FolderFiles folderId={folder.id} />
              </UploadZone>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      <ImportModal opened={importing} parentFolderId={folder.id} onClose={() => setImporting(false)} />
    </Stack>
  );
}

/** The files of one folder, or the search results across the library, with the filters and the detail drawer. */
function FolderFiles({ folderId }: { folderId: string }) {
  const client = useSiteClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [mediaType, setMediaType] = useState<files.MediaType | null>(null);
  const [privateOnly, setPrivateOnly] = useState(false);
  // Cursors of the pages before this one, for going back; the last one is this page's.
  const [cursors, setCursors] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [previousFolder, setPreviousFolder] = useState(folderId);
  if (previousFolder !== folderId) {
    setPreviousFolder(folderId);
    setCursors([]);
  }
  const filters = {
    ...(mediaType ? { mediaTypes: [mediaType] } : {}),
    ...(privateOnly ? { private: true } : {}),
    paging: { limit: PAGE_SIZE, ...(cursors.length > 0 ? { cursor: cursors.at(-1) } : {}) },
  };
  const options = debounced
    ? mediaQueries.search(client, { ...filters, search: debounced, rootFolder: 'MEDIA_ROOT' })
    : mediaQueries.files(client, { ...filters, parentFolderId: folderId });
  const list = useQuery({
    ...options,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (anyPending(query.state.data?.files) ? PENDING_POLL_MS : false),
  });
  const resetPaging = () => setCursors([]);
  const next = list.data?.nextCursor.cursors.next;

  return (
    <Stack>
      <Group align="end">
        <TextInput
          label="Search files"
          placeholder="Name or label, across all folders"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            resetPaging();
          }}
          style={{ flex: 1 }}
        />
        <Select
          label="Media type"
          placeholder="Any"
          clearable
          data={MEDIA_TYPES.map((type) => ({ value: type, label: type.toLowerCase() }))}
          value={mediaType}
          onChange={(value) => {
            setMediaType(value as files.MediaType | null);
            resetPaging();
          }}
          w={160}
        />
        <Switch
          label="Private only"
          checked={privateOnly}
          onChange={(e) => {
            setPrivateOnly(e.currentTarget.checked);
            resetPaging();
          }}
          mb={8}
        />
      </Group>
      <QueryState query={list}>
        {(result) => <FileGrid files={result.files} selectedId={selected} onSelect={setSelected} />}
      </QueryState>
      <Pager cursors={cursors} next={next} onChange={setCursors} />
      <FileDrawer fileId={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}

/** Previous and next page, shown once there is more than one page. */
function Pager({
  cursors,
  next,
  onChange,
}: {
  cursors: string[];
  next: string | null | undefined;
  onChange: (cursors: string[]) => void;
}) {
  if (cursors.length === 0 && !next) return null;
  return (
    <Group justify="space-between">
      <Button
        variant="default"
        size="xs"
        disabled={cursors.length === 0}
        onClick={() => onChange(cursors.slice(0, -1))}
      >
        Previous page
      </Button>
      <Text size="sm" c="dimmed">
        Page {cursors.length + 1}
      </Text>
      <Button
        variant="default"
        size="xs"
        disabled={!next}
        onClick={() => next && onChange([...cursors, next])}
      >
        Next page
      </Button>
    </Group>
  );
}
