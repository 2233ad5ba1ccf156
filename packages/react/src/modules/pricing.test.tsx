import { ApiKeyStrategy, coupons, createClient, discountRules, shippingOptions } from '@atrium/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, inject, it } from 'vitest';
import { AtriumProvider } from '../provider.js';
import { createQueryClient } from '../query-client.js';
import {
  couponsMutations,
  couponsQueries,
  discountRulesMutations,
  discountRulesQueries,
  shippingOptionsMutations,
  shippingOptionsQueries,
} from './pricing.js';

const atrium = inject('atrium');

function setUp() {
  const client = createClient({
    modules: { coupons, discountRules, shippingOptions },
    host: atrium.host,
    auth: ApiKeyStrategy({ apiKey: atrium.apiKey, siteId: atrium.siteId }),
  });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AtriumProvider client={client} queryClient={queryClient}>
      {children}
    </AtriumProvider>
  );
  return { client, queryClient, wrapper };
}

describe('pricing options against the real server', () => {
  it('lists what each create adds and each remove takes away: coupons, rules, shipping options', async () => {
    const { client, queryClient, wrapper } = setUp();
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
