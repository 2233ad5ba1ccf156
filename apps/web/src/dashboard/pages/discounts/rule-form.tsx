import { categoriesQueries } from '@atrium/react';
import type { discountRules } from '@atrium/sdk';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { PeriodInputs } from '../../components/period-inputs';
import { ErrorNotice } from '../../components/states';
import type { FormProblem } from '../../errors';
import { checkAmount, checkPeriod, instantOf, needText, problemsOf } from '../../form-checks';
import { useSiteClient } from '../../site-client';

type RuleInput = discountRules.DiscountRuleInput;
type Kind = 'PERCENTAGE' | 'FIXED_AMOUNT';

const STORE_TREE = { appNamespace: '@atrium/stores' };
/** The id a rule's one category scope goes by (the wire wants one; nothing else refers to it). */
export const CATEGORY_SCOPE_ID = 'category';

/** The store's categories, hidden ones too, for scoping a rule to one of them. */
export function useStoreCategories() {
  const client = useSiteClient();
  return useQuery(
    categoriesQueries.query(client, {
      treeReference: STORE_TREE,
      options: { returnNonVisibleCategories: true },
    }),
  );
}

const EMPTY = {
  name: '',
  kind: 'PERCENTAGE' as Kind,
  value: '',
  categoryId: null as string | null,
  minimum: '',
  start: '',
  end: '',
  active: true,
};
type Draft = typeof EMPTY;

function problemOf(d: Draft): FormProblem | null {
  const percentage = Number(d.value);
  return problemsOf(
    needText(d.name, 'The name', 50),
    d.kind === 'PERCENTAGE'
      ? (!d.value.trim() || !(percentage >= 0.1 && percentage <= 100)) &&
          'The percentage off is a number from 0.1 to 100, such as 15.'
      : checkAmount(d.value, 'The amount off each item'),
    d.categoryId === '' && 'Choose the category the discount applies to.',
    checkAmount(d.minimum, 'The minimum subtotal', true),
    ...checkPeriod(d.start, d.end, { start: 'The start', end: 'The end' }),
  );
}

/**
 * The rule as the wire takes it: one discount, on every item or on one category's (Atrium's custom filter,
 * `params.categoryIds`); a minimum subtotal is a SUBTOTAL_RANGE trigger on the whole cart.
 */
function ruleOf(d: Draft): RuleInput {
  const categoryId = d.categoryId;
  const start = instantOf(d.start);
  const end = instantOf(d.end);
  return {
    name: d.name.trim(),
    active: d.active,
    discounts: {
      values: [
        {
          discountType: d.kind,
          ...(d.kind === 'PERCENTAGE' ? { percentage: Number(d.value) } : { fixedAmount: d.value.trim() }),
          ...(categoryId !== null
            ? {
                targetType: 'SPECIFIC_ITEMS' as const,
                specificItemsInfo: {
                  scopes: [
                    {
                      id: CATEGORY_SCOPE_ID,
                      type: 'CUSTOM_FILTER' as const,
                      customFilter: { params: { categoryIds: [categoryId] } },
                    },
                  ],
                },
              }
            : {}),
        },
      ],
    },
    ...(d.minimum.trim()
      ? { trigger: { triggerType: 'SUBTOTAL_RANGE' as const, subtotalRange: { from: d.minimum.trim() } } }
      : {}),
    ...(start || end ? { activeTimeInfo: { start: start ?? null, end: end ?? null } } : {}),
  };
}

/** Which items the rule applies to: all, or one category's (empty while none is chosen yet). */
function ScopeInputs({
  categoryId,
  onChange,
}: {
  categoryId: string | null;
  onChange: (categoryId: string | null) => void;
}) {
  const categories = useStoreCategories();
  return (
    <>
      <Select
        label="Applies to"
        data={[
          { value: 'ALL', label: 'All items' },
          { value: 'CATEGORY', label: 'The items of one category' },
        ]}
        value={categoryId === null ? 'ALL' : 'CATEGORY'}
        allowDeselect={false}
        onChange={(value) => onChange(value === 'CATEGORY' ? '' : null)}
      />
      {categoryId !== null && (
        <>
          {categories.isError && (
            <ErrorNotice error={categories.error} onRetry={() => void categories.refetch()} />
          )}
          <Select
            label="Category"
            placeholder={
              categories.data?.categories.length === 0 ? 'The store has no categories yet' : 'Choose one'
            }
            data={(categories.data?.categories ?? []).map((c) => ({ value: c._id!, label: c.name ?? '' }))}
            value={categoryId || null}
            onChange={(value) => onChange(value ?? '')}
            searchable
          />
        </>
      )}
    </>
  );
}

/** A new discount rule: its name, what it takes off and from which items, when and from which subtotal. */
export function RuleForm(props: {
  pending: boolean;
  onInvalid: (problem: FormProblem | null) => void;
  onSubmit: (rule: RuleInput) => void;
}) {
  const { pending, onInvalid, onSubmit } = props;
  const [d, setDraft] = useState(EMPTY);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));
  const text = (key: 'name' | 'value' | 'minimum' | 'start' | 'end') => ({
    value: d[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.currentTarget.value),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = problemOf(d);
        onInvalid(problem);
        if (!problem) onSubmit(ruleOf(d));
      }}
    >
      <Stack>
        <TextInput
          label="Name"
          description="Shown to shoppers beside the discount"
          required
          {...text('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label="Discount"
            data={[
              { value: 'PERCENTAGE', label: 'Percentage off' },
              { value: 'FIXED_AMOUNT', label: 'Amount off each item' },
            ]}
            value={d.kind}
            allowDeselect={false}
            onChange={(value) => value && set('kind', value as Kind)}
          />
          <TextInput
            label={d.kind === 'PERCENTAGE' ? 'Percentage' : 'Amount'}
            placeholder={d.kind === 'PERCENTAGE' ? '15' : '5.00'}
            required
            {...text('value')}
          />
        </SimpleGrid>
        <ScopeInputs categoryId={d.categoryId} onChange={(categoryId) => set('categoryId', categoryId)} />
        <TextInput
          label="Minimum subtotal"
          description="Optional: the cart's subtotal from which the discount applies"
          {...text('minimum')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <PeriodInputs start={text('start')} end={text('end')} endLabel="Ends" />
        </SimpleGrid>
        <Checkbox
          label="Active"
          checked={d.active}
          onChange={(event) => set('active', event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Create discount rule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
