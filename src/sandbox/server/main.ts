// `npm run sandbox`: the brokerage simulator on 127.0.0.1:4010 (HTTP + L1 WebSocket).
// Options: --port N (or SANDBOX_PORT), --host H, --seed N (or SANDBOX_SEED), --scenario NAME (repeatable),
// --fault operationId=STATUS (repeatable, e.g. --fault submit_orders=500), --log, --strict-openapi
// (only the OpenAPI document's enum values, for strict vendor clients).
import { startSandboxServer } from './server';
import { isScenarioName, scenarioNames, type ScenarioName } from '../engine/scenarios';
import type { OperationFault } from '../engine/faults';

function parseArgs(argv: string[]) {
  const out = {
    port: Number(process.env.SANDBOX_PORT ?? 4010),
    host: process.env.SANDBOX_HOST ?? '127.0.0.1',
    seed: Number(process.env.SANDBOX_SEED ?? 42),
    scenarios: [] as ScenarioName[],
    faults: {} as Record<string, OperationFault>,
    log: false,
    strictOpenApi: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => argv[++i] ?? '';
    if (arg === '--port') out.port = Number(next());
    else if (arg === '--host') out.host = next();
    else if (arg === '--seed') out.seed = Number(next());
    else if (arg === '--log') out.log = true;
    else if (arg === '--strict-openapi') out.strictOpenApi = true;
    else if (arg === '--scenario') {
      const name = next();
      if (!isScenarioName(name))
        throw new Error(`unknown scenario "${name}"; known: ${scenarioNames.join(', ')}`);
      out.scenarios.push(name);
    } else if (arg === '--fault') {
      const [op, status] = next().split('=');
      if (!op || !status) throw new Error('--fault takes operationId=STATUS');
      out.faults[op] = { status: Number(status) };
    } else if (arg === '--help') {
      console.log(
        'npm run sandbox -- [--port 4010] [--host 127.0.0.1] [--seed 42] [--scenario NAME] [--fault op=STATUS] [--log] [--strict-openapi]',
      );
      process.exit(0);
    } else throw new Error(`unknown option ${arg}`);
  }
  return out;
}

const args = parseArgs(process.argv.slice(2));
const server = await startSandboxServer(args);
console.log(`Sandbox listening on ${server.url} (WebSocket ${server.wsUrl}), seed ${args.seed}`);
if (args.scenarios.length) console.log(`Scenarios: ${args.scenarios.join(', ')}`);
console.log('Any non-empty bearer token is accepted. Ctrl+C to stop.');
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
