// "Set alert" / "Edit alert": the symbol, the condition (last, bid or ask rising to or falling to a
// price; the change from the previous close in percent) and the level, with the live quote beside it.
// The level is checked as typed (alerts/alert-input.ts): an error shows under the field and nothing is
// saved. It says when the level is already reached, since such an alert fires as soon as it is saved.
import { useRef, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { DecimalField, SelectField, TextField, type Choice } from '@/components/form/fields';
import { INPUT_LIMITS } from '@/lib/input-limits';
import { parseSymbolList } from '@/lib/instrument-symbol';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useQuote } from '@/live/hooks';
import type { Quote } from '@/live/quote-store';
import { formatPercentChange, formatPrice } from '@/domain/decimal/format';
import { ALERT_FIELDS, type Alert, type AlertDirection, type AlertField } from '@/domain/alerts/alert-schema';
import {
  changePercent,
  conditionWords,
  FIELD_WORDS,
  formatAlertValue,
  observedValue,
  reached,
  referencePrice,
} from '@/domain/alerts/alert-condition';
import { validateAlertInput } from '@/domain/alerts/alert-input';
import { addAlert, updateAlert } from '@/domain/alerts/alert-store';
import { pushToast } from '@/lib/toast-store';

type ConditionKey = `${AlertField}:${AlertDirection}`;

const CONDITIONS: Choice<ConditionKey>[] = ALERT_FIELDS.flatMap((field) =>
  (['above', 'below'] as const).map((direction) => ({
    value: `${field}:${direction}` as ConditionKey,
    label: conditionWords(field, direction),
  })),
);

function splitCondition(key: ConditionKey): { field: AlertField; direction: AlertDirection } {
  const [field, direction] = key.split(':') as [AlertField, AlertDirection];
  return { field, direction };
}

export interface AlertDialogProps {
  /** The symbol of a new alert (may be empty: the user types one). */
  symbol?: string;
  /** The alert being edited. */
  alert?: Alert;
  onClose: () => void;
}

export function AlertDialog({ symbol: initialSymbol = '', alert, onClose }: AlertDialogProps) {
  const [symbol, setSymbol] = useState(alert?.symbol ?? initialSymbol);
  const [condition, setCondition] = useState<ConditionKey>(
    alert ? `${alert.field}:${alert.direction}` : 'last:above',
  );
  const [valueText, setValueText] = useState(alert?.value ?? '');
  const [errors, setErrors] = useState<{ symbol?: string; value?: string }>({});
  // The level is what the trader types first once the symbol is known.
  const valueRef = useRef<HTMLInputElement>(null);
  const symbolKnown = alert !== undefined || initialSymbol !== '';
  const { field, direction } = splitCondition(condition);
  // The quote of what is typed, once typing pauses (a symbol given by the caller at once).
  const settled = useDebouncedValue(symbol, symbol === initialSymbol ? 0 : 400);
  const parsed = parseSymbolList(settled);
  const quote = useQuote(
    parsed.invalid.length === 0 && parsed.symbols.length === 1 ? parsed.symbols[0] : null,
  );
  const reference = referencePrice(quote, field);
  const observed = observedValue(quote, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateAlertInput({ symbol, field, direction, valueText, reference });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    const saved = alert ? updateAlert(alert.id, result.condition) : addAlert(result.condition);
    if (!saved) {
      setErrors({ value: 'The alert list is full (500 alerts): delete some on the Alerts screen first.' });
      return;
    }
    pushToast({
      kind: 'success',
      title: alert ? 'Alert updated and armed' : 'Alert armed',
      message: `${saved.symbol}: ${conditionWords(saved.field, saved.direction).toLowerCase()} ${formatAlertValue(saved.field, saved.value)}.`,
    });
    onClose();
  };

  const typedLevel = valueText.trim();
  const alreadyThere =
    observed !== undefined &&
    typedLevel !== '' &&
    !errors.value &&
    reached({ direction, value: typedLevel }, observed);
  const label =
    field === 'change_percent' ? 'Change % from the previous close' : `${FIELD_WORDS[field]} price`;

  return (
    <Dialog
      title={
        alert
          ? `Edit alert on ${alert.symbol}`
          : symbol.trim()
            ? `Set alert on ${symbol.trim().toUpperCase()}`
            : 'Set alert'
      }
      description="Alerts run only while this terminal is open: the Trading API has no server-side alerts."
      onCancel={onClose}
      className="alert-dialog"
      {...(symbolKnown ? { initialFocus: valueRef } : {})}
    >
      <form onSubmit={submit} noValidate aria-label="Alert">
        <TextField
          id="alert-symbol"
          label="Symbol"
          value={symbol}
          maxLength={INPUT_LIMITS.symbol}
          autoComplete="off"
          spellCheck={false}
          readOnly={symbolKnown}
          error={errors.symbol}
          onChange={(v) => {
            setSymbol(v);
            setErrors((e) => ({ ...e, symbol: undefined }));
          }}
        />
        <LiveLine quote={quote} />
        <SelectField
          id="alert-condition"
          label="Condition"
          value={condition}
          choices={CONDITIONS}
          onChange={(v) => {
            if (v) setCondition(v);
            setErrors((e) => ({ ...e, value: undefined }));
          }}
        />
        <DecimalField
          ref={valueRef}
          id="alert-value"
          label={label}
          value={valueText}
          placeholder={
            field === 'change_percent'
              ? 'e.g. 3 or -2.5'
              : `e.g. ${reference ? formatPrice(reference, { grouping: false }) : '101.25'}`
          }
          error={errors.value}
          onChange={(v) => {
            setValueText(v);
            setErrors((e) => ({ ...e, value: undefined }));
          }}
        />
        <p className="muted alert-rule" role={alreadyThere ? 'status' : undefined}>
          {alreadyThere
            ? `${FIELD_WORDS[field]} is already ${formatAlertValue(field, observed)}: this alert fires as soon as you save it.`
            : 'It fires once, at the first quote at or beyond the level (at once if the level is already reached), then turns off until you re-arm it.'}
        </p>
        <div className="modal-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary">
            {alert ? 'Save and arm' : 'Set alert'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function LiveLine({ quote }: { quote: Quote | undefined }) {
  if (!quote)
    return (
      <div className="muted alert-live" role="group" aria-label="Price now">
        No quote yet.
      </div>
    );
  const change = changePercent(quote);
  return (
    <div className="muted alert-live mono" role="group" aria-label="Price now">
      Last {formatPrice(quote.last_price)} · Bid {formatPrice(quote.bid)} · Ask {formatPrice(quote.ask)} ·
      Change {change === undefined ? '—' : formatPercentChange(change)}
    </div>
  );
}
