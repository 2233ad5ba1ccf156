import { mediaMutations, mediaQueries } from '@atrium/react';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmButton } from '../../components/confirm-button';
import { DataTable } from '../../components/data-table';
import { formatDate } from '../../components/dates';
import { ErrorNotice, QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { formatBytes } from './media-logic';

const PAGE = { paging: { limit: 100 } };

/** Named plainly "Restore": the row says what it restores. */
function RestoreButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  return (
    <Button size="xs" variant="light" loading={pending} onClick={onClick}>
      Restore
    </Button>
  );
}

/** The folders and files in the trash, a page of each, and what restores or empties them. */
function useTrash() {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  return {
    deletedFolders: useQuery(mediaQueries.deletedFolders(client, PAGE)),
    deletedFiles: useQuery(mediaQueries.deletedFiles(client, PAGE)),
    restoreFolders: useMutation(mediaMutations.restoreFolders(client, queryClient)),
    restoreFiles: useMutation(mediaMutations.restoreFiles(client, queryClient)),
    emptyTrash: useMutation(mediaMutations.emptyTrash(client, queryClient)),
  };
}

/** What was deleted: restore one by one, or empty the trash for good. */
export function TrashView() {
  const { deletedFolders, deletedFiles, restoreFolders, restoreFiles, emptyTrash } = useTrash();
  const failure = restoreFolders.error ?? restoreFiles.error ?? emptyTrash.error;
  const empty = deletedFolders.data?.folders.length === 0 && deletedFiles.data?.files.length === 0;

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">Deleted files and folders stay here until the trash is emptied.</Text>
        <ConfirmButton
          size="sm"
          title="Empty the trash?"
          message="Every file and folder in the trash is deleted for good. This cannot be undone."
          onConfirm={() => emptyTrash.mutate()}
          loading={emptyTrash.isPending}
          disabled={empty}
        >
          Empty trash
        </ConfirmButton>
      </Group>
      {failure != null && <ErrorNotice error={failure} />}
      <Title order={2} size="h4">
        Folders
      </Title>
      <QueryState query={deletedFolders}>
        {({ folders }) =>
          folders.length === 0 ? (
            <Text c="dimmed">No deleted folders.</Text>
          ) : (
            <DataTable minWidth={480} columns={['Name', 'Deleted']} actions>
              {folders.map((folder) => (
                <Table.Tr key={folder._id}>
                  <Table.Td>{folder.displayName}</Table.Td>
                  <Table.Td>{formatDate(folder._updatedDate)}</Table.Td>
                  <Table.Td align="right">
                    <RestoreButton
                      pending={
                        restoreFolders.isPending && restoreFolders.variables?.includes(folder._id) === true
                      }
                      onClick={() => restoreFolders.mutate([folder._id])}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
      <Title order={2} size="h4">
        Files
      </Title>
      <QueryState query={deletedFiles}>
        {({ files }) =>
          files.length === 0 ? (
            <Text c="dimmed">No deleted files.</Text>
          ) : (
            <DataTable minWidth={560} columns={['Name', 'Type', 'Size', 'Deleted']} actions>
              {files.map((file) => (
                <Table.Tr key={file._id}>
                  <Table.Td>{file.displayName}</Table.Td>
                  <Table.Td>{file.mediaType}</Table.Td>
                  <Table.Td>{formatBytes(file.sizeInBytes)}</Table.Td>
                  <Table.Td>{formatDate(file._updatedDate)}</Table.Td>
                  <Table.Td align="right">
                    <RestoreButton
                      pending={restoreFiles.isPending && restoreFiles.variables?.includes(file._id) === true}
                      onClick={() => restoreFiles.mutate([file._id])}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
    </Stack>
  );
}
