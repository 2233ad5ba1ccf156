import { recommendations } from '@atrium/sdk';
import { useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSetUp } from '../testing/admin.js';
import { algorithmsOfTypes, recommendationsQueries } from './recommendations.js';

describe('recommendation options against the real server', () => {
  it('list the algorithms, pick them by type in the order asked, and get a recommendation', async () => {
    const { client, wrapper } = adminSetUp({ recommendations });
    const { result: listed } = renderHook(() => useQuery(recommendationsQueries.algorithms(client)), {
      wrapper,
    });
    await waitFor(() => expect(listed.current.data?.availableAlgorithms).toHaveLength(2));
    const available = listed.current.data!.availableAlgorithms;
    const [global, related] = algorithmsOfTypes(available, ['GLOBAL', 'RELATED_ITEMS']);
    expect(global!._id).toBe(
      available.find((a) => a.config?.algorithmType === 'GLOBAL')!.config!.algorithmId,
    );
    expect(related!._id).toBe(available[0]!.config!.algorithmId);
    expect(algorithmsOfTypes(available, ['UNSPECIFIED'])).toEqual([]);

    const { result } = renderHook(
      () => useQuery(recommendationsQueries.get(client, { algorithms: [related!, global!] })),
      { wrapper },
    );
    // No items to relate to: RELATED_ITEMS has none, and with no minimum it answers, empty.
    await waitFor(() => expect(result.current.data?.recommendation.algorithm).toEqual(related));
    expect(result.current.data!.recommendation.items).toEqual([]);
  });
});
