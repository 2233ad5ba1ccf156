import { TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';

interface Bound {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** When something starts and ends, in the owner's own time (form-checks.ts reads them); both optional. */
export function PeriodInputs({ start, end, endLabel }: { start: Bound; end: Bound; endLabel: string }) {
  return (
    <>
      <TextInput label="Starts" description="Optional; at once if empty" type="datetime-local" {...start} />
      <TextInput label={endLabel} description="Optional; never if empty" type="datetime-local" {...end} />
    </>
  );
}
