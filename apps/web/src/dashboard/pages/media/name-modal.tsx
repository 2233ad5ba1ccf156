import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../components/states';

/** A one-field dialog for naming a folder, new or renamed. */
export function NameModal(props: {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (name: string) => void;
}) {
  const [name, setName] = useState(props.initial ?? '');
  useEffect(() => {
    if (props.opened) setName(props.initial ?? '');
  }, [props.opened, props.initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) props.onSubmit(name.trim());
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {props.error != null && <ErrorNotice error={props.error} />}
          <TextInput
            label="Folder name"
            required
            maxLength={1000}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
