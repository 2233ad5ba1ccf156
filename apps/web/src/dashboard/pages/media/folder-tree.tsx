import { mediaMutations, mediaQueries } from '@atrium/react';
import { Button, Group, Loader, NavLink, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { ErrorNotice } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { ROOT_FOLDER } from './media-logic';
import { NameModal } from './name-modal';

export interface CurrentFolder {
  id: string;
  name: string;
}
export const ROOT: CurrentFolder = { id: ROOT_FOLDER, name: 'Media' };

interface TreeProps {
  current: CurrentFolder;
  onSelect: (folder: CurrentFolder) => void;
}

/** The folders, one level loaded at a time as they are opened, with the actions on the current one. */
export function FolderTree(props: TreeProps) {
  return (
    <Stack gap="xs">
      <FolderActions {...props} />
      <nav aria-label="Folders">
        <NavLink
          label="Media"
          active={props.current.id === ROOT.id}
          aria-current={props.current.id === ROOT.id ? 'page' : undefined}
          onClick={() => props.onSelect(ROOT)}
          opened
          childrenOffset={12}
        >
          <FolderChildren parentId={ROOT.id} {...props} />
        </NavLink>
      </nav>
    </Stack>
  );
}

function FolderChildren({ parentId, ...props }: TreeProps & { parentId: string }) {
  const client = useSiteClient();
  const list = useQuery(
    mediaQueries.folders(client, {
      parentFolderId: parentId,
      sort: { fieldName: 'displayName', order: 'ASC' },
      paging: { limit: 100 },
    }),
  );
  if (list.isPending) return <Loader size="xs" m="xs" aria-label="Loading folders" />;
  if (list.isError) return <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />;
  return list.data.folders.map((folder) => (
    <FolderNode key={folder._id} folder={{ id: folder._id, name: folder.displayName }} {...props} />
  ));
}

function FolderNode({ folder, ...props }: TreeProps & { folder: CurrentFolder }) {
  const [opened, setOpened] = useState(false);
  const active = props.current.id === folder.id;
  return (
    <NavLink
      label={folder.name}
      active={active}
      aria-current={active ? 'page' : undefined}
      opened={opened}
      onChange={setOpened}
      onClick={() => props.onSelect(folder)}
      childrenOffset={12}
    >
      {/* Mounted only when open: a closed branch costs no request. */}
      {opened ? <FolderChildren parentId={folder.id} {...props} /> : <span />}
    </NavLink>
  );
}

function FolderActions({ current, onSelect }: TreeProps) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'create' | 'rename' | null>(null);
  const close = () => setDialog(null);
  const create = useMutation(mediaMutations.createFolder(client, queryClient, { onSuccess: close }));
  const rename = useMutation(
    mediaMutations.updateFolder(client, queryClient, {
      onSuccess: (folder) => {
        close();
        onSelect({ id: folder._id, name: folder.displayName });
      },
    }),
  );
  const remove = useMutation(
    mediaMutations.deleteFolders(client, queryClient, { onSuccess: () => onSelect(ROOT) }),
  );
  const isRoot = current.id === ROOT.id;
  return (
    <>
      <Text size="sm" fw={600} truncate>
        {current.name}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => setDialog('create')}>
          New folder
        </Button>
        {!isRoot && (
          <>
            <Button size="xs" variant="default" onClick={() => setDialog('rename')}>
              Rename
            </Button>
            <ConfirmButton
              title={`Delete the folder ${current.name}?`}
              message="The folder and everything in it move to the trash, from where they can be restored."
              onConfirm={() => remove.mutate({ folderIds: [current.id] })}
            >
              Delete
            </ConfirmButton>
          </>
        )}
      </Group>
      {remove.error != null && <ErrorNotice error={remove.error} />}
      <NameModal
        opened={dialog === 'create'}
        title={`New folder in ${current.name}`}
        submitLabel="Create folder"
        pending={create.isPending}
        error={create.error}
        onClose={close}
        onSubmit={(displayName) => create.mutate({ displayName, parentFolderId: current.id })}
      />
      <NameModal
        opened={dialog === 'rename'}
        title="Rename folder"
        submitLabel="Rename"
        initial={current.name}
        pending={rename.isPending}
        error={rename.error}
        onClose={close}
        onSubmit={(displayName) =>
          rename.mutate({ _id: current.id, folder: { displayName }, options: { fieldMask: ['displayName'] } })
        }
      />
    </>
  );
}
