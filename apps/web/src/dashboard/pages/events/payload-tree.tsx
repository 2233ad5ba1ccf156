import { Button, Text } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { formatDate } from '../../components/dates';

// The SDK shows `_id` and Date objects (WIRE.md section 3); the log shows the names webhooks receive.
const WIRE_KEYS: Readonly<Record<string, string>> = {
  _id: 'id',
  _createdDate: 'createdDate',
  _updatedDate: 'updatedDate',
};

// Long ids, URLs and emails break anywhere, so a payload never widens a phone's page.
const LIST: CSSProperties = { listStyle: 'none', margin: 0, paddingLeft: 'var(--mantine-spacing-md)' };
const ITEM: CSSProperties = { overflowWrap: 'anywhere', minWidth: 0 };

type Branch = Record<string, unknown> | unknown[];

const isBranch = (value: unknown): value is Branch =>
  value !== null && typeof value === 'object' && !(value instanceof Date);

function leafText(value: unknown): string {
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'string') return value === '' ? '""' : value;
  return String(value);
}

function entriesOf(value: Branch): Array<[string, unknown]> {
  return Array.isArray(value)
    ? value.map((item, i) => [String(i), item])
    : Object.entries(value).map(([key, item]) => [WIRE_KEYS[key] ?? key, item]);
}

function Node({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  // The first level is open: most changes are read there; deeper objects open on demand.
  const [open, setOpen] = useState(depth === 0);
  if (!isBranch(value) || entriesOf(value).length === 0) {
    const empty = isBranch(value) ? (Array.isArray(value) ? '[]' : '{}') : leafText(value);
    return (
      <li style={ITEM}>
        <Text span fw={600} size="sm">
          {name}:
        </Text>{' '}
        <Text span size="sm" c={value === null || isBranch(value) ? 'dimmed' : undefined}>
          {empty}
        </Text>
      </li>
    );
  }
  const size = entriesOf(value).length;
  return (
    <li style={ITEM}>
      <Button
        variant="subtle"
        size="compact-sm"
        px={4}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
      >
        {open ? '▾' : '▸'} {name} {Array.isArray(value) ? `[${size}]` : `{${size}}`}
      </Button>
      {open && <Entries value={value} depth={depth + 1} />}
    </li>
  );
}

function Entries({ value, depth }: { value: Branch; depth: number }) {
  return (
    <ul style={LIST}>
      {entriesOf(value).map(([name, item]) => (
        <Node key={name} name={name} value={item} depth={depth} />
      ))}
    </ul>
  );
}

/** An event's payload as keys and values, nested objects and lists indented and folded open one by one. */
export function PayloadTree({ data, label }: { data: Record<string, unknown>; label: string }) {
  if (Object.keys(data).length === 0)
    return (
      <Text size="sm" c="dimmed">
        No data
      </Text>
    );
  return (
    <div aria-label={label} role="group" style={{ minWidth: 0 }}>
      <ul style={{ ...LIST, paddingLeft: 0 }}>
        {entriesOf(data).map(([name, item]) => (
          <Node key={name} name={name} value={item} depth={0} />
        ))}
      </ul>
    </div>
  );
}
