import { coupons, discountRules, shippingOptions } from '@atrium/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSetUp } from '../testing/admin.js';
import {
  couponsMutations,
  couponsQueries,
  discountRulesMutations,
  discountRulesQueries,
  shippingOptionsMutations,
  shippingOptionsQueries,
} from './pricing.js';

const MODULES = { coupons, discountRules, shippingOptions };

describe('pricing options against the real server', () => {
  it('lists what each create adds and each remove takes away: coupons, rules, shipping options', async () => {
    const { client, queryClient, wrapper } = adminSetUp(MODULES);
    const { result } = renderHook(
      () => ({
        coupons: useQuery(couponsQueries.list(client, { eq: { code: 'HOOK5' } })),
        rules: useQuery(discountRulesQueries.list(client)),
        options: useQuery(shippingOptionsQueries.list(client)),
        createCoupon: useMutation(couponsMutations.create(client, queryClient)),
        removeCoupon: useMutation(couponsMutations.remove(client, queryClient)),
        createRule: useMutation(discountRulesMutations.create(client, queryClient)),
        createOption: useMutation(shippingOptionsMutations.create(client, queryClient)),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.coupons.data?.items).toEqual([]));
    await act(() =>
      result.current.createCoupon.mutateAsync({ code: 'HOOK5', type: 'FIXED_AMOUNT', amount: '5' }),
    );
    await waitFor(() => expect(result.current.coupons.data?.items.map((c) => c.code)).toEqual(['HOOK5']));
    await act(() => result.current.removeCoupon.mutateAsync(result.current.coupons.data!.items[0]!._id!));
    await waitFor(() => expect(result.current.coupons.data?.items).toEqual([]));
    await act(() =>
      result.current.createRule.mutateAsync({
        name: 'Hook rule',
        active: false,
        discounts: { values: [{ percentage: 5 }] },
      }),
    );
    await waitFor(() =>
      expect(result.current.rules.data?.items.some((r) => r.name === 'Hook rule')).toBe(true),
    );
    await act(() =>
      result.current.createOption.mutateAsync({ title: 'Hook post', rates: [{ amount: '3' }] }),
    );
    await waitFor(() =>
      expect(result.current.options.data?.items.some((o) => o.title === 'Hook post')).toBe(true),
    );
  });
});
