import { feeSettings, giftCards, manualTaxMappings, taxGroups, taxRegions, taxSettings } from '@atrium/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSetUp } from '../testing/admin.js';
import {
  feeSettingsMutations,
  feeSettingsQueries,
  giftCardsMutations,
  giftCardsQueries,
} from './gift-cards.js';
import { taxMutations, taxQueries } from './tax.js';

const MODULES = {
  taxGroups,
  taxRegions,
  manualTaxMappings,
  taxSettings,
  giftCards,
  feeSettings,
};

describe('tax, gift card and fee options against the real server', () => {
  it('set a rate for a region, issue and disable a gift card, and set a fee, each list following', async () => {
    const { client, queryClient, wrapper } = adminSetUp(MODULES);
    const { result } = renderHook(
      () => ({
        groups: useQuery(taxQueries.groups(client)),
        regions: useQuery(taxQueries.regions(client, { eq: { country: 'PT' } })),
        mappings: useQuery(taxQueries.mappings(client)),
        settings: useQuery(taxQueries.settings(client)),
        cards: useQuery(giftCardsQueries.list(client)),
        fees: useQuery(feeSettingsQueries.get(client)),
        createRegion: useMutation(taxMutations.createRegion(client, queryClient)),
        createMapping: useMutation(taxMutations.createMapping(client, queryClient)),
        removeRegion: useMutation(taxMutations.removeRegion(client, queryClient)),
        updateSettings: useMutation(taxMutations.updateSettings(client, queryClient)),
        issue: useMutation(giftCardsMutations.issue(client, queryClient)),
        disable: useMutation(giftCardsMutations.disable(client, queryClient)),
        setFees: useMutation(feeSettingsMutations.update(client, queryClient)),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.groups.data?.map((g) => g.name)).toContain('Physical products'),
    );
    const physical = result.current.groups.data!.find((g) => g.name === 'Physical products')!;
    const region = await act(() => result.current.createRegion.mutateAsync({ country: 'PT' }));
    await waitFor(() => expect(result.current.regions.data?.items.map((r) => r._id)).toEqual([region._id]));
    await act(() =>
      result.current.createMapping.mutateAsync({
        taxGroupId: physical._id,
        taxRegionId: region._id,
        taxRate: '0.23',
      }),
    );
    await waitFor(() =>
      expect(result.current.mappings.data?.items.some((m) => m.taxRegionId === region._id)).toBe(true),
    );
    await act(() => result.current.removeRegion.mutateAsync(region._id!));
    await waitFor(() =>
      expect(result.current.mappings.data?.items.some((m) => m.taxRegionId === region._id)).toBe(false),
    );
    await act(() => result.current.updateSettings.mutateAsync({ taxableAddress: 'BILLING' }));
    await waitFor(() => expect(result.current.settings.data?.taxableAddress).toBe('BILLING'));
    await act(() => result.current.updateSettings.mutateAsync({ taxableAddress: 'SHIPPING' }));

    const issued = await act(() => result.current.issue.mutateAsync({ initialBalance: '20' }));
    expect(issued.code).toMatch(/^[A-Z2-9-]{19}$/);
    await waitFor(() =>
      expect(result.current.cards.data?.items.some((c) => c._id === issued.giftCard._id)).toBe(true),
    );
    await act(() => result.current.disable.mutateAsync(issued.giftCard._id!));
    await waitFor(() =>
      expect(result.current.cards.data?.items.find((c) => c._id === issued.giftCard._id)?.status).toBe(
        'DISABLED',
      ),
    );

    const fees = [
      {
        code: 'wrap',
        name: 'Gift wrap',
        type: 'HANDLING_FEE' as const,
        amount: '2',
        per: 'ORDER' as const,
        taxable: false,
      },
    ];
    await act(() => result.current.setFees.mutateAsync({ fees }));
    await waitFor(() => expect(result.current.fees.data?.fees.map((f) => f.code)).toEqual(['wrap']));
    await act(() => result.current.setFees.mutateAsync({ fees: [] }));
  });

  it('a group of the site’s own: rated in a region, its rate changed, refused while used, then removed', async () => {
    const { client, queryClient, wrapper } = adminSetUp(MODULES);
    const { result } = renderHook(
      () => ({
        groups: useQuery(taxQueries.groups(client)),
        mappings: useQuery(taxQueries.mappings(client)),
        createGroup: useMutation(taxMutations.createGroup(client, queryClient)),
        removeGroup: useMutation(taxMutations.removeGroup(client, queryClient)),
        createRegion: useMutation(taxMutations.createRegion(client, queryClient)),
        removeRegion: useMutation(taxMutations.removeRegion(client, queryClient)),
        createMapping: useMutation(taxMutations.createMapping(client, queryClient)),
        updateMapping: useMutation(taxMutations.updateMapping(client, queryClient)),
        removeMapping: useMutation(taxMutations.removeMapping(client, queryClient)),
      }),
      { wrapper },
    );
    const group = await act(() => result.current.createGroup.mutateAsync({ name: 'Books' }));
    await waitFor(() => expect(result.current.groups.data?.some((g) => g._id === group._id)).toBe(true));
    const region = await act(() => result.current.createRegion.mutateAsync({ country: 'IE' }));
    const mapping = await act(() =>
      result.current.createMapping.mutateAsync({
        taxGroupId: group._id,
        taxRegionId: region._id,
        taxRate: '0.09',
      }),
    );
    await act(() =>
      result.current.updateMapping.mutateAsync({ _id: mapping._id!, manualTaxMapping: { taxRate: '0.135' } }),
    );
    await waitFor(() =>
      expect(result.current.mappings.data?.items.find((m) => m._id === mapping._id)?.taxRate).toBe('0.135'),
    );
    const refused = await act(() =>
      result.current.removeGroup.mutateAsync(group._id!).catch((e: unknown) => e),
    );
    expect(refused).toMatchObject({ code: 'TAX_GROUP_IN_USE' });
    await act(() => result.current.removeMapping.mutateAsync(mapping._id!));
    await act(() => result.current.removeGroup.mutateAsync(group._id!));
    await waitFor(() => expect(result.current.groups.data?.some((g) => g._id === group._id)).toBe(false));
    await act(() => result.current.removeRegion.mutateAsync(region._id!));
  });
});
