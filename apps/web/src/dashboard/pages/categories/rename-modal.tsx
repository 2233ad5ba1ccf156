import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../components/states';

/** A category's new name. */
export function RenameModal(props: {
  opened: boolean;
  initial: string;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (name: string) => void;
}) {
  const [name, setName] = useState(props.initial);
  useEffect(() => {
    if (props.opened) setName(props.initial);
  }, [props.opened, props.initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) props.onSubmit(name.trim());
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Rename category">
      <form onSubmit={submit} noValidate>
        <Stack>
          {props.error != null && <ErrorNotice error={props.error} />}
          <TextInput
            label="Name"
            required
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <Button type="submit" loading={props.pending}>
            Rename
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
