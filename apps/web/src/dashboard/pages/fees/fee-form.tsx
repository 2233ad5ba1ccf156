import type { feeSettings } from '@atrium/sdk';
import { Button, Checkbox, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormProblem } from '../../errors';
import { checkAmount, needText, problemsOf } from '../../form-checks';

export type Fee = feeSettings.FeeSettings['fees'][number];

export const FEE_TYPES: Array<{ value: Fee['type']; label: string }> = [
  { value: 'HANDLING_FEE', label: 'Handling' },
  { value: 'INSURANCE', label: 'Insurance' },
];

/**
 * A fee's code from its name ("Gift wrap" → "gift-wrap"), unlike the codes taken: the wire needs one per fee,
 * and the owner has no use for choosing it.
 */
export function codeFor(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 40) || 'fee';
  let code = base;
  for (let n = 2; taken.includes(code); n++) code = `${base}-${n}`;
  return code;
}

/** A new fee, or one being changed (which keeps its code). */
export interface FeeFormProps {
  fee?: Fee;
  takenCodes: readonly string[];
  pending: boolean;
  onInvalid: (problem: FormProblem | null) => void;
  onSubmit: (fee: Fee) => void;
}

export function FeeForm({ fee, takenCodes, pending, onInvalid, onSubmit }: FeeFormProps) {
  const [name, setName] = useState(fee?.name ?? '');
  const [type, setType] = useState<Fee['type']>(fee?.type ?? 'HANDLING_FEE');
  const [amount, setAmount] = useState(fee?.amount ?? '');
  const [per, setPer] = useState<Fee['per']>(fee?.per ?? 'ORDER');
  const [taxable, setTaxable] = useState(fee?.taxable ?? false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = problemsOf(needText(name, 'The name', 50), checkAmount(amount, 'The amount'));
        onInvalid(problem);
        if (problem) return;
        onSubmit({
          code: fee?.code ?? codeFor(name, takenCodes),
          name: name.trim(),
          type,
          amount: amount.trim(),
          per,
          taxable,
        });
      }}
    >
      <Stack>
        <TextInput
          label="Name"
          description="What shoppers see on their cart, such as Handling"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Select
          label="Kind"
          data={FEE_TYPES}
          value={type}
          allowDeselect={false}
          onChange={(value) => value && setType(value as Fee['type'])}
        />
        <TextInput
          label="Amount"
          placeholder="2.00"
          required
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="fee-per">
            Charged
          </Text>
          <SegmentedControl
            aria-labelledby="fee-per"
            data={[
              { value: 'ORDER', label: 'Once per order' },
              { value: 'ITEM', label: 'Per item' },
            ]}
            value={per}
            onChange={(value) => setPer(value as Fee['per'])}
          />
        </Stack>
        <Checkbox
          label="Taxable (at the rate of physical products)"
          checked={taxable}
          onChange={(event) => setTaxable(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {fee ? 'Save fee' : 'Add fee'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
