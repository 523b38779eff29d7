// Import a CSV into the open list: one symbol per line. Each symbol is added in turn (so each shows
// at once as it goes); unknown symbols are reported by name and not added, as are lines that cannot
// be a symbol, symbols already in the list, and any the server refused for another reason.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WatchlistDetail } from '@/api/schemas/watchlists';
import { addToWatchlist, type AddOutcome } from '@/domain/watchlists/watchlist-edits';
import { parseSymbolCsv } from '../lib/watchlist-csv';

interface ImportReport {
  added: string[];
  unknown: string[];
  duplicates: string[];
  invalid: string[];
  failed: Array<{ symbol: string; message: string }>;
}

const MAX_IMPORT = 1000;

export function CsvImport({ list }: { list: WatchlistDetail }) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const importFile = async (file: File) => {
    setReport(null);
    setProblem(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setProblem(`Could not read ${file.name}.`);
      return;
    }
    const { symbols, invalid } = parseSymbolCsv(text);
    if (symbols.length === 0) {
      setProblem(`${file.name} holds no symbols: put one symbol per line.`);
      return;
    }
    if (symbols.length > MAX_IMPORT) {
      setProblem(`${file.name} holds ${symbols.length} symbols; a watchlist holds at most ${MAX_IMPORT}.`);
      return;
    }
    const result: ImportReport = { added: [], unknown: [], duplicates: [], invalid, failed: [] };
    setProgress({ done: 0, total: symbols.length });
    for (const [index, symbol] of symbols.entries()) {
      const outcome: AddOutcome = await addToWatchlist(queryClient, list.id, { symbol });
      if (outcome.ok) result.added.push(symbol);
      else if (outcome.reason === 'unknown') result.unknown.push(symbol);
      else if (outcome.reason === 'duplicate') result.duplicates.push(symbol);
      else result.failed.push({ symbol, message: outcome.message });
      setProgress({ done: index + 1, total: symbols.length });
    }
    setProgress(null);
    setReport(result);
  };

  return (
    <>
      <button type="button" disabled={progress !== null} onClick={() => inputRef.current?.click()}>
        {progress ? `Importing ${progress.done} / ${progress.total}…` : 'Import CSV'}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        hidden
        aria-label={`Import a CSV into ${list.name}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void importFile(file);
        }}
      />
      {problem && (
        <p role="alert" className="field-error watchlist-import-report">
          {problem}
        </p>
      )}
      {report && <ImportSummary report={report} onDismiss={() => setReport(null)} />}
    </>
  );
}

function ImportSummary({ report, onDismiss }: { report: ImportReport; onDismiss: () => void }) {
  const problems =
    report.unknown.length + report.invalid.length + report.failed.length + report.duplicates.length > 0;
  return (
    <div role={problems ? 'alert' : 'status'} className="watchlist-import-report panel">
      <strong>
        Import: {report.added.length} added{report.added.length > 0 ? ` (${report.added.join(', ')})` : ''}.
      </strong>
      {report.unknown.length > 0 && <div>Unknown symbols, not added: {report.unknown.join(', ')}.</div>}
      {report.duplicates.length > 0 && <div>Already in the list: {report.duplicates.join(', ')}.</div>}
      {report.invalid.length > 0 && <div>Lines that are not symbols: {report.invalid.join(', ')}.</div>}
      {report.failed.map((f) => (
        <div key={f.symbol}>{f.message}</div>
      ))}
      <button type="button" className="link-button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
