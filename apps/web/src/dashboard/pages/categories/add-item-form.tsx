import { categoriesMutations } from '@atrium/react';
import type { categories } from '@atrium/sdk';
import { Button, Group, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../components/states';
import { useSiteClient } from '../../site-client';

/** Adds an item by its reference: the app whose catalogue holds it, and its id there. */
export function AddItemForm(props: { tree: categories.TreeReference; categoryId: string }) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [appId, setAppId] = useState('');
  const [catalogItemId, setCatalogItemId] = useState('');
  const add = useMutation(
    categoriesMutations.addItems(client, queryClient, { onSuccess: () => setCatalogItemId('') }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!appId.trim() || !catalogItemId.trim()) return;
    add.mutate({
      categoryId: props.categoryId,
      treeReference: props.tree,
      items: [{ appId: appId.trim(), catalogItemId: catalogItemId.trim() }],
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Add an item">
      {add.error != null && <ErrorNotice error={add.error} />}
      <Group align="end" gap="xs">
        <TextInput
          label="App id"
          size="xs"
          required
          maxLength={36}
          value={appId}
          onChange={(e) => setAppId(e.currentTarget.value)}
        />
        <TextInput
          label="Catalogue item id"
          size="xs"
          required
          maxLength={36}
          value={catalogItemId}
          onChange={(e) => setCatalogItemId(e.currentTarget.value)}
        />
        <Button type="submit" size="xs" variant="light" loading={add.isPending}>
          Add item
        </Button>
      </Group>
    </form>
  );
}
