// @vitest-environment jsdom
// Free-text fields are capped (issue 17 §7): a pasted wall of text stops at the field's limit, so it
// never reaches a request, the URL or storage.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '@/lib/input-limits';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

withSandbox();

describe('free-text length caps', () => {
  it('stops a pasted filter at 200 characters, and the URL keeps no more', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/accounts');
    const name = await screen.findByLabelText('Name contains');
    await user.click(name);
    await user.paste('x'.repeat(5000));
    expect((name as HTMLInputElement).value).toHaveLength(INPUT_LIMITS.search);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(router.state.location.href.length).toBeLessThan(INPUT_LIMITS.search + 200);
  });

  it('caps the base URL and the token in Settings', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    const live = await screen.findByRole('radio', { name: /live/i });
    await user.click(live);
    const url = screen.getByLabelText('API base URL');
    await user.click(url);
    await user.paste(`https://example.com/${'a'.repeat(10_000)}`);
    expect((url as HTMLInputElement).value).toHaveLength(INPUT_LIMITS.url);
    const token = screen.getByLabelText('Access token');
    await user.click(token);
    await user.paste('t'.repeat(20_000));
    expect((token as HTMLInputElement).value).toHaveLength(INPUT_LIMITS.token);
  });
});
