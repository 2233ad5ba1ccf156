import { carrierSettings, shippingLogistics, shippingOptions } from '@atrium/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSetUp } from '../testing/admin.js';
import {
  carrierSettingsMutations,
  carrierSettingsQueries,
  shippingLogisticsMutations,
  shippingLogisticsQueries,
} from './logistics.js';

describe('logistics and carrier options against the real server', () => {
  it('make an option a pickup and enable a carrier, each query following', async () => {
    const { client, queryClient, wrapper } = adminSetUp({
      shippingOptions,
      shippingLogistics,
      carrierSettings,
    });
    const option = await client.shippingOptions.createShippingOption({
      title: 'React counter',
      rates: [{ amount: '0' }],
    });
    const { result } = renderHook(
      () => ({
        logistics: useQuery(shippingLogisticsQueries.get(client, option._id!)),
        carriers: useQuery(carrierSettingsQueries.get(client)),
        setLogistics: useMutation(shippingLogisticsMutations.update(client, queryClient)),
        setCarriers: useMutation(carrierSettingsMutations.update(client, queryClient)),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.logistics.data).toEqual({}));
    const pickup = {
      method: 'PICKUP_POINT' as const,
      address: { country: 'PT', city: 'Lisboa', addressLine1: 'Rua Augusta 1' },
    };
    await act(() =>
      result.current.setLogistics.mutateAsync({ shippingOptionId: option._id!, logistics: { pickup } }),
    );
    await waitFor(() => expect(result.current.logistics.data?.pickup).toMatchObject(pickup));
    await waitFor(() => expect(result.current.carriers.data?.availableCarriers).toHaveLength(1));
    const sandbox = result.current.carriers.data!.availableCarriers[0]!.carrierId;
    await act(() => result.current.setCarriers.mutateAsync({ enabledCarrierIds: [sandbox] }));
    await waitFor(() =>
      expect(result.current.carriers.data?.carrierSettings.enabledCarrierIds).toEqual([sandbox]),
    );
    await act(() => result.current.setCarriers.mutateAsync({ enabledCarrierIds: [] }));
    await client.shippingOptions.deleteShippingOption(option._id!);
  });
});
