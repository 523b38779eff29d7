// /screener: build a screen from the catalog (filters with on / off switches, columns, sorts), see
// its results live, save and reopen it. The screen lives in the URL; saved screeners on the server.
import { useEffect, useMemo } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useBlocker } from '@tanstack/react-router';
import { screenerQueries } from '@/api/resources/screener';
import type { ScreenerEntry } from '@/api/schemas/screener';
import { ErrorPanel } from '@/components/error-panel';
import { CatalogIndex } from './lib/catalog';
import { newFilterRow } from './lib/filter-model';
import {
  buildSavedBody,
  emptyScreen,
  readSavedScreener,
  sameSavedContent,
  PAGE_SIZES,
} from './lib/screen-state';
import { availablePresets, presetScreen } from './lib/presets';
import { useScreenState } from './hooks/use-screen-state';
import { useScreenerResults } from './hooks/use-screener-results';
import { FieldPicker } from './components/field-picker';
import { FilterRowEditor } from './components/filter-row-editor';
import { ColumnsEditor, SortsEditor } from './components/columns-editor';
import { ResultsPanel } from './components/results-panel';
import { SavedScreenersBar } from './components/saved-screeners-bar';
import './screener.css';
import { plainOptions, Select } from '@/components/form/fields';

const route = getRouteApi('/screener');

export function ScreenerScreen() {
  const { data } = useSuspenseQuery(screenerQueries.catalog());
  const catalog = useMemo(() => new CatalogIndex(data), [data]);
  const navigate = route.useNavigate();
  const { state, setState, replace, warnings, savedId } = useScreenState(catalog);
  const results = useScreenerResults(catalog, state);
  const saved = useQuery({ ...screenerQueries.savedDetail(savedId ?? ''), enabled: !!savedId });
  const presets = useMemo(() => availablePresets(catalog), [catalog]);

  const dirty = useMemo(() => {
    if (saved.data)
      return !sameSavedContent(catalog, readSavedScreener(catalog, saved.data, state.pageSize), state);
    return !savedId && state.filters.length > 0;
  }, [catalog, saved.data, savedId, state]);

  useBlocker({
    shouldBlockFn: ({ next }) =>
      dirty &&
      next.pathname !== '/screener' &&
      !window.confirm('This screen has unsaved changes. Leave anyway?'),
    enableBeforeUnload: () => dirty,
  });

  const open = (entry: ScreenerEntry) => replace(readSavedScreener(catalog, entry, state.pageSize), entry.id);

  // A link to a saved screener alone (`?saved=<id>`, no screen in the URL) opens what it holds.
  const linkedOnly = route.useSearch({ select: (s) => !!s.saved && s.v === undefined && s.f === undefined });
  const linked = linkedOnly ? saved.data : undefined;
  useEffect(() => {
    if (linked) replace(readSavedScreener(catalog, linked), linked.id);
  }, [linked, catalog, replace]);

  return (
    <div className="screener-screen">
      <header className="screen-header">
        <h1>Screener</h1>
        <span className="presets" aria-label="Presets">
          {presets.map((p) => (
            <button
              key={p.id}
              type="button"
              title={p.description}
              onClick={() => replace(presetScreen(catalog, p), null)}
            >
              {p.label}
            </button>
          ))}
          <button type="button" className="link-button" onClick={() => replace(emptyScreen(catalog), null)}>
            New screen
          </button>
        </span>
      </header>
      <SavedScreenersBar
        savedId={savedId}
        saved={saved.data}
        dirty={dirty}
        body={(name) => {
          const built = buildSavedBody(catalog, state, name);
          return built.ok ? built : { ok: false, message: built.message };
        }}
        onOpen={open}
        onSaved={(entry) =>
          void navigate({ search: (prev) => ({ ...prev, saved: entry.id }), replace: true })
        }
        onDeleted={() => void navigate({ search: (prev) => ({ ...prev, saved: undefined }), replace: true })}
      />
      {saved.isError && (
        <ErrorPanel
          error={saved.error}
          context="Opening the saved screener"
          onRetry={() => void saved.refetch()}
        />
      )}
      {warnings.map((w) => (
        <p key={w} className="row-hint" role="status">
          {w}
        </p>
      ))}
      <section className="screener-panel" aria-label="Filters">
        <h3>Filters</h3>
        {state.filters.length === 0 && (
          <p className="muted">No filters: every security, by the sort below.</p>
        )}
        <ol className="filter-list">
          {state.filters.map((row, i) => (
            <FilterRowEditor
              key={row.id}
              catalog={catalog}
              row={row}
              index={i}
              problem={results.plan.problems[row.id]}
              serverError={results.rowErrors[row.id]}
              onChange={(next) =>
                setState((s) => ({ ...s, filters: s.filters.map((r) => (r.id === row.id ? next : r)) }))
              }
              onRemove={() => setState((s) => ({ ...s, filters: s.filters.filter((r) => r.id !== row.id) }))}
            />
          ))}
        </ol>
        <FieldPicker
          catalog={catalog}
          value={null}
          label="Add filter"
          placeholder="+ Filter"
          onPick={(f) =>
            setState((s) => ({ ...s, filters: [...s.filters, newFilterRow(catalog, { name: f.name })] }))
          }
        />
      </section>
      <div className="screener-columns">
        <ColumnsEditor
          catalog={catalog}
          columns={state.columns}
          onChange={(columns) => setState((s) => ({ ...s, columns }))}
        />
        <SortsEditor
          catalog={catalog}
          sorts={state.sorts}
          onChange={(sorts) => setState((s) => ({ ...s, sorts }))}
        />
        <label className="page-size">
          Page size{' '}
          <Select
            value={state.pageSize}
            onChange={(e) => setState((s) => ({ ...s, pageSize: Number(e.target.value) }))}
          >
            {plainOptions(new Set([...PAGE_SIZES, state.pageSize]))}
          </Select>
        </label>
      </div>
      <ResultsPanel
        catalog={catalog}
        state={state}
        results={results}
        onSortsChange={(sorts) => setState((s) => ({ ...s, sorts }))}
      />
    </div>
  );
}
