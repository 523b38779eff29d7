// Every field of a new order, each shown only when it applies to the chosen type, time in force,
// strategy and instrument. Ids are `ticket-<field>` so hotkeys and error messages can point at them.
import {
  applicableFields,
  label,
  ORDER_TYPES,
  SIDES,
  STRATEGIES,
  TIMES_IN_FORCE,
  type InstrumentTraits,
  type OrderDraft,
} from '../lib/order-draft';
import type { DraftField } from '../lib/validate-order';
import { newYorkLocalToUtc } from '../lib/market-local-time';
import { INPUT_LIMITS } from '@/lib/input-limits';

export interface OrderFieldsProps {
  draft: OrderDraft;
  traits: InstrumentTraits;
  errors: Partial<Record<DraftField, string>>;
  update: (patch: Partial<OrderDraft>, touched?: DraftField) => void;
  touch: (field: DraftField) => void;
}

function FieldError({ field, errors }: { field: DraftField; errors: OrderFieldsProps['errors'] }) {
  const message = errors[field];
  return message ? (
    <div id={`ticket-${field}-error`} className="field-error">
      {message}
    </div>
  ) : null;
}

const invalid = (field: DraftField, errors: OrderFieldsProps['errors']) =>
  errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `ticket-${field}-error` } : {};

const SIDE_LABELS: Record<string, string> = { BUY: 'Buy', SELL: 'Sell', SELL_SHORT: 'Sell short' };

