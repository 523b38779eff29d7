// @vitest-environment jsdom
// The kit's form fields: the label names the control, the error text is tied to it, and what the
// user typed is never changed by the field.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choicesOf, DecimalField, SelectField, TextField } from '@/components/form/fields';
import { INPUT_LIMITS } from '@/lib/input-limits';

function Amount({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DecimalField id="amount" label="Limit price" value={value} onChange={setValue} error={error} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('form fields', () => {
  it('a decimal field keeps the text exactly as typed, with the decimal keyboard and the amount cap', async () => {
    render(<Amount />);
    const input = screen.getByLabelText('Limit price');
    await userEvent.type(input, '0012.5000');
    expect(screen.getByTestId('value').textContent).toBe('0012.5000');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('maxlength', String(INPUT_LIMITS.decimal));
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows its error under the control and ties it to it, without renaming the control', () => {
    render(<Amount error="Limit price must be greater than 0" />);
    const input = screen.getByLabelText('Limit price');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Limit price must be greater than 0');
    expect(document.getElementById('amount-error')?.textContent).toBe('Limit price must be greater than 0');
  });

  it('a select offers its choices after an optional empty one and reports the value chosen', async () => {
    function Side() {
      const [side, setSide] = useState<'BUY' | 'SELL' | ''>('');
      return (
        <>
          <SelectField
            label="Side"
            value={side}
            onChange={setSide}
            choices={choicesOf(['BUY', 'SELL'] as const, (s) => (s === 'BUY' ? 'Buy' : 'Sell'))}
            emptyLabel="Any"
          />
          <output data-testid="side">{side || 'none'}</output>
        </>
      );
    }
    render(<Side />);
    const select = screen.getByLabelText('Side');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Any', 'Buy', 'Sell']);
    await userEvent.selectOptions(select, 'Sell');
    expect(screen.getByTestId('side').textContent).toBe('SELL');
    await userEvent.selectOptions(select, 'Any');
    expect(screen.getByTestId('side').textContent).toBe('none');
  });

  it('a text field without an id still ties its error to the control', () => {
    render(<TextField label="Name" value="" onChange={() => {}} error="Enter a name" />);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name');
  });
});
