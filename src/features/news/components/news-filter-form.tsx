// Every filter of get_news. Instruments are picked with the global search component; publishers are
// one list with a mode (only these / all except these), because the API refuses both lists at once;
// from / to take a New York date and, optionally, a time.
import { useCallback, useState } from 'react';
import { InstrumentSearch } from '@/components/instrument-search/instrument-search';
import { NewsType, Sector } from '@/api/schemas/news';
import { useUrlText } from '../hooks/use-url-text';
import type { NewsSearch } from '../lib/news-search';
import { NEWS_TYPE_LABELS, SECTOR_LABELS, rangeProblem, splitList } from '../lib/news-view';
import { INPUT_LIMITS } from '@/lib/input-limits';
import { Select } from '@/components/form/fields';
import { RadioGroup, type RadioOption } from '@/components/form/radio-group';

type PublisherMode = 'any' | 'include' | 'exclude';
const PUBLISHER_MODES: ReadonlyArray<RadioOption<PublisherMode>> = [
  { value: 'any', label: 'Any publisher' },
  { value: 'include', label: 'Only these' },
  { value: 'exclude', label: 'All except these' },
];

export interface NewsFilterFormProps {
  search: NewsSearch;
  onChange: (patch: Partial<NewsSearch>) => void;
  /** Publisher names seen in the loaded items, offered as suggestions. */
  knownPublishers: readonly string[];
}

