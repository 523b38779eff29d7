// The brokerage simulator: one deterministic in-memory world shared by the browser demo (msw),
// tests (msw/node) and the Node server. Plain TypeScript: no msw, no DOM.
import { createRng, type Rng } from './rng';
import { systemClock, type SandboxClock } from './clock';
import { Universe, type UniverseBenchOptions } from './universe/universe';
import { Market } from './market/market';
import { Brokerage } from './brokerage/brokerage';
import { Workspace } from './workspace/workspace';
import { FaultInjector } from './faults';
import { applyScenario, type ScenarioName } from './scenarios';

export interface SandboxOptions {
  /** Same seed → same universe, accounts and price paths. Default 42. */
  seed?: number;
  clock?: SandboxClock;
  /** Named starting states tests can ask for; see scenarios.ts. */
  scenarios?: ScenarioName[];
  /** Benchmarks only (never the demo's data): a larger world, see UniverseBenchOptions. */
  bench?: UniverseBenchOptions;
}

export class Sandbox {
  readonly seed: number;
  readonly clock: SandboxClock;
  readonly rng: Rng;
  readonly universe: Universe;
  readonly market: Market;
  readonly brokerage: Brokerage;
  readonly workspace: Workspace;
  readonly faults = new FaultInjector();
  private requestCounter = 0;

  constructor(options: SandboxOptions = {}) {
    this.seed = options.seed ?? 42;
    this.clock = options.clock ?? systemClock;
    this.rng = createRng(this.seed);
    this.universe = new Universe(this.rng.fork('universe'), this.clock, options.bench);
    this.market = new Market(this.universe, this.clock, this.rng.fork('market'));
    this.brokerage = new Brokerage(this.universe, this.market, this.clock, this.rng.fork('brokerage'));
    this.workspace = new Workspace(
      this.universe,
      this.market,
      this.brokerage,
      this.clock,
      this.rng.fork('workspace'),
    );
    for (const scenario of options.scenarios ?? []) this.applyScenario(scenario);
  }

  /** A fresh request id for an envelope (unique per sandbox, UUID-shaped). */
  nextRequestId(): string {
    this.requestCounter += 1;
    const counter = this.requestCounter.toString(16).padStart(12, '0');
    return `5a4db0c0-0000-4000-8000-${counter}`;
  }

  applyScenario(name: ScenarioName): void {
    applyScenario(this, name);
  }
}
