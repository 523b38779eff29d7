// @vitest-environment jsdom
// The instrument header shows each figure once, from one source (issue 26): change and volume from
// the live feed, never beside a REST snapshot's own change and volume.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

withSandbox(() => ({ scenarios: ['market-open'] }));

describe('instrument header', () => {
  it('shows change and volume once each, live', async () => {
    renderApp('/instruments/AAPL');
    const header = await screen.findByRole('region', { name: 'AAPL quote' }, { timeout: 5000 });
    await waitFor(() => expect(within(header).getByText('Prev close')).toBeInTheDocument());
    await waitFor(() => expect(within(header).getByText('Open')).toBeInTheDocument());
    const terms = within(header)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms.filter((t) => /change/i.test(t ?? ''))).toEqual(['Change']);
    expect(terms.filter((t) => /volume/i.test(t ?? ''))).toEqual(['Volume']);
    expect(terms).not.toContain('Midpoint');
    // The live strip holds both.
    const live = within(header).getByLabelText('AAPL live quote');
    expect(within(live).getByText('Change')).toBeInTheDocument();
    expect(within(live).getByText('Volume')).toBeInTheDocument();
  });
});
