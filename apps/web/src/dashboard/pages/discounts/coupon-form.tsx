import type { coupons } from '@atrium/sdk';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { PeriodInputs } from '../../components/period-inputs';
import type { FormProblem } from '../../errors';
import {
  checkAmount,
  checkPeriod,
  checkWhole,
  instantOf,
  localInputOf,
  needText,
  problemsOf,
  wholeOrNull,
} from '../../form-checks';

type CouponType = coupons.CouponCreate['type'];
const TYPES: Array<{ value: CouponType; label: string }> = [
  { value: 'PERCENTAGE', label: 'Percentage off' },
  { value: 'FIXED_AMOUNT', label: 'Amount off' },
  { value: 'FREE_SHIPPING', label: 'Free shipping' },
  { value: 'BUY_X_GET_Y', label: 'Buy X, get Y free' },
];
const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Every field the form shows, as typed. */
function draftOf(coupon: coupons.Coupon | undefined) {
  return {
    code: coupon?.code ?? '',
    type: coupon?.type ?? ('PERCENTAGE' as CouponType),
    percentage: (coupon?.percentage ?? 10) as number | string,
    amount: coupon?.amount ?? '',
    buy: (coupon?.buyXGetY?.buy ?? 2) as number | string,
    get: (coupon?.buyXGetY?.get ?? 1) as number | string,
    minimum: coupon?.minimumSubtotal ?? '',
    start: localInputOf(coupon?.startDate),
    end: localInputOf(coupon?.expirationDate),
    usageLimit: (coupon?.usageLimit ?? '') as number | string,
    perCustomer: (coupon?.limitPerCustomer ?? '') as number | string,
  };
}
type Draft = ReturnType<typeof draftOf>;

function problemOf(d: Draft): FormProblem | null {
  const percentage = Number(d.percentage);
  return problemsOf(
    needText(d.code, 'The code', 50),
    !!d.code.trim() &&
      !CODE.test(d.code.trim()) &&
      'The code is letters, digits, - and _, starting with a letter or digit.',
    d.type === 'PERCENTAGE' &&
      (d.percentage === '' || !(percentage >= 0.001 && percentage <= 100)) &&
      'The percentage off is a number from 0.001 to 100.',
    d.type === 'FIXED_AMOUNT' && checkAmount(d.amount, 'The amount off'),
    d.type === 'BUY_X_GET_Y' && (checkWhole(d.buy, 'Buy', true) || checkWhole(d.get, 'Get free', true)),
    checkAmount(d.minimum, 'The minimum subtotal', true),
    ...checkPeriod(d.start, d.end, { start: 'The start', end: 'The expiry' }),
    checkWhole(d.usageLimit, 'The usage limit'),
    checkWhole(d.perCustomer, 'The limit per customer'),
  );
}

/** The coupon as the wire takes it; an empty optional field is null, so that an edit clears it. */
function couponOf(d: Draft): coupons.CouponCreate {
  return {
    code: d.code.trim(),
    type: d.type,
    percentage: d.type === 'PERCENTAGE' ? Number(d.percentage) : null,
    amount: d.type === 'FIXED_AMOUNT' ? d.amount.trim() : null,
    buyXGetY: d.type === 'BUY_X_GET_Y' ? { buy: Number(d.buy), get: Number(d.get) } : null,
    minimumSubtotal: d.minimum.trim() || null,
    startDate: instantOf(d.start) ?? null,
    expirationDate: instantOf(d.end) ?? null,
    usageLimit: wholeOrNull(d.usageLimit),
    limitPerCustomer: wholeOrNull(d.perCustomer),
  };
}

type Setter = <K extends keyof Draft>(key: K) => (value: Draft[K]) => void;
type TextProps = { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };

/** What the coupon takes off: the fields of its kind only. */
function DiscountInputs({ draft, set, amount }: { draft: Draft; set: Setter; amount: TextProps }) {
  return (
    <>
      {draft.type === 'PERCENTAGE' && (
        <NumberInput
          label="Percentage off"
          min={0.001}
          max={100}
          decimalScale={3}
          value={draft.percentage}
          onChange={set('percentage')}
        />
      )}
      {draft.type === 'FIXED_AMOUNT' && (
        <TextInput label="Amount off" placeholder="5.00" required {...amount} />
      )}
      {draft.type === 'BUY_X_GET_Y' && (
        <Group grow>
          <NumberInput label="Buy" min={1} max={100} value={draft.buy} onChange={set('buy')} />
          <NumberInput label="Get free" min={1} max={100} value={draft.get} onChange={set('get')} />
        </Group>
      )}
    </>
  );
}

/** A new coupon, or one being changed: its code, what it takes off, when and how often it may be used. */
export function CouponForm(props: {
  coupon?: coupons.Coupon;
  pending: boolean;
  onInvalid: (problem: FormProblem | null) => void;
  onSubmit: (coupon: coupons.CouponCreate) => void;
}) {
  const { coupon, pending, onInvalid, onSubmit } = props;
  const [draft, setDraft] = useState(() => draftOf(coupon));
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: 'code' | 'amount' | 'minimum' | 'start' | 'end') => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key)(event.currentTarget.value),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = problemOf(draft);
        onInvalid(problem);
        if (!problem) onSubmit(couponOf(draft));
      }}
    >
      <Stack>
        <TextInput
          label="Code"
          description="What shoppers type: letters, digits, - and _"
          required
          {...text('code')}
        />
        <Select
          label="Kind"
          data={TYPES}
          value={draft.type}
          allowDeselect={false}
          onChange={(value) => value && set('type')(value as CouponType)}
        />
        <DiscountInputs draft={draft} set={set} amount={text('amount')} />
        <TextInput
          label="Minimum subtotal"
          description="Optional: the subtotal a cart must reach"
          {...text('minimum')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <PeriodInputs start={text('start')} end={text('end')} endLabel="Expires" />
          <NumberInput
            label="Usage limit"
            description="Optional: uses in all"
            min={1}
            allowDecimal={false}
            value={draft.usageLimit}
            onChange={set('usageLimit')}
          />
          <NumberInput
            label="Limit per customer"
            description="Optional: uses by one shopper"
            min={1}
            allowDecimal={false}
            value={draft.perCustomer}
            onChange={set('perCustomer')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {coupon ? 'Save coupon' : 'Create coupon'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
