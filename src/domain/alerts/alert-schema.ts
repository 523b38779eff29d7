// A price alert as this browser keeps it (localStorage, versioned): the zod schema is the one source
// of the type and the check every stored copy passes before it is used.
import { z } from 'zod';
import { isPlainDecimal } from '@/domain/decimal/exact';
import { INPUT_LIMITS } from '@/lib/input-limits';

/** What an alert watches: a quote field, or the change from the previous close in percent. */
export const AlertField = z.enum(['last', 'bid', 'ask', 'change_percent']);
export type AlertField = z.infer<typeof AlertField>;
export const ALERT_FIELDS = AlertField.options;

/** "above": fires at or above the level; "below": at or below it. */
export const AlertDirection = z.enum(['above', 'below']);
export type AlertDirection = z.infer<typeof AlertDirection>;

export const AlertStatus = z.enum(['armed', 'triggered']);
export type AlertStatus = z.infer<typeof AlertStatus>;

const decimalText = z.string().max(INPUT_LIMITS.decimal).refine(isPlainDecimal, 'not a plain decimal');
const isoTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not a time');

/** What the user sets: the symbol, the condition and its level (a price, or percent units). */
export const AlertCondition = z.object({
  symbol: z.string().min(1).max(INPUT_LIMITS.symbol),
  field: AlertField,
  direction: AlertDirection,
  value: decimalText,
});
export type AlertCondition = z.infer<typeof AlertCondition>;

export const Alert = AlertCondition.extend({
  id: z.string().min(1).max(64),
  status: AlertStatus,
  createdAt: isoTime,
  /** When it was last armed (created, edited, moved or re-armed). */
  armedAt: isoTime,
  triggeredAt: isoTime.nullable(),
  /** The price (or change %) that fired it. */
  triggeredValue: decimalText.nullable(),
});
export type Alert = z.infer<typeof Alert>;

export const ALERT_STORAGE_KEY = 'terminal.alerts.v1';
/** Where an unreadable copy is set aside, so nothing the user set is silently destroyed. */
export const ALERT_STORAGE_BACKUP_KEY = 'terminal.alerts.v1.unreadable';
/** Enough for any trader; a cap keeps a runaway script from filling storage. */
export const MAX_ALERTS = 500;

export const StoredAlerts = z.object({
  version: z.literal(1),
  alerts: z.array(Alert).max(MAX_ALERTS),
});
export type StoredAlerts = z.infer<typeof StoredAlerts>;
