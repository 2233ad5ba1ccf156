import type { categories } from '@atrium/sdk';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';

/** One item of a category: dragged to a new place, or moved a step with its buttons, or taken out. */
export function ItemRow(props: {
  item: categories.ItemReference;
  index: number;
  last: boolean;
  /** The index of the item being dragged, if any. */
  dragged: number | null;
  onDragged: (index: number | null) => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const { item, index, dragged } = props;
  const [over, setOver] = useState(false);
  const label = `${item.appId} / ${item.catalogItemId}`;
  return (
    <li
      data-testid="category-item"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', label);
        event.dataTransfer.effectAllowed = 'move';
        props.onDragged(index);
      }}
      onDragEnd={() => props.onDragged(null)}
      onDragOver={(event) => {
        if (dragged === null || dragged === index) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (dragged !== null) props.onMove(dragged, index);
        props.onDragged(null);
      }}
      style={{
        cursor: 'grab',
        padding: '2px 4px',
        borderTop: over ? '2px solid var(--mantine-color-indigo-6)' : '2px solid transparent',
      }}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" truncate>
          {label}
        </Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={`Move ${label} up`}
            disabled={index === 0}
            onClick={() => props.onMove(index, index - 1)}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={`Move ${label} down`}
            disabled={props.last}
            onClick={() => props.onMove(index, index + 1)}
          >
            ↓
          </ActionIcon>
          <Button size="compact-xs" variant="subtle" color="red" onClick={props.onRemove}>
            Remove
          </Button>
        </Group>
      </Group>
    </li>
  );
}
