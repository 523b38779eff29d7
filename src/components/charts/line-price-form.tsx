// A chart line's new price, typed in its row beside the chart (what the keyboard and screen readers
// use instead of a drag): a price field with the caller's check (its message shows under the field,
// nothing is done), submit with Enter or the button, Escape or Close to leave it. Orders' rows open
// the replace review with it, alerts' rows move the alert.
import { useId, useState, type FormEvent } from 'react';
import { DecimalField } from '@/components/form/fields';

export interface LinePriceFormProps {
  /**
   * The stem of the field's id (the line's kind and key); made unique per form, as two charts of the
   * workspace can show the same line.
   */
  id: string;
  /** The form's accessible name: "Modify Buy 5 AAPL Limit 182.50". */
  name: string;
  /** The field's label: "New limit price". */
  label: string;
  initial: string;
  submitText: string;
  /** The typed text's error, or the value to use (trimmed). */
  check: (text: string) => { error: string } | { value: string };
  onSubmit: (value: string) => void;
  onClose: () => void;
}

export function LinePriceForm({
  id,
  name,
  label,
  initial,
  submitText,
  check,
  onSubmit,
  onClose,
}: LinePriceFormProps) {
  const uniqueId = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(text);
    if ('error' in checked) setError(checked.error);
    else onSubmit(checked.value);
  };
  return (
    <form className="line-price-form" onSubmit={submit} aria-label={name} noValidate>
      <DecimalField
        id={`${id}${uniqueId}`}
        label={label}
        value={text}
        error={error}
        autoFocus
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            onClose();
          }
        }}
      />
      <button type="submit" className="primary">
        {submitText}
      </button>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </form>
  );
}
