import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's title, what the page is for, and its main action. */
export function PageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {action}
      </Group>
      {description && <Text c="dimmed">{description}</Text>}
    </>
  );
}
