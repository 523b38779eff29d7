// Named, repeatable starting states for tests and demos ("margin account near a margin call", ...).
// It takes the parts it drives (not the Sandbox), so sandbox.ts can import it without a cycle.
import type { Brokerage } from './brokerage/brokerage';
import type { Market } from './market/market';

/** What a scenario changes: the brokerage's accounts and the market's session. */
export interface ScenarioTarget {
  brokerage: Pick<
    Brokerage,
    'applyMarginCallScenario' | 'setVenueRejects' | 'revokeAllAccess' | 'clearPortfolios' | 'addBulkAccounts'
  >;
  market: Pick<Market, 'forceSession'>;
}

export const scenarioNames = [
  /** Every account's positions are marked so the first margin account sits just above maintenance. */
  'margin-call',
  /** The venue rejects every new order (REJECTED with a reason in `details`). */
  'venue-rejects',
  /** The market is closed whatever the wall clock says. */
  'market-closed',
  /** The market is open (regular session) whatever the wall clock says. */
  'market-open',
  /** The caller may access no account: every account endpoint answers 403. */
  'no-permission',
  /** No positions and no orders in any account. */
  'empty-portfolio',
  /** 10,000 more accounts (ids from 200000), for list performance. */
  'many-accounts',
] as const;

export type ScenarioName = (typeof scenarioNames)[number];

export function isScenarioName(value: string): value is ScenarioName {
  return (scenarioNames as readonly string[]).includes(value);
}

export function applyScenario(sandbox: ScenarioTarget, name: ScenarioName): void {
  switch (name) {
    case 'margin-call':
      sandbox.brokerage.applyMarginCallScenario();
      return;
    case 'venue-rejects':
      sandbox.brokerage.setVenueRejects(true);
      return;
    case 'market-closed':
      sandbox.market.forceSession('closed');
      return;
    case 'market-open':
      sandbox.market.forceSession('regular');
      return;
    case 'no-permission':
      sandbox.brokerage.revokeAllAccess();
      return;
    case 'empty-portfolio':
      sandbox.brokerage.clearPortfolios();
      return;
    case 'many-accounts':
      sandbox.brokerage.addBulkAccounts(10_000);
      return;
  }
}
