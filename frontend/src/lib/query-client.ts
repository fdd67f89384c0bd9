import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';
import { showErrorToast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `silent` failures raise no toast here: the caller shows them (a form, on its fields) or they are only
     * logged (the vertical preference, spec section 8).
     */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** Spec sections 7 and 9: data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return console.error(error);
        showErrorToast(error, { onRetry: () => void client.refetchQueries({ queryKey: query.queryKey, exact: true }) });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.silent) return;
        showErrorToast(error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
