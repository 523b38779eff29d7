// Starts a thread: instant (a question) or deep insights on one ticker picked with the instrument
// search, with an optional thesis. The capabilities sent are the user's allowlist from Settings.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createThreadMutation } from '@/api/resources/assistant';
import { ErrorPanel } from '@/components/error-panel';
import { InstrumentSearch } from '@/components/instrument-search/instrument-search';
import { allowedCapabilities, useAssistantPreferences } from '@/domain/assistant-preferences';
import { setDraft, useDraft } from '../lib/drafts';
import { setActiveResponse } from '../lib/conversation-store';
import { Composer } from './composer';
import { RadioGroup, type RadioOption } from '@/components/form/radio-group';

type ThreadMode = 'instant' | 'deep_insights';
const MODES: ReadonlyArray<RadioOption<ThreadMode>> = [
  { value: 'instant', label: 'Instant answer' },
  { value: 'deep_insights', label: 'Deep insights on a ticker' },
];

export function NewThreadForm({
  accountId,
  onCreated,
}: {
  accountId: number;
  onCreated: (threadId: string) => void;
}) {
  const queryClient = useQueryClient();
  const prefs = useAssistantPreferences();
  const [mode, setMode] = useState<ThreadMode>('instant');
  const [ticker, setTicker] = useState<string | null>(null);
  const thesis = useDraft('new:thesis');
  const create = useMutation(createThreadMutation(queryClient));
  const [lastText, setLastText] = useState('');

  const start = (text: string | null) => {
    if (text !== null) setLastText(text);
    create.mutate(
      mode === 'instant'
        ? {
            account_id: accountId,
            type: 'instant',
            text: text ?? '',
            capabilities: allowedCapabilities(prefs),
          }
        : {
            account_id: accountId,
            type: 'deep_insights',
            target: { type: 'ticker', ticker: ticker ?? '' },
            ...(thesis.trim() ? { thesis: thesis.trim() } : {}),
            capabilities: allowedCapabilities(prefs),
          },
      {
        onSuccess: (created) => {
          setActiveResponse(created.thread_id, created.response_id);
          if (mode === 'deep_insights') setDraft('new:thesis', '');
          onCreated(created.thread_id);
        },
        // Nothing typed is lost: the question goes back into the box.
        onError: () => {
          if (text) setDraft('new', text);
        },
      },
    );
  };

  return (
    <section className="assistant-new" aria-label="New conversation">
      <h2>New conversation</h2>
      <RadioGroup
        className="assistant-modes"
        legend="Mode"
        name="assistant-mode"
        options={MODES}
        value={mode}
        onChange={setMode}
      />
      {!prefs.orderPrefills && (
        <p className="muted" role="note">
          Order prefills are off (Settings): the assistant will not prepare order tickets.
        </p>
      )}
      {mode === 'instant' ? (
        <Composer draftKey="new" onSend={start} label="Your question" />
      ) : (
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (ticker) start(null);
          }}
        >
          <div className="assistant-target">
            <InstrumentSearch
              label="Deep insights target"
              placeholder="Pick a ticker…"
              onSelect={(pick) => setTicker(pick.symbol)}
            />
            <p aria-live="polite">
              {ticker ? (
                <>
                  Target: <strong>{ticker}</strong>
                </>
              ) : (
                'No ticker picked yet.'
              )}
            </p>
          </div>
          <label>
            Thesis (optional)
            <textarea
              value={thesis}
              rows={3}
              maxLength={4000}
              onChange={(e) => setDraft('new:thesis', e.target.value)}
            />
          </label>
          <button type="submit" className="primary" disabled={!ticker || create.isPending}>
            Start deep insights
          </button>
        </form>
      )}
      {create.isPending && <p className="muted">Starting…</p>}
      {create.isError && (
        <ErrorPanel
          error={create.error}
          context="Starting the conversation"
          onRetry={() => start(mode === 'instant' ? lastText : null)}
        />
      )}
    </section>
  );
}