export function OrderFields({ draft, traits, errors, update, touch }: OrderFieldsProps) {
  const applies = applicableFields(draft, traits);
  const utcExpiry = applies.expiresAt ? newYorkLocalToUtc(draft.expiresAtLocal) : undefined;
  return (
    <>
      <fieldset className="ticket-sides" {...invalid('side', errors)}>
        <legend>Side</legend>
        {SIDES.map((side) => (
          <label key={side} className={`side-choice side-${side.toLowerCase()}`}>
            <input
              type="radio"
              name="ticket-side"
              id={side === 'BUY' ? 'ticket-side' : undefined}
              value={side}
              checked={draft.side === side}
              onChange={() => update({ side }, 'side')}
            />
            {SIDE_LABELS[side]}
          </label>
        ))}
        <FieldError field="side" errors={errors} />
      </fieldset>

      <div className="ticket-row">
        <label>
          Quantity ({traits.isOption ? 'contracts' : 'shares'})
          <input
            maxLength={INPUT_LIMITS.decimal}
            id="ticket-quantity"
            inputMode="decimal"
            autoComplete="off"
            value={draft.quantity}
            onChange={(e) => update({ quantity: e.target.value })}
            onBlur={() => touch('quantity')}
            {...invalid('quantity', errors)}
          />
        </label>
        <label>
          Order type
          <select
            id="ticket-type"
            value={draft.orderType}
            onChange={(e) => update({ orderType: e.target.value as OrderDraft['orderType'] })}
          >
            {ORDER_TYPES.map((t) => (
              <option key={t} value={t}>
                {label(t)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FieldError field="quantity" errors={errors} />

      {(applies.limitPrice || applies.stopPrice) && (
        <div className="ticket-row">
          {applies.stopPrice && (
            <label>
              Stop price
              <input
                maxLength={INPUT_LIMITS.decimal}
                id="ticket-stopPrice"
                inputMode="decimal"
                autoComplete="off"
                value={draft.stopPrice}
                onChange={(e) => update({ stopPrice: e.target.value })}
                onBlur={() => touch('stopPrice')}
                {...invalid('stopPrice', errors)}
              />
            </label>
          )}
          {applies.limitPrice && (
            <label>
              Limit price
              <input
                maxLength={INPUT_LIMITS.decimal}
                id="ticket-limitPrice"
                inputMode="decimal"
                autoComplete="off"
                value={draft.limitPrice}
                onChange={(e) => update({ limitPrice: e.target.value })}
                onBlur={() => touch('limitPrice')}
                {...invalid('limitPrice', errors)}
              />
            </label>
          )}
        </div>
      )}
      <FieldError field="stopPrice" errors={errors} />
      <FieldError field="limitPrice" errors={errors} />

      {applies.trailingOffset && (
        <div className="ticket-row">
          <label>
            Trailing offset
            <input
              maxLength={INPUT_LIMITS.decimal}
              id="ticket-trailingOffset"
              inputMode="decimal"
              autoComplete="off"
              value={draft.trailingOffset}
              onChange={(e) => update({ trailingOffset: e.target.value })}
              onBlur={() => touch('trailingOffset')}
              {...invalid('trailingOffset', errors)}
            />
          </label>
          <label>
            Offset type
            <select
              id="ticket-trailingOffsetType"
              value={draft.trailingOffsetType}
              onChange={(e) =>
                update({ trailingOffsetType: e.target.value as OrderDraft['trailingOffsetType'] })
              }
            >
              <option value="PRICE">Price ($)</option>
              <option value="BPS">Basis points</option>
            </select>
          </label>
          {applies.limitOffset && (
            <label>
              Limit offset (signed, optional)
              <input
                maxLength={INPUT_LIMITS.decimal}
                id="ticket-limitOffset"
                inputMode="decimal"
                autoComplete="off"
                value={draft.limitOffset}
                onChange={(e) => update({ limitOffset: e.target.value })}
                onBlur={() => touch('limitOffset')}
                {...invalid('limitOffset', errors)}
              />
            </label>
          )}
        </div>
      )}
      <FieldError field="trailingOffset" errors={errors} />
      <FieldError field="limitOffset" errors={errors} />

      <div className="ticket-row">
        <label>
          Time in force
          <select
            id="ticket-tif"
            value={draft.timeInForce}
            onChange={(e) => update({ timeInForce: e.target.value as OrderDraft['timeInForce'] })}
          >
            {TIMES_IN_FORCE.map((t) => (
              <option key={t} value={t}>
                {label(t)}
              </option>
            ))}
          </select>
        </label>
        {applies.expiresAt && (
          <label>
            Expires at (New York time, ET)
            <input
              id="ticket-expiresAt"
              type="datetime-local"
              value={draft.expiresAtLocal}
              onChange={(e) => update({ expiresAtLocal: e.target.value }, 'expiresAt')}
              {...invalid('expiresAt', errors)}
            />
          </label>
        )}
      </div>
      {utcExpiry && <div className="muted">Sent as {utcExpiry} (UTC)</div>}
      <FieldError field="expiresAt" errors={errors} />

      <div className="ticket-row">
        <label>
          Execution strategy
          <select
            id="ticket-strategy"
            value={draft.strategyType}
            onChange={(e) =>
              update({ strategyType: e.target.value as OrderDraft['strategyType'] }, 'strategy')
            }
            {...invalid('strategy', errors)}
          >
            {STRATEGIES.map((s) => (
              <option
                key={s}
                value={s}
                disabled={s !== 'SOR' && !applies.timedStrategy && draft.strategyType !== s}
              >
                {s === 'SOR' ? 'SOR (smart order routing)' : s}
              </option>
            ))}
          </select>
        </label>
        {applies.extendedHours && (
          <label className="inline">
            <input
              id="ticket-extendedHours"
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
      <FieldError field="strategy" errors={errors} />
      <FieldError field="extendedHours" errors={errors} />
      {draft.strategyType !== 'SOR' && applies.timedStrategy && (
        <div className="ticket-row">
          <label>
            Start (New York time, ET)
            <input
              id="ticket-strategyStart"
              type="datetime-local"
              value={draft.strategyStartLocal}
              onChange={(e) => update({ strategyStartLocal: e.target.value }, 'strategyStart')}
              {...invalid('strategyStart', errors)}
            />
          </label>
          <label>
            End (New York time, ET)
            <input
              id="ticket-strategyEnd"
              type="datetime-local"
              value={draft.strategyEndLocal}
              onChange={(e) => update({ strategyEndLocal: e.target.value }, 'strategyEnd')}
              {...invalid('strategyEnd', errors)}
            />
          </label>
        </div>
      )}
      <FieldError field="strategyStart" errors={errors} />
      <FieldError field="strategyEnd" errors={errors} />

      <fieldset className="ticket-identify">
        <legend>Identify the instrument by</legend>
        <label className="inline">
          <input
            type="radio"
            name="ticket-identify"
            checked={!draft.sendInstrumentId}
            onChange={() => update({ sendInstrumentId: false })}
          />
          Symbol
        </label>
        <label className="inline">
          <input
            type="radio"
            name="ticket-identify"
            checked={draft.sendInstrumentId}
            onChange={() => update({ sendInstrumentId: true })}
          />
          Instrument id
        </label>
      </fieldset>
    </>
  );
}
