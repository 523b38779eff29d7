// Every field of a new order, each shown only when it applies to the chosen type, time in force,
// strategy and instrument. Ids are this ticket's own (ticket-ids.ts), so hotkeys and error messages
// point at its fields and never at another ticket's on the same page.
import {
  applicableFields,
  OPTION_INTENT_LABELS,
  OPTION_INTENTS,
  type InstrumentTraits,
  type OptionIntent,
  type OrderDraft,
} from '../lib/order-draft';
import {
  enumWords,
  ORDER_SIDES,
  ORDER_TYPES,
  sideWords,
  STRATEGIES,
  TIMES_IN_FORCE,
} from '@/domain/order-vocabulary';
import type { DraftField } from '../lib/validate-order';
import { newYorkLocalToUtc } from '../lib/market-local-time';
import { choicesOf, DecimalField, SelectField, TextField, type Choice } from '@/components/form/fields';
import { RadioGroup } from '@/components/form/radio-group';
import type { TicketIds } from './ticket-ids';

export interface OrderFieldsProps {
  /** This ticket's element ids. */
  ids: TicketIds;
  draft: OrderDraft;
  traits: InstrumentTraits;
  errors: Partial<Record<DraftField, string>>;
  update: (patch: Partial<OrderDraft>, touched?: DraftField) => void;
  touch: (field: DraftField) => void;
  /** Options: the intent in force (chosen, or derived from the side and the position). */
  intent?: OptionIntent | '' | undefined;
  /** Options: the intents the position allows (the others are shown disabled). */
  offered?: ReadonlySet<OptionIntent> | undefined;
  /** What the account holds of the instrument, in words (under the sides). */
  positionText?: React.ReactNode;
}

const INTENT_HINTS: Record<OptionIntent, string> = {
  BUY_TO_OPEN: 'Opens or adds to a long position',
  SELL_TO_CLOSE: 'Closes contracts you hold',
  SELL_TO_OPEN: 'Writes contracts: opens or adds to a short position',
  BUY_TO_CLOSE: 'Closes contracts you are short',
};

function FieldError({
  field,
  errors,
  ids,
}: Pick<OrderFieldsProps, 'errors' | 'ids'> & { field: DraftField }) {
  const message = errors[field];
  return message ? (
    <div id={ids.errorOf(field)} className="field-error">
      {message}
    </div>
  ) : null;
}

const invalid = (field: DraftField, { errors, ids }: Pick<OrderFieldsProps, 'errors' | 'ids'>) =>
  errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': ids.errorOf(field) } : {};

type AmountField = 'quantity' | 'stopPrice' | 'limitPrice' | 'trailingOffset' | 'limitOffset';

const ORDER_TYPE_CHOICES = choicesOf(ORDER_TYPES, enumWords);
const TIF_CHOICES = choicesOf(TIMES_IN_FORCE, enumWords);
const OFFSET_TYPE_CHOICES: Choice<OrderDraft['trailingOffsetType']>[] = [
  { value: 'PRICE', label: 'Price ($)' },
  { value: 'BPS', label: 'Basis points' },
];

interface SideChoice {
  value: string;
  label: string;
  /** The class suffix: side-buy, side-sell, side-sell_short. */
  tone: string;
  checked: boolean;
  /** Options: the position allows it (the others are shown disabled, with why in the title). */
  allowed: boolean;
  title?: string | undefined;
  patch: Partial<OrderDraft>;
}

/** A stock's sides, or an option's four open / close intents. */
function sideChoices(
  draft: OrderDraft,
  traits: InstrumentTraits,
  intent: OrderFieldsProps['intent'],
  offered: OrderFieldsProps['offered'],
): SideChoice[] {
  if (!traits.isOption)
    return ORDER_SIDES.map((side) => ({
      value: side,
      label: sideWords(side),
      tone: side.toLowerCase(),
      checked: draft.side === side,
      allowed: true,
      patch: { side },
    }));
  return OPTION_INTENTS.map((choice) => {
    const allowed = offered?.has(choice) ?? true;
    return {
      value: choice,
      label: OPTION_INTENT_LABELS[choice],
      tone: choice.startsWith('BUY') ? 'buy' : 'sell',
      checked: intent === choice,
      allowed,
      title: allowed ? INTENT_HINTS[choice] : `${INTENT_HINTS[choice]}: does not fit the position`,
      patch: { optionIntent: choice },
    };
  });
}

