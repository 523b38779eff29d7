// @vitest-environment jsdom
// Each content part type through the one renderer: text (GFM, safe links, images behind a click),
// thinking (live, then collapsed), chart (series with a legend, "No data"), suggested actions,
// custom (quote card, escaped JSON) and a part type this version does not know.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageContentPart, ResponseContentPart } from '@/api/schemas/assistant';
import { stubCharts } from '../../utils/lightweight-charts-stub';
import { withSandbox } from '../../utils/sandbox';
import { renderParts } from './render-parts';

withSandbox();

const parse = (raw: unknown[]) => raw.map((p) => ResponseContentPart.parse(p));

describe('assistant content parts', () => {
  it('text: GFM tables, lists, emphasis and code; links by policy; no raw HTML', async () => {
    const user = userEvent.setup();
    const { router, container } = await renderParts(
      parse([
        {
          type: 'text',
          text: [
            '**bold** _em_ `code` ~~gone~~',
            '',
            '| a | b |',
            '|---|---|',
            '| 1 | 2 |',
            '',
            '- one',
            '- two',
            '',
            '[site](https://example.com/x) [mail](mailto:a@b.c) [page](/instruments/MSFT) [tick](ticker:NVDA)',
            '[bad](javascript:alert(1)) [data](data:text/html,hi) [proto](//evil.example)',
            '<b>raw</b><script>alert(1)</script>',
          ].join('\n'),
        },
      ]),
    );
    await screen.findByRole('table');
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('code').tagName).toBe('CODE');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const site = screen.getByRole('link', { name: 'site' });
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.c');
    expect(screen.getByRole('link', { name: 'tick' })).toHaveAttribute('href', '/instruments/NVDA');
    for (const name of ['bad', 'data', 'proto']) expect(screen.queryByRole('link', { name })).toBeNull();
    expect(screen.getByText('bad')).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instruments/MSFT'));
  });

  it('text: images load only if https and only after a click', async () => {
    const user = userEvent.setup();
    const { container } = await renderParts(
      parse([
        { type: 'text', text: '![chart](https://img.example/c.png) ![leak](http://img.example/x.png)' },
      ]),
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('[image not shown: leak]')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Show image: chart/ }));
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://img.example/c.png');
  });

  it('text: a very long reply renders whole, in blocks that parse as in the whole text', async () => {
    const paragraphs = Array.from(
      { length: 200 },
      (_, i) => `Paragraph ${i + 1} of the long reply, with **bold** text and a [ref link][docs].`,
    );
    const text = [
      ...paragraphs.slice(0, 80),
      ['```', 'const a = 1;', '', 'const b = 2;', '```'].join('\n'),
      ['- one', '- two', '', '  still the second item'].join('\n'),
      ...paragraphs.slice(80),
      ['| a | b |', '|---|---|', ...Array.from({ length: 50 }, (_, i) => `| row ${i} | ${i} |`)].join('\n'),
      '[docs]: https://example.com/docs',
    ].join('\n\n');
    const { container } = await renderParts(parse([{ type: 'text', text }]));
    // Every block arrives (the later ones in a deferred render), as one text with nothing lost.
    expect(
      await screen.findByText(/Paragraph 200 of the long reply/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.assistant-text[aria-busy]')).toBeNull());
    expect(container.querySelectorAll('.assistant-text')).toHaveLength(1);
    // Top-level paragraphs, each block of the long text in its own box.
    expect(container.querySelectorAll('.assistant-text > .assistant-text-block > p')).toHaveLength(200);
    // A reference link defined once at the end resolves in every block.
    expect(screen.getAllByRole('link', { name: 'ref link' })).toHaveLength(200);
    expect(screen.getAllByRole('link', { name: 'ref link' })[0]).toHaveAttribute(
      'href',
      'https://example.com/docs',
    );
    // A fence with a blank line inside stays one code block; an indented continuation stays in its item.
    const code = container.querySelectorAll('pre code');
    expect(code).toHaveLength(1);
    expect(code[0]!.textContent).toBe('const a = 1;\n\nconst b = 2;\n');
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('two');
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('still the second item');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(51);
  });

  it('thinking: open and live while running, then "Thought for N s · K steps"', async () => {
    const parts = parse([{ type: 'thinking', thoughts: ['Fetching quote...', 'Charting...'] }]);
    const live = await renderParts(parts, { running: true });
    const details = live.container.querySelector('details')!;
    expect(details.open).toBe(true);
    expect(details.querySelector('summary')).toHaveTextContent('Thinking… Charting...');
    live.unmount();
    const done = await renderParts(parts, { running: false, seconds: 4 });
    const collapsed = done.container.querySelector('details')!;
    expect(collapsed.open).toBe(false);
    expect(collapsed.querySelector('summary')).toHaveTextContent('Thought for 4 s · 2 steps');
  });

  it('chart: every series with a legend; x as dates or categories; "No data" for no points', async () => {
    stubCharts.length = 0;
    await renderParts(
      parse([
        {
          type: 'chart',
          payload: {
            chartId: 'c1',
            dataChart: {
              series: [
                {
                  name: 'AAPL',
                  points: [
                    { x: '2026-11-02', y: 1 },
                    { x: '2026-11-03', y: 2 },
                  ],
                },
                { name: 'MSFT', points: [{ x: '2026-11-02', y: 3 }] },
              ],
            },
          },
        },
        {
          type: 'chart',
          payload: {
            chartId: 'c2',
            dataChart: {
              series: [
                {
                  name: 'Weights',
                  points: [
                    { x: 'AAPL', y: 5 },
                    { x: 'MSFT', y: 7 },
                  ],
                },
              ],
            },
          },
        },
        {
          type: 'chart',
          payload: { chartId: 'empty', dataChart: { series: [{ name: 'Nothing', points: [] }] } },
        },
      ]),
    );
    const legend = screen.getAllByRole('list', { name: 'Legend' })[0]!;
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AAPL', 'MSFT']);
    await waitFor(() => expect(stubCharts).toHaveLength(2));
    expect(stubCharts[0]!.series.map((s) => s.data.length)).toEqual([2, 1]);
    expect(stubCharts[0]!.series[0]!.data[0]).toEqual({ time: '2026-11-02', value: 1 });
    expect(stubCharts[1]!.series[0]!.data).toEqual([
      { time: 1, value: 5 },
      { time: 2, value: 7 },
    ]);
    expect(screen.getByRole('note', { name: 'Chart: Nothing' })).toHaveTextContent('No data');
  });

  it('suggested actions: a prompt button sends its text as the next message', async () => {
    const user = userEvent.setup();
    const sendPrompt = vi.fn();
    await renderParts(
      parse([
        {
          type: 'suggested_actions',
          payload: {
            actionButtons: [
              { buttonId: 'b1', label: 'Buy 10 AAPL', prompt: { prompt: 'Buy 10 shares of AAPL' } },
            ],
          },
        },
      ]),
      { sendPrompt },
    );
    await user.click(screen.getByRole('button', { name: 'Buy 10 AAPL' }));
    expect(sendPrompt).toHaveBeenCalledWith('Buy 10 shares of AAPL');
  });

  it('custom: a quote card with the live price; an unknown kind as collapsed, escaped JSON', async () => {
    const { container } = await renderParts(
      parse([
        {
          type: 'custom',
          payload: {
            kind: 'quote_card',
            symbol: 'AAPL',
            price: '190.00',
            change: '1.00',
            change_percent: '0.53',
            previous_close: '189.00',
          },
        },
        { type: 'custom', payload: { kind: 'scorecard', html: '<img src=x onerror=alert(1)>' } },
      ]),
    );
    const card = screen.getByRole('region', { name: 'Quote card AAPL' });
    expect(within(card).getByRole('link', { name: 'AAPL' })).toBeInTheDocument();
    expect(within(card).getByLabelText('Live price').querySelectorAll('.quote-cell')).toHaveLength(3);
    const details = container.querySelector('details.assistant-custom') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')).toHaveTextContent('Custom content (scorecard)');
    expect(details.querySelector('pre')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('an unknown part type is one visible line', async () => {
    const parts = [MessageContentPart.parse({ type: 'video', url: 'https://x' })];
    await renderParts(parts);
    expect(screen.getByRole('note')).toHaveTextContent(
      'This reply contains a part this version cannot show (type video)',
    );
  });
});
