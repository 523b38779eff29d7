// @vitest-environment jsdom
// What the news screen does with API content it must not trust: a link opens only for http(s) (new
// tab, no opener, no referrer) and any other scheme is plain text; an image shows only from https;
// text never becomes markup. The time reads "… ago" with the exact New York time on hover.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentEndpoint } from '@/api/session';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

const harness = withSandbox();
const LOAD = { timeout: 8000 };

const item = (over: Record<string, unknown>) => ({
  instruments: [
    { instrument_id: '00000000-0000-4000-8000-000000000001', symbol: 'AAPL', name: 'Apple Inc.' },
  ],
  news_type: 'NEWS',
  publisher: 'Reuters',
  site: 'reuters.com',
  text: 'Plain text <b>not bold</b> <img src=x onerror=alert(1)>',
  ...over,
});

describe('news item safety', () => {
  it('links only http(s), shows only https images, and keeps text as text', async () => {
    const published = new Date(Date.now() - 5 * 60_000).toISOString();
    harness.server.use(
      http.get(`${currentEndpoint().baseUrl}/v1/news`, () =>
        HttpResponse.json({
          data: [
            item({
              title: 'Safe story',
              url: 'https://example.com/a',
              image_url: 'https://example.com/a.png',
              published_at: published,
            }),
            item({
              title: 'Script story',
              url: 'javascript:alert(1)',
              image_url: 'http://example.com/b.png',
              published_at: '2026-11-20T15:04:00Z',
            }),
          ],
          metadata: { request_id: 'req-safety', next_page_token: null },
        }),
      ),
    );
    renderApp('/news');
    const safe = await screen.findByRole('article', { name: 'Safe story' }, LOAD);
    const link = within(safe).getByRole('link', { name: 'Safe story' });
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(safe.querySelector('img')).toHaveAttribute('src', 'https://example.com/a.png');
    expect(within(safe).getByText('5 min ago')).toBeInTheDocument();
    expect(within(safe).getByRole('link', { name: 'AAPL' })).toHaveAttribute('href', '/instruments/AAPL');

    const unsafe = screen.getByRole('article', { name: 'Script story' });
    expect(within(unsafe).queryByRole('link', { name: 'Script story' })).toBeNull();
    expect(unsafe).toHaveTextContent('javascript:alert(1)');
    expect(unsafe.querySelector('img')).toBeNull();
    expect(unsafe.querySelector('b')).toBeNull();
    expect(unsafe).toHaveTextContent('Plain text <b>not bold</b>');
    const time = unsafe.querySelector('time')!;
    expect(time).toHaveAttribute('title', 'Nov 20, 2026, 10:04 EST');
  });
});