export function OrderFields({
  ids,
  draft,
  traits,
  errors,
  update,
  touch,
  intent,
  offered,
  positionText,
}: OrderFieldsProps) {
  const applies = applicableFields(draft, traits);
  const sides = sideChoices(draft, traits, intent, offered);
  const utcExpiry = applies.expiresAt ? newYorkLocalToUtc(draft.expiresAtLocal) : undefined;
  const amount = (field: AmountField, text: string) => (
    <DecimalField
      id={ids.of(field)}
      label={text}
      value={draft[field]}
      onChange={(value) => update({ [field]: value })}
      onBlur={() => touch(field)}
      error={errors[field]}
    />
  );
  const when = (
    key: 'expiresAtLocal' | 'strategyStartLocal' | 'strategyEndLocal',
    field: 'expiresAt' | 'strategyStart' | 'strategyEnd',
    text: string,
  ) => (
    <TextField
      id={ids.of(field)}
      type="datetime-local"
      label={`${text} (New York time, ET)`}
      value={draft[key]}
      onChange={(value) => update({ [key]: value }, field)}
      error={errors[field]}
    />
  );
  return (
    <>
      <RadioGroup
        className={traits.isOption ? 'ticket-sides ticket-intents' : 'ticket-sides'}
        {...invalid('side', { errors, ids })}
        legend={traits.isOption ? 'Side (open or close)' : 'Side'}
        name={ids.of('side')}
        firstId={ids.of('side')}
        options={sides.map((choice) => ({
          value: choice.value,
          label: choice.label,
          title: choice.title,
          className: `side-choice side-${choice.tone}${choice.allowed ? '' : ' is-unavailable'}`,
          disabled: !choice.allowed && !choice.checked,
        }))}
        value={sides.find((choice) => choice.checked)?.value}
        onChange={(value) => {
          const choice = sides.find((c) => c.value === value);
          if (choice) update(choice.patch, 'side');
        }}
      >
        {positionText && (
          <div className="ticket-position muted" aria-label="Position">
            {positionText}
          </div>
        )}
        <FieldError field="side" errors={errors} ids={ids} />
      </RadioGroup>

      <div className="ticket-row">
        {amount('quantity', `Quantity (${traits.isOption ? 'contracts' : 'shares'})`)}
        <SelectField
          id={ids.of('type')}
          label="Order type"
          value={draft.orderType}
          onChange={(orderType) => orderType && update({ orderType })}
          choices={ORDER_TYPE_CHOICES}
        />
      </div>

      {(applies.limitPrice || applies.stopPrice) && (
        <div className="ticket-row">
          {applies.stopPrice && amount('stopPrice', 'Stop price')}
          {applies.limitPrice && amount('limitPrice', 'Limit price')}
        </div>
      )}

      {applies.trailingOffset && (
        <div className="ticket-row">
          {amount('trailingOffset', 'Trailing offset')}
          <SelectField
            id={ids.of('trailingOffsetType')}
            label="Offset type"
            value={draft.trailingOffsetType}
            onChange={(trailingOffsetType) => trailingOffsetType && update({ trailingOffsetType })}
            choices={OFFSET_TYPE_CHOICES}
          />
          {applies.limitOffset && amount('limitOffset', 'Limit offset (signed, optional)')}
        </div>
      )}

      <div className="ticket-row">
        <SelectField
          id={ids.of('timeInForce')}
          label="Time in force"
          value={draft.timeInForce}
          onChange={(timeInForce) => timeInForce && update({ timeInForce })}
          choices={TIF_CHOICES}
        />
        {applies.expiresAt && when('expiresAtLocal', 'expiresAt', 'Expires at')}
      </div>
      {utcExpiry && <div className="muted">Sent as {utcExpiry} (UTC)</div>}

      <div className="ticket-row">
        <SelectField
          id={ids.of('strategy')}
          label="Execution strategy"
          value={draft.strategyType}
          onChange={(strategyType) => strategyType && update({ strategyType }, 'strategy')}
          choices={STRATEGIES.map((s) => ({
            value: s,
            label: s === 'SOR' ? 'SOR (smart order routing)' : s,
            disabled: s !== 'SOR' && !applies.timedStrategy && draft.strategyType !== s,
          }))}
          error={errors.strategy}
        />
        {applies.extendedHours && (
          <label className="inline">
            <input
              id={ids.of('extendedHours')}
              type="checkbox"
              checked={draft.extendedHours}
              onChange={(e) => update({ extendedHours: e.target.checked })}
            />
            Extended hours
          </label>
        )}
      </div>
      {!applies.timedStrategy && draft.strategyType === 'SOR' && (
        <div className="muted">
          VWAP and TWAP: MARKET or LIMIT orders with DAY time in force, not OTC stocks or options.
        </div>
      )}
      <FieldError field="extendedHours" errors={errors} ids={ids} />
      {draft.strategyType !== 'SOR' && applies.timedStrategy && (
        <div className="ticket-row">
          {when('strategyStartLocal', 'strategyStart', 'Start')}
          {when('strategyEndLocal', 'strategyEnd', 'End')}
        </div>
      )}
    </>
  );
}
