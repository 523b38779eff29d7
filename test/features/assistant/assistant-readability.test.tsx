// @vitest-environment jsdom
// The assistant as a trader reads it (issue 26): feedback buttons drawn without an emoji font, and
// one 52-week range: the assistant's answer and the instrument page's overview give the same low and
// high, both from the sandbox Market's daily highs and lows and today's session.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { assistantHarness } from './assistant-harness';

const h = assistantHarness();
const numbers = (text: string) => (text.match(/\d[\d,]*\.\d\d/g) ?? []).map((n) => n.replace(/,/g, ''));

describe('feedback', () => {
  it('draws its thumbs as SVG icons, not emoji that need a font', async () => {
    const { user } = await h.open();
    await h.ask(user, 'How is MSFT doing today?');
    const group = screen.getAllByRole('group', { name: 'Feedback' }).at(-1)!;
    for (const name of ['Helpful', 'Not helpful']) {
      const button = within(group).getByRole('button', { name });
      expect(button.querySelector('svg')).not.toBeNull();
      expect(button.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});

describe('the 52-week range', () => {
  it('is the same in the assistant and on the instrument page', async () => {
    const { user, router } = await h.open();
    await h.ask(user, 'How is AAPL doing today?');
    const reply = screen.getAllByRole('article', { name: 'Assistant' }).at(-1)!;
    const row = within(reply).getByRole('row', { name: /52-week range/ });
    const [low, high] = numbers(row.textContent ?? '');
    expect(Number(low)).toBeLessThan(Number(high));

    await act(() => router.navigate({ to: '/instruments/$instrument', params: { instrument: 'AAPL' } }));
    const bar = await screen.findByRole('figure', { name: '52-week range' }, { timeout: 8000 });
    await waitFor(() =>
      expect(numbers(bar.querySelector('.range-bar-row')?.textContent ?? '')).toEqual([low, high]),
    );
    const market = h.harness.sandbox.market.yearRange('AAPL');
    expect([market?.low, market?.high]).toEqual([low, high]);
  });
});
