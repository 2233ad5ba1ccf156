import { mutationOptions } from '@tanstack/react-query';
import type { DefaultError, QueryClient, QueryKey, UseMutationOptions } from '@tanstack/react-query';

/** What a caller may add to a factory's mutation: callbacks and settings, not the call or its key. */
export type CallerMutationOptions<TData, TVariables, TError = DefaultError, TOnMutateResult = unknown> = Omit<
  UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
  'mutationFn' | 'mutationKey'
>;

export interface Invalidation<TData, TVariables> {
  queryClient: QueryClient;
  /** The keys (or key prefixes) that the mutation's result makes stale. */
  invalidate: (data: TData, variables: TVariables) => readonly QueryKey[];
}

/**
 * The mutation `options` with an onSuccess that first invalidates the given keys, waiting for the active
 * queries among them to refetch, and then runs the caller's own onSuccess: the caller sees fresh data. Every
 * other callback of the caller's is kept as it is.
 */
export function withInvalidation<TData, TError = DefaultError, TVariables = void, TOnMutateResult = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
  { queryClient, invalidate }: Invalidation<TData, TVariables>,
): UseMutationOptions<TData, TError, TVariables, TOnMutateResult> {
  return mutationOptions({
    ...options,
    // The on-mutate result and the mutation context pass through to the caller's onSuccess as they came.
    async onSuccess(data, variables, ...passed) {
      const keys = invalidate(data, variables);
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await options.onSuccess?.(data, variables, ...passed);
    },
  });
}

export interface MutationSpec<TClient, TData, TVariables> {
  mutationKey: QueryKey;
  mutationFn: (client: TClient, variables: TVariables) => Promise<TData>;
  /** The keys (or key prefixes) that the mutation's result makes stale. */
  invalidate: (data: TData, variables: TVariables) => readonly QueryKey[];
}

/**
 * A module's mutation options factory, `(client, queryClient, callerOptions?) => options`, from its key, its
 * call and what it makes stale: each module's mutations are one declaration each.
 */
export function mutationFactory<TClient, TData, TVariables = void>(
  spec: MutationSpec<TClient, TData, TVariables>,
) {
  return (client: TClient, queryClient: QueryClient, options?: CallerMutationOptions<TData, TVariables>) =>
    withInvalidation<TData, DefaultError, TVariables>(
      {
        ...options,
        mutationKey: spec.mutationKey,
        mutationFn: (variables: TVariables) => spec.mutationFn(client, variables),
      },
      { queryClient, invalidate: spec.invalidate },
    );
}
