// Order statuses the blotter groups into views, and which ones are still working.
import type { OrderStatus } from '@/api/schemas/orders';

export const TERMINAL_STATUSES: ReadonlySet<string> = new Set([
  'FILLED',
  'CANCELED',
  'REJECTED',
  'EXPIRED',
  'REPLACED',
]);

export const OPEN_STATUSES: OrderStatus[] = [
  'PENDING_NEW',
  'NEW',
  'PARTIALLY_FILLED',
  'PENDING_CANCEL',
  'PENDING_REPLACE',
  'DONE_FOR_DAY',
  'STOPPED',
  'SUSPENDED',
  'CALCULATED',
];

export const isOpenStatus = (status: string) => !TERMINAL_STATUSES.has(status);

/** An open order with no cancel or replace on its way can be replaced. */
export const canReplace = (status: string) =>
  isOpenStatus(status) && status !== 'PENDING_CANCEL' && status !== 'PENDING_REPLACE';

/** An open order can be cancelled unless a cancel is already on its way (a cancel supersedes a replace). */
export const canCancel = (status: string) => isOpenStatus(status) && status !== 'PENDING_CANCEL';

export type BlotterView = 'open' | 'filled' | 'canceled' | 'all';
export const BLOTTER_VIEWS: readonly BlotterView[] = ['open', 'filled', 'canceled', 'all'];

/** The statuses a view asks the server for (undefined: every status). */
export function statusesOfView(view: BlotterView): OrderStatus[] | undefined {
  switch (view) {
    case 'open':
      return OPEN_STATUSES;
    case 'filled':
      return ['FILLED', 'PARTIALLY_FILLED'];
    case 'canceled':
      return ['CANCELED', 'REJECTED', 'EXPIRED', 'REPLACED'];
    case 'all':
      return undefined;
  }
}

export function statusTone(status: string): 'good' | 'bad' | 'warn' | undefined {
  if (status === 'FILLED') return 'good';
  if (status === 'REJECTED' || status === 'EXPIRED' || status === 'CANCELED') return 'bad';
  if (status.startsWith('PENDING') || status === 'PARTIALLY_FILLED') return 'warn';
  return undefined;
}
