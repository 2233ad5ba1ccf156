import type { categories } from '@atrium/sdk';
import { ActionIcon, Badge, Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState, type DragEvent, type ReactNode } from 'react';
import { dropZoneAt, planMove } from './category-logic';
import type { DropZone, RowRef } from './category-logic';
import type { LevelProps } from './category-level';
import { useTreeDrag, zoneStyle } from './tree-drag';
import { nounFor } from '../../counted';

/** One category: a drag handle and a drop target, its name to select it, and its branch when open. */
export function CategoryRow(
  props: LevelProps & {
    category: categories.Category;
    siblingIds: readonly string[];
    /** Undefined while not known: the arrow shows. */
    hasChildren: boolean | undefined;
    /** The level of this category's children, shown while it is open (given by the level, which is recursive). */
    branch: (level: LevelProps) => ReactNode;
  },
) {
  const { category, siblingIds } = props;
  const drag = useTreeDrag();
  const [zone, setZone] = useState<DropZone | null>(null);
  const row: RowRef = { id: category._id, parentId: props.parentId, ancestorIds: props.ancestorIds };
  const leaf = props.hasChildren === false;
  const opened = drag.isOpen(category._id) && !leaf;
  const selected = props.selectedId === category._id;

  const planFor = (event: DragEvent<HTMLElement>) => {
    if (!drag.dragged || drag.moving) return null;
    const at = dropZoneAt(event.currentTarget.getBoundingClientRect(), event.clientY);
    const plan = planMove({ dragged: drag.dragged, target: row, zone: at, siblingIds });
    return plan && { at, plan };
  };

  return (
    <li data-testid="category-row" data-category-name={category.name}>
      <div
        draggable={!drag.moving}
        onDragStart={(event) => {
          event.stopPropagation();
          // Firefox starts a drag only with data set.
          event.dataTransfer.setData('text/plain', category.name);
          event.dataTransfer.effectAllowed = 'move';
          drag.setDragged(row);
        }}
        onDragEnd={() => drag.setDragged(null)}
        onDragOver={(event) => {
          const found = planFor(event);
          setZone(found?.at ?? null);
          if (!found) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
        }}
        onDragLeave={() => setZone(null)}
        onDrop={(event) => {
          event.preventDefault();
          const found = planFor(event);
          setZone(null);
          if (found && drag.dragged) drag.move(drag.dragged.id, found.plan);
          drag.setDragged(null);
        }}
        style={{ borderRadius: 4, padding: '2px 4px', cursor: 'grab', ...zoneStyle(zone) }}
      >
        <CategoryLabel
          category={category}
          leaf={leaf}
          opened={opened}
          selected={selected}
          onToggle={() => drag.setOpen(category._id, !opened)}
          onSelect={() => props.onSelect(category._id)}
        />
      </div>
      {opened &&
        props.branch({
          tree: props.tree,
          parentId: category._id,
          ancestorIds: [...props.ancestorIds, category._id],
          selectedId: props.selectedId,
          onSelect: props.onSelect,
        })}
    </li>
  );
}

/** The row's open arrow, name, hidden badge and item count. */
function CategoryLabel(props: {
  category: categories.Category;
  leaf: boolean;
  opened: boolean;
  selected: boolean;
  onToggle: () => void;
  onSelect: () => void;
}) {
  const { category, leaf, opened, selected } = props;
  return (
    <Group gap={6} wrap="nowrap">
      {leaf ? (
        // A category with no subcategories has nothing to open; the space keeps names aligned.
        <Box w={22} aria-hidden />
      ) : (
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`${opened ? 'Close' : 'Open'} ${category.name}`}
          aria-expanded={opened}
          onClick={props.onToggle}
        >
          {opened ? '▾' : '▸'}
        </ActionIcon>
      )}
      <UnstyledButton
        onClick={props.onSelect}
        aria-pressed={selected}
        fw={selected ? 700 : undefined}
        c={category.visible ? undefined : 'dimmed'}
      >
        {category.name}
      </UnstyledButton>
      {!category.visible && (
        <Badge size="xs" color="gray" variant="light">
          Hidden
        </Badge>
      )}
      <Text size="xs" c="dimmed">
        {category.itemCounter}
        <VisuallyHidden> {nounFor(category.itemCounter, 'item')}</VisuallyHidden>
      </Text>
    </Group>
  );
}
