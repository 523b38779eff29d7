// @vitest-environment jsdom
// Issue 17 §5: vendor pagination metadata renders. The sandbox's answers are passed through with
// the metadata a careless server sends: numeric strings (the OpenAPI example's `page_number: "1"`)
// and a next_page_token that repeats forever. The screens stop paging, show each row once, and
// never claim more loaded than the total.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentEndpoint } from '@/api/session';
import { handleSandboxRequest } from '@/sandbox/http/router';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

const harness = withSandbox();

/** Serves `path` from the sandbox, ignoring page tokens and rewriting the envelope's metadata. */
function rewriteMetadata(
  path: string,
  metadata: Record<string, unknown>,
  calls: string[] = [],
  rowsPerPage: number[] = [],
) {
  const { baseUrl } = currentEndpoint();
  harness.server.use(
    http.get(`${baseUrl}${path}`, async ({ request }) => {
      calls.push(request.url);
      // The careless server ignores the token it handed out: every page is the first one again.
      const url = new URL(request.url);
      url.searchParams.delete('page_token');
      const answer = await handleSandboxRequest(
        harness.sandbox,
        { method: 'GET', url: url.href, headers: request.headers, body: '' },
        { basePath: new URL(baseUrl).pathname },
      );
      const envelope = JSON.parse(answer.body) as { data: unknown[]; metadata: Record<string, unknown> };
      rowsPerPage.push(envelope.data.length);
      envelope.metadata = { ...envelope.metadata, ...metadata };
      return HttpResponse.json(envelope, { status: answer.status });
    }),
  );
}

describe('vendor pagination metadata', () => {
  it('executions render with page_number "1" (a numeric string)', async () => {
    rewriteMetadata('/v1/accounts/:id/executions', { page_number: '1', total_items: '3', total_pages: '1' });
    renderApp('/accounts/100001/executions');
    await screen.findByRole('heading', { name: 'Executions' });
    await waitFor(() =>
      expect(
        screen.queryByText('Executions, newest first') ?? screen.queryByText(/No executions match/),
      ).not.toBeNull(),
    );
    expect(screen.queryByText(/Loading executions/)).toBeNull();
  });

  it('accounts: a repeated next_page_token stops paging; rows once; never more loaded than total', async () => {
    const calls: string[] = [];
    const rowsPerPage: number[] = [];
    rewriteMetadata(
      '/v1/accounts',
      { next_page_token: 'stuck', total_items: '2', page_number: '1' },
      calls,
      rowsPerPage,
    );
    renderApp('/accounts');
    const footer = await screen.findByText(/accounts loaded$/);
    await new Promise((r) => setTimeout(r, 300));
    const [, loaded, total] = /^([\d,]+) of ([\d,]+) accounts loaded$/.exec(footer.textContent ?? '') ?? [];
    expect(Number(loaded?.replace(/,/g, ''))).toBeLessThanOrEqual(Number(total?.replace(/,/g, '')));
    // One page of distinct accounts, however often the server repeated it.
    expect(Number(loaded?.replace(/,/g, ''))).toBe(rowsPerPage[0]);
    expect(calls.filter((url) => url.includes('page_token=stuck'))).toHaveLength(1);
  });

  it('positions: a repeated next_page_token lists every position once', async () => {
    rewriteMetadata('/v1/accounts/:id/positions', { next_page_token: 'stuck', page_number: '1' });
    renderApp('/accounts/100001/positions');
    const table = await screen.findByRole('table', { name: 'Positions' }, { timeout: 8000 });
    const symbols = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td, th')?.textContent ?? '');
    expect(symbols.length).toBeGreaterThan(0);
    expect(new Set(symbols).size).toBe(symbols.length);
  });
});