export function NewsFilterForm({ search, onChange, knownPublishers }: NewsFilterFormProps) {
  const symbols = splitList(search.symbols);
  const sectors = splitList(search.sectors);
  const problem = rangeProblem(search);

  const [mode, setMode] = useState<PublisherMode>(
    search.publishers ? (search.publisher_mode ?? 'include') : 'any',
  );
  const urlMode: PublisherMode = search.publishers ? (search.publisher_mode ?? 'include') : 'any';
  const [seenMode, setSeenMode] = useState(urlMode);
  const [publisherDraft, setPublisherDraft] = useState(search.publishers ?? '');
  if (seenMode !== urlMode) {
    setSeenMode(urlMode);
    // A list in the URL sets the mode; a list cleared from outside (not by emptying the field) means any.
    if (urlMode !== 'any') setMode(urlMode);
    else if (publisherDraft.trim() !== '') setMode('any');
  }
  const commitPublishers = useCallback(
    (value: string | undefined) =>
      onChange({ publishers: value, publisher_mode: value && mode === 'exclude' ? 'exclude' : undefined }),
    [onChange, mode],
  );
  const [publisherText, setPublisherText] = useUrlText(search.publishers, commitPublishers, mode !== 'any');
  if (publisherDraft !== publisherText) setPublisherDraft(publisherText);
  const commitText = useCallback((q: string | undefined) => onChange({ q }), [onChange]);
  const [text, setText] = useUrlText(search.q, commitText);

  const chooseMode = (next: PublisherMode) => {
    setMode(next);
    const list = publisherText.trim();
    if (next === 'any') onChange({ publishers: undefined, publisher_mode: undefined });
    else if (list) onChange({ publishers: list, publisher_mode: next === 'exclude' ? 'exclude' : undefined });
  };

  return (
    <form
      className="news-filters"
      role="search"
      aria-label="News filters"
      onSubmit={(e) => e.preventDefault()}
    >
      <fieldset className="news-filter-group">
        <legend>Instruments</legend>
        {symbols.length > 0 && (
          <ul className="news-filter-chips" aria-label="Chosen instruments">
            {symbols.map((symbol) => (
              <li key={symbol}>
                <span className="mono">{symbol}</span>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Remove ${symbol}`}
                  onClick={() =>
                    onChange({ symbols: symbols.filter((s) => s !== symbol).join(',') || undefined })
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <InstrumentSearch
          className="news-instrument-search"
          label="Add instrument"
          placeholder="Symbol or name"
          onSelect={(pick) => {
            const symbol = pick.symbol.toUpperCase();
            if (!symbols.includes(symbol)) onChange({ symbols: [...symbols, symbol].join(',') });
          }}
        />
      </fieldset>

      <fieldset className="news-filter-group">
        <legend>Publishers</legend>
        <RadioGroup
          className="inline-fields news-publisher-modes"
          legend="Publisher filter"
          legendHidden
          name="publisher-mode"
          options={PUBLISHER_MODES}
          value={mode}
          onChange={chooseMode}
        />
        <label>
          <span className="visually-hidden">Publisher names</span>
          <input
            maxLength={INPUT_LIMITS.search}
            aria-label="Publisher names"
            list="news-publishers"
            value={publisherText}
            disabled={mode === 'any'}
            placeholder={
              mode === 'any' ? 'Pick “Only these” or “All except”' : 'Comma-separated, e.g. Reuters'
            }
            onChange={(e) => setPublisherText(e.target.value)}
          />
        </label>
        <datalist id="news-publishers">
          {knownPublishers.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
        <p className="muted news-filter-help">
          Either only the listed publishers, or all except them: the two cannot be combined.
        </p>
      </fieldset>

      <fieldset className="news-filter-group">
        <legend>Published (New York time)</legend>
        <BoundField label="From" value={search.from} onChange={(from) => onChange({ from })} />
        <BoundField label="To" value={search.to} onChange={(to) => onChange({ to })} />
        {problem && (
          <p className="field-error" role="alert">
            {problem} Nothing is requested until the range is fixed.
          </p>
        )}
      </fieldset>

      <fieldset className="news-filter-group">
        <legend>Type and text</legend>
        <label>
          Type{' '}
          <Select
            value={search.type ?? ''}
            onChange={(e) => {
              const parsed = NewsType.safeParse(e.target.value);
              onChange({ type: parsed.success ? parsed.data : undefined });
            }}
          >
            <option value="">Any type</option>
            {NewsType.options.map((t) => (
              <option key={t} value={t}>
                {NEWS_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </label>
        <label>
          Text{' '}
          <input
            maxLength={INPUT_LIMITS.search}
            type="search"
            value={text}
            placeholder="Words in title or text"
            onChange={(e) => setText(e.target.value)}
          />
        </label>
      </fieldset>

      <details className="news-filter-group news-sectors">
        <summary>
          Sectors: {sectors.length === 0 ? 'any' : sectors.map((s) => SECTOR_LABELS[s as Sector]).join(', ')}
        </summary>
        <fieldset className="news-sector-list">
          <legend className="visually-hidden">Sectors</legend>
          {Sector.options.map((sector) => (
            <label key={sector}>
              <input
                type="checkbox"
                checked={sectors.includes(sector)}
                onChange={(e) => {
                  const next = e.target.checked ? [...sectors, sector] : sectors.filter((s) => s !== sector);
                  onChange({ sectors: next.join(',') || undefined });
                }}
              />{' '}
              {SECTOR_LABELS[sector]}
            </label>
          ))}
        </fieldset>
      </details>
    </form>
  );
}

/** A New York date with an optional time: "2026-11-20" or "2026-11-20T09:30". */
function BoundField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const [date = '', time = ''] = (value ?? '').split('T');
  const set = (nextDate: string, nextTime: string) =>
    onChange(nextDate ? (nextTime ? `${nextDate}T${nextTime}` : nextDate) : undefined);
  return (
    <span className="news-bound">
      <label>
        {label}{' '}
        <input
          type="date"
          aria-label={`${label} date`}
          value={date}
          onChange={(e) => set(e.target.value, time)}
        />
      </label>
      <label>
        <span className="visually-hidden">{label} time</span>
        <input
          type="time"
          aria-label={`${label} time (optional)`}
          value={time}
          disabled={!date}
          onChange={(e) => set(date, e.target.value)}
        />
      </label>
    </span>
  );
}
