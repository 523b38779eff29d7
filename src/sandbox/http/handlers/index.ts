// Every operation handler of the sandbox, by operationId.
import type { OperationHandlers } from '../types';
import { accountHandlers } from './accounts';
import { orderHandlers } from './orders';
import { positionHandlers } from './positions';
import { instrumentHandlers } from './instruments';
import { newsHandlers } from './news';
import { calendarHandlers } from './calendar';
import { marketDataHandlers } from './market-data';
import { screenerHandlers } from './screener';
import { watchlistHandlers } from './watchlists';
import { assistantHandlers } from './assistant';
import { versionHandlers } from './version';

export const sandboxHandlers: OperationHandlers = {
  ...accountHandlers,
  ...orderHandlers,
  ...positionHandlers,
  ...instrumentHandlers,
  ...newsHandlers,
  ...calendarHandlers,
  ...marketDataHandlers,
  ...screenerHandlers,
  ...watchlistHandlers,
  ...assistantHandlers,
  ...versionHandlers,
};
