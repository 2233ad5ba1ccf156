import { mediaMutations, mediaQueries } from '@atrium/react';
import { parseMediaUri, type files } from '@atrium/sdk';
import {
  Button,
  CopyButton,
  Drawer,
  Group,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { CopyValue } from '../../components/copy-value';
import { formatDate } from '../../components/dates';
import { SaveStatus } from '../../components/save-status';
import { ErrorNotice, QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { FilePreview } from './file-card';
import { FocalPointPicker } from './focal-point';
import { formatBytes, ROOT_FOLDER } from './media-logic';

/** The selected file: its details, what can be changed, and delete. */
export function FileDrawer({ fileId, onClose }: { fileId: string | null; onClose: () => void }) {
  const client = useSiteClient();
  const file = useQuery({ ...mediaQueries.file(client, fileId ?? ''), enabled: fileId !== null });
  return (
    <Drawer opened={fileId !== null} onClose={onClose} position="right" size="md" title="File details">
      {fileId !== null && (
        <QueryState query={file}>{(loaded) => <FileDetails file={loaded} onDeleted={onClose} />}</QueryState>
      )}
    </Drawer>
  );
}

function FileDetails({ file, onDeleted }: { file: files.FileDescriptor; onDeleted: () => void }) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const update = useMutation(mediaMutations.updateFile(client, queryClient));
  const remove = useMutation(mediaMutations.deleteFiles(client, queryClient, { onSuccess: onDeleted }));
  return (
    <Stack>
      {remove.error != null && <ErrorNotice error={remove.error} />}
      <SaveStatus mutation={update} />
      {file.mediaType === 'IMAGE' && file.operationStatus === 'READY' ? (
        <FocalPointPicker
          file={file}
          disabled={update.isPending}
          onPick={(focalPoint) =>
            update.mutate({
              file: { _id: file._id, media: { image: { focalPoint } } },
              options: { fieldMask: ['media.image.focalPoint'] },
            })
          }
        />
      ) : (
        <div style={{ height: 160 }}>
          <FilePreview file={file} />
        </div>
      )}
      <Text size="sm" c="dimmed">
        {summaryOf(file)}
      </Text>
      <Group gap="xs">
        <Text size="sm">File id</Text>
        <CopyValue value={file._id} label="the file id" />
      </Group>
      {file.mediaType === 'IMAGE' && (
        <AltTextForm
          // Its own key: a sibling keyed the same as the details form would be duplicated by React.
          key={`alt:${file._id}:${file._updatedDate.getTime()}`}
          current={file.media.image?.altText ?? ''}
          pending={update.isPending}
          onSave={(altText) =>
            update.mutate({
              file: { _id: file._id, media: { image: { image: { altText } } } },
              options: { fieldMask: ['media.image.image.altText'] },
            })
          }
        />
      )}
      <DetailsForm
        // A new version of the file starts the form afresh; a refetch of the same version keeps the edits.
        key={`${file._id}:${file._updatedDate.getTime()}`}
        file={file}
        pending={update.isPending}
        onSave={(changes, fieldMask) =>
          update.mutate({ file: { _id: file._id, ...changes }, options: { fieldMask } })
        }
      />
      <Group>
        <CopyButton value={file.url}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy URL'}
            </Button>
          )}
        </CopyButton>
        <ConfirmButton
          size="sm"
          title={`Delete ${file.displayName}?`}
          message="The file moves to the trash, from where it can be restored."
          onConfirm={() => remove.mutate({ fileIds: [file._id] })}
          loading={remove.isPending}
        >
          Delete
        </ConfirmButton>
      </Group>
    </Stack>
  );
}

/** "IMAGE · 1200 × 800 px · 2 MB · public · added …": what the file is, in one line. */
function summaryOf(file: files.FileDescriptor): string {
  return [
    file.mediaType,
    pixelSize(file),
    formatBytes(file.sizeInBytes),
    file.private ? 'private' : 'public',
    `added ${formatDate(file._createdDate)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** An image's size in pixels ("1200 × 800 px"), when the server measured it. */
function pixelSize(file: files.FileDescriptor): string | null {
  const image = file.media.image?.image ?? file.media.vector?.image;
  const size = image ? parseMediaUri(image) : null;
  return size?.width && size.height ? `${size.width} × ${size.height} px` : null;
}

/** What the image shows, in words: read out to people who cannot see it, wherever the site uses it. */
function AltTextForm(props: { current: string; pending: boolean; onSave: (altText: string) => void }) {
  const [altText, setAltText] = useState(props.current);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave(altText.trim());
      }}
    >
      <Group align="end" wrap="nowrap">
        <Textarea
          label="Alt text"
          description="What the image shows, for people who cannot see it."
          autosize
          minRows={1}
          maxLength={1000}
          value={altText}
          onChange={(e) => setAltText(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="default"
          loading={props.pending}
          disabled={altText.trim() === props.current}
        >
          Save alt text
        </Button>
      </Group>
    </form>
  );
}

type Changes = Pick<files.FileUpdate, 'displayName' | 'parentFolderId' | 'labels'>;

function DetailsForm(props: {
  file: files.FileDescriptor;
  pending: boolean;
  onSave: (changes: Changes, fieldMask: string[]) => void;
}) {
  const client = useSiteClient();
  const { file } = props;
  const [name, setName] = useState(file.displayName);
  const [folder, setFolder] = useState(file.parentFolderId ?? ROOT_FOLDER);
  const [labels, setLabels] = useState(file.labels);
  const folders = useQuery(
    mediaQueries.searchFolders(client, { rootFolder: 'MEDIA_ROOT', paging: { limit: 100 } }),
  );
  const folderOptions = [
    { value: ROOT_FOLDER, label: 'Media' },
    ...(folders.data?.folders ?? []).map((f) => ({ value: f._id, label: f.displayName })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes: Changes = {};
    if (name.trim() !== file.displayName) changes.displayName = name.trim();
    if (folder !== (file.parentFolderId ?? ROOT_FOLDER)) changes.parentFolderId = folder;
    if (labels.join('\n') !== file.labels.join('\n')) changes.labels = labels;
    const fieldMask = Object.keys(changes);
    if (fieldMask.length > 0) props.onSave(changes, fieldMask);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          maxLength={255}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Select
          label="Folder"
          data={folderOptions}
          value={folder}
          onChange={(value) => value && setFolder(value)}
          allowDeselect={false}
          searchable
        />
        <TagsInput label="Labels" description="Press Enter after each." value={labels} onChange={setLabels} />
        <Button type="submit" loading={props.pending}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
