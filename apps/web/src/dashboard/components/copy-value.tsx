import { Button, Code, CopyButton, Group } from '@mantine/core';

/** A value an owner pastes elsewhere (a client id, a URI), with a button that copies it. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Code>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={`Copy ${label}`}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
