import { mediaMutations } from '@atrium/react';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../components/states';
import { useSiteClient } from '../../site-client';

/** Asks the server to fetch a file from a public URL into the current folder. */
export function ImportModal(props: { opened: boolean; parentFolderId: string; onClose: () => void }) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [displayName, setDisplayName] = useState('');
  const importFile = useMutation(
    mediaMutations.importFile(client, queryClient, {
      onSuccess: () => {
        setUrl('');
        setDisplayName('');
        props.onClose();
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    importFile.mutate({
      url: url.trim(),
      options: {
        parentFolderId: props.parentFolderId,
        ...(displayName.trim() ? { displayName: displayName.trim() } : {}),
      },
    });
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Import from URL">
      <form onSubmit={submit} noValidate>
        <Stack>
          {importFile.error != null && <ErrorNotice error={importFile.error} />}
          <TextInput
            label="File URL"
            type="url"
            placeholder="https://example.com/picture.jpg"
            required
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label="Name"
            description="Taken from the URL when left empty."
            value={displayName}
            onChange={(e) => setDisplayName(e.currentTarget.value)}
          />
          <Button type="submit" loading={importFile.isPending}>
            Import
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
