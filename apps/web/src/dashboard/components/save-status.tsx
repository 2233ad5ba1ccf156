import { Text } from '@mantine/core';
import { ErrorNotice } from './states';

/** The parts of a TanStack mutation a save's outcome needs. */
export interface SaveOutcome {
  status: 'idle' | 'pending' | 'error' | 'success';
  error: unknown;
}

/**
 * What became of the last save of a setting, shown the same way on every page: the server's refusal, or
 * "Saved." once the server has stored it (a setting that saves as it is switched gives no other sign).
 */
export function SaveStatus({ mutation }: { mutation: SaveOutcome }) {
  if (mutation.status === 'error') return <ErrorNotice error={mutation.error} />;
  if (mutation.status !== 'success') return null;
  return (
    <Text size="sm" c="teal.8" role="status">
      Saved.
    </Text>
  );
}
