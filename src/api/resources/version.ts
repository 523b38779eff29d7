// The API version the server reports.
import { queryOptions } from '@tanstack/react-query';
import { callOperation, type CallOptions } from '../http';
import * as ops from '../operations/version';

export const versionOperations = [ops.get_version];

export const getVersion = (options?: CallOptions) =>
  callOperation(ops.get_version, {}, options).then((r) => r.data);

export const versionQueries = {
  all: () => ['version'] as const,
  current: () =>
    queryOptions({
      queryKey: [...versionQueries.all(), 'current'] as const,
      queryFn: ({ signal }) => getVersion({ signal }),
      staleTime: 10 * 60_000,
    }),
};
