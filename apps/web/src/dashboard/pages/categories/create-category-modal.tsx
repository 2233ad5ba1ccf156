import { categoriesMutations } from '@atrium/react';
import type { categories } from '@atrium/sdk';
import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { flattenTree } from './category-logic';
import { useAllCategories } from './use-all-categories';

const TOP = '';

/** A new category: its name, and the category it goes in (a top category unless another is chosen). */
export function CreateCategoryModal(props: {
  opened: boolean;
  tree: categories.TreeReference;
  onClose: () => void;
  onCreated: (category: categories.Category) => void;
}) {
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [parent, setParent] = useState(TOP);
  const all = useAllCategories(props.tree, props.opened);
  const create = useMutation(categoriesMutations.create(client, queryClient, { onSuccess: props.onCreated }));
  const { opened } = props;
  const { reset } = create;
  useEffect(() => {
    if (!opened) return;
    setName('');
    setParent(TOP);
    reset();
  }, [opened, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate({
      category: { name: name.trim(), ...(parent ? { parentCategory: { _id: parent } } : {}) },
      options: { treeReference: props.tree },
    });
  };
  const parents = [
    { value: TOP, label: 'None (a top category)' },
    ...flattenTree(all.data ?? []).map((row) => ({
      value: row.id,
      label: `${'— '.repeat(row.depth)}${row.name}`,
    })),
  ];
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="New category">
      <form onSubmit={submit} noValidate>
        <Stack>
          {create.error != null && <ErrorNotice error={create.error} />}
          {all.isError && <ErrorNotice error={all.error} />}
          <TextInput
            label="Name"
            required
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <Select
            label="Inside"
            data={parents}
            value={parent}
            onChange={(value) => setParent(value ?? TOP)}
            allowDeselect={false}
            searchable
          />
          <Button type="submit" loading={create.isPending}>
            Create category
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
