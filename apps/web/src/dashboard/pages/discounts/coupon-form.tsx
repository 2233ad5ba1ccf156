import type { coupons } from '@atrium/sdk';
import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

type CouponType = coupons.CouponCreate['type'];
const TYPES: Array<{ value: CouponType; label: string }> = [
  { value: 'PERCENTAGE', label: 'Percentage off' },
  { value: 'FIXED_AMOUNT', label: 'Amount off' },
  { value: 'FREE_SHIPPING', label: 'Free shipping' },
  { value: 'BUY_X_GET_Y', label: 'Buy X, get Y free' },
];

/** A new coupon: its code, what it takes off, and an optional minimum subtotal. */
export function CouponForm({
  onSubmit,
  pending,
}: {
  onSubmit: (coupon: coupons.CouponCreate) => void;
  pending: boolean;
}) {
  const [code, setCode] = useState('');
  const [type, setType] = useState<CouponType>('PERCENTAGE');
  const [percentage, setPercentage] = useState<number | string>(10);
  const [amount, setAmount] = useState('');
  const [buy, setBuy] = useState<number | string>(2);
  const [get, setGet] = useState<number | string>(1);
  const [minimum, setMinimum] = useState('');
  return (
    <Stack
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({
          code: code.trim(),
          type,
          ...(type === 'PERCENTAGE' ? { percentage: Number(percentage) } : {}),
          ...(type === 'FIXED_AMOUNT' ? { amount: amount.trim() } : {}),
          ...(type === 'BUY_X_GET_Y' ? { buyXGetY: { buy: Number(buy), get: Number(get) } } : {}),
          ...(minimum.trim() ? { minimumSubtotal: minimum.trim() } : {}),
        });
      }}
    >
      <TextInput
        label="Code"
        description="What shoppers type: letters, digits, - and _"
        required
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
      />
      <Select
        label="Kind"
        data={TYPES}
        value={type}
        allowDeselect={false}
        onChange={(value) => value && setType(value as CouponType)}
      />
      {type === 'PERCENTAGE' && (
        <NumberInput
          label="Percentage off"
          min={0.001}
          max={100}
          decimalScale={3}
          value={percentage}
          onChange={setPercentage}
        />
      )}
      {type === 'FIXED_AMOUNT' && (
        <TextInput
          label="Amount off"
          placeholder="5.00"
          required
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
        />
      )}
      {type === 'BUY_X_GET_Y' && (
        <Group grow>
          <NumberInput label="Buy" min={1} max={100} value={buy} onChange={setBuy} />
          <NumberInput label="Get free" min={1} max={100} value={get} onChange={setGet} />
        </Group>
      )}
      <TextInput
        label="Minimum subtotal"
        description="Optional: the subtotal a cart must reach"
        value={minimum}
        onChange={(event) => setMinimum(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={pending}>
          Create coupon
        </Button>
      </Group>
    </Stack>
  );
}
