import { categoriesMutations } from '@atrium/react';
import { imageUrl } from '@atrium/sdk';
import type { categories } from '@atrium/sdk';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNotice } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { mediaHost } from '../media/file-card';
import { ImagePickerModal } from './image-picker-modal';

/** The category's image, chosen from the media library and stored as the file's id. */
export function CategoryImage(props: { tree: categories.TreeReference; category: categories.Category }) {
  const { tree, category } = props;
  const client = useSiteClient();
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const update = useMutation(
    categoriesMutations.update(client, queryClient, { onSuccess: () => setPicking(false) }),
  );
  const setImage = (image: string | null) =>
    update.mutate({
      _id: category._id,
      category: { image },
      options: { treeReference: tree, fieldMask: ['image'] },
    });
  return (
    <Stack gap="xs">
      {update.error != null && <ErrorNotice error={update.error} />}
      <Group align="center">
        {category.image ? (
          <Image
            src={imageUrl(mediaHost(), category.image, { width: 128, height: 128, fit: 'fill' })}
            alt={`Image of ${category.name}`}
            w={96}
            h={96}
            radius="sm"
          />
        ) : (
          <Text size="sm" c="dimmed">
            No image
          </Text>
        )}
        <Button size="xs" variant="default" onClick={() => setPicking(true)}>
          {category.image ? 'Change image' : 'Choose image'}
        </Button>
        {category.image && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={update.isPending}
            onClick={() => setImage(null)}
          >
            Remove image
          </Button>
        )}
      </Group>
      <ImagePickerModal
        opened={picking}
        pending={update.isPending}
        onClose={() => setPicking(false)}
        onPick={(fileId) => setImage(fileId)}
      />
    </Stack>
  );
}
