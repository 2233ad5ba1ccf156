import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/** A secret the server shows once (an API key, a signing secret, an invitation link). */
export function ShownOnce({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  return (
    <Alert color="yellow" title={`${label}: copy it now`} role="status">
      <Stack gap="xs">
        <Text size="sm">It is shown only this once; Atrium keeps no copy it could show again.</Text>
        <Code block data-testid="shown-once" style={{ wordBreak: 'break-all' }}>
          {value}
        </Code>
        <Group>
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy} color={copied ? 'teal' : undefined}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
