// Runs the screen: the plan is debounced, each distinct request is its own query (so a late answer
// to an older request can never show), and leaving a request behind aborts it. A 400 from the server
// is placed on the row whose filter it names.
import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { screenerQueries } from '@/api/resources/screener';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { CatalogIndex } from '../lib/catalog';
import { planSearch, type ScreenState } from '../lib/screen-state';

const RUN_DELAY_MS = 350;

/** Row id → the server's complaint, from `filters[i]…` paths of a 400's details. */
export function serverRowErrors(error: unknown, sentRowIds: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const out: Record<string, string> = {};
  for (const detail of error.details) {
    const match = /^filters\[(\d+)\]/.exec(String(detail.field ?? ''));
    const rowId = match ? sentRowIds[Number(match[1])] : undefined;
    if (rowId) out[rowId] = [out[rowId], String(detail.description ?? '')].filter(Boolean).join('; ');
  }
  return out;
}

export function useScreenerResults(catalog: CatalogIndex, state: ScreenState) {
  const plan = useMemo(() => planSearch(catalog, state), [catalog, state]);
  const debouncedState = useDebouncedValue(state, RUN_DELAY_MS);
  const runPlan = useMemo(() => planSearch(catalog, debouncedState), [catalog, debouncedState]);
  const query = useInfiniteQuery({
    ...screenerQueries.search(runPlan.criteria ?? {}, debouncedState.pageSize),
    enabled: runPlan.criteria !== null,
  });
  const settled = JSON.stringify(plan.criteria) === JSON.stringify(runPlan.criteria);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  const total = query.data?.pages[0]?.metadata.total_items;
  const rowErrors = useMemo(() => serverRowErrors(query.error, runPlan.sentRowIds), [query.error, runPlan]);
  return { plan, query, rows, total, rowErrors, pending: !settled || query.isFetching };
}
