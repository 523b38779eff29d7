// @vitest-environment jsdom
// A malformed answer on a real screen: the instrument page's daily summary panel shows the error
// panel naming the operation and the answer's request_id (from the envelope, or from the
// x-request-id header when the envelope itself is broken), with a retry, and the rest of the page
// keeps working. The API layer's side of this is the property in response-shape-property.test.ts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentEndpoint } from '@/api/session';
import { renderApp } from '../utils/render';
import { withSandbox } from '../utils/sandbox';

const harness = withSandbox(() => ({ scenarios: ['market-open'] }));
const LOAD = { timeout: 8000 };
const url = () => `${currentEndpoint().baseUrl}/v1/market-data/daily-summary`;

async function summaryPanel(): Promise<HTMLElement> {
  const title = await screen.findByText(/^Loading the daily summary: /, {}, LOAD);
  return title.closest('.panel-error') as HTMLElement;
}

describe('a malformed answer on the instrument page', () => {
  it('shows the error panel with the operation and the request_id, and recovers on retry', async () => {
    const user = userEvent.setup();
    let malformed = true;
    harness.server.use(
      http.get(url(), () => {
        if (!malformed) return undefined; // falls through to the sandbox
        return HttpResponse.json({
          // Wrong types, a missing field and an extra one.
          data: [{ instrument_id: 42, open: 189.5, volume: '12', surprise: { nested: true } }],
          error: null,
          metadata: { request_id: 'req-malformed-summary-1' },
        });
      }),
    );
    renderApp('/instruments/AAPL');
    const panel = await summaryPanel();
    expect(panel).toHaveTextContent('The server sent an unexpected response');
    expect(panel).toHaveTextContent('get_daily_summaries: unexpected response at data[0].instrument_id');
    expect(within(panel).getByText('req-malformed-summary-1')).toBeInTheDocument();
    expect(panel).toHaveTextContent('request_id: req-malformed-summary-1');
    // No raw JSON of the answer on screen.
    expect(panel).not.toHaveTextContent('surprise');
    // The rest of the page works.
    expect(screen.getByRole('heading', { name: /AAPL/ })).toBeInTheDocument();
    expect(await screen.findByText('Prev close', {}, LOAD)).toBeInTheDocument();

    malformed = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Daily summary', { selector: 'dl' }, LOAD)).toHaveTextContent('Open');
    expect(screen.queryByText(/^Loading the daily summary: /)).toBeNull();
  });

  it('keeps the request_id from the x-request-id header when the envelope itself is broken', async () => {
    harness.server.use(
      http.get(url(), () =>
        HttpResponse.json(
          { data: null, metadata: { request_id: 17 } },
          { status: 200, headers: { 'x-request-id': 'req-from-header-2' } },
        ),
      ),
    );
    renderApp('/instruments/AAPL');
    const panel = await summaryPanel();
    expect(panel).toHaveTextContent(
      'get_daily_summaries: the response envelope is not valid at metadata.request_id',
    );
    expect(panel).toHaveTextContent('request_id: req-from-header-2');
  });

  it('keeps the server’s message and request_id when an error answer has a broken metadata block', async () => {
    harness.server.use(
      http.get(url(), () =>
        HttpResponse.json(
          {
            data: null,
            error: { code: 400, message: 'instrument_ids: `x` is not an instrument' },
            metadata: 'n/a',
          },
          { status: 400, headers: { 'x-request-id': 'req-error-3' } },
        ),
      ),
    );
    renderApp('/instruments/AAPL');
    const panel = await summaryPanel();
    expect(panel).toHaveTextContent('The request was rejected');
    expect(panel).toHaveTextContent('instrument_ids: `x` is not an instrument');
    expect(panel).toHaveTextContent('request_id: req-error-3');
  });
});
