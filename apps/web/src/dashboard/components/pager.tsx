import { Button, Group } from '@mantine/core';

/** Newer and older pages of a newest-first list, by offset. */
export function Pager(props: {
  offset: number;
  pageSize: number;
  hasNext: boolean;
  onChange: (offset: number) => void;
}) {
  const { offset, pageSize, hasNext, onChange } = props;
  return (
    <Group justify="flex-end">
      <Button
        size="xs"
        variant="default"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - pageSize))}
      >
        Newer
      </Button>
      <Button size="xs" variant="default" disabled={!hasNext} onClick={() => onChange(offset + pageSize)}>
        Older
      </Button>
    </Group>
  );
}
