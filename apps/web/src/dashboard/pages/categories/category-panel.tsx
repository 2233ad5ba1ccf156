import { categoriesQueries } from '@atrium/react';
import type { categories } from '@atrium/sdk';
import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CopyValue } from '../../components/copy-value';
import { QueryState } from '../../components/states';
import { useSiteClient } from '../../site-client';
import { CategoryActions } from './category-actions';
import { CategoryImage } from './category-image';
import { CategoryItems } from './category-items';
import { RichDescription } from './rich-description';
import { counted } from '../../counted';

/** The selected category: where it is, what it says, its image, what can be done to it, and its items. */
export function CategoryPanel(props: {
  tree: categories.TreeReference;
  categoryId: string;
  onDeleted: () => void;
}) {
  const client = useSiteClient();
  const category = useQuery(
    categoriesQueries.get(client, {
      treeReference: props.tree,
      categoryId: props.categoryId,
      fields: ['BREADCRUMBS_INFO', 'DESCRIPTION', 'RICH_CONTENT_DESCRIPTION'],
    }),
  );
  return (
    <Paper withBorder p="md" aria-label="Selected category" component="section">
      <QueryState query={category}>
        {(loaded) => (
          <Stack>
            <Text size="sm" c="dimmed">
              {[
                'Top',
                ...(loaded.breadcrumbsInfo?.breadcrumbs ?? []).map((crumb) => crumb.categoryName),
              ].join(' › ')}
            </Text>
            <Group justify="space-between" align="center">
              <Title order={2} size="h3">
                {loaded.name}
              </Title>
              {loaded.visible ? (
                <Badge color="teal" variant="light">
                  Visible
                </Badge>
              ) : (
                <Badge color="gray" variant="light">
                  Hidden from visitors
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              Slug {loaded.slug} · {counted(loaded.itemCounter, 'item')}
            </Text>
            {/* A storefront asks for a category by id (getCategory, listItemsInCategory). */}
            <Group gap="xs">
              <Text size="sm">Category id</Text>
              <CopyValue value={loaded._id} label="the category id" />
            </Group>
            {loaded.description && <Text size="sm">{loaded.description}</Text>}
            <RichDescription content={loaded.richContentDescription} />
            <CategoryActions tree={props.tree} category={loaded} onDeleted={props.onDeleted} />
            <CategoryImage tree={props.tree} category={loaded} />
            <Divider />
            <CategoryItems tree={props.tree} categoryId={loaded._id} />
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
