// `npm run bench -- <target> [options]`: performance figures, printed (not asserted).
import { benchAlerts } from './alerts.bench';
import { benchApi, benchApiDuringRun } from './api.bench';
import { benchBacktest } from './backtest.bench';
import { benchCsvImport } from './csv-import.bench';
import { benchEnginePool } from './engine-pool.bench';
import { benchImport } from './import.bench';
import { benchLoad } from './load.bench';
import { benchPortfolio } from './portfolio.bench';
import { benchRefresh } from './refresh.bench';
import { benchScore } from './score.bench';
import { benchScreener } from './screener.bench';
import { benchSearch } from './search.bench';
import { benchWeb } from './web.bench';

const TARGETS: Record<string, (args: string[]) => Promise<void>> = {
  alerts: benchAlerts,
  api: benchApi,
  backtest: benchBacktest,
  'csv-import': benchCsvImport,
  'during-run': benchApiDuringRun,
  'engine-pool': benchEnginePool,
  import: benchImport,
  load: benchLoad,
  portfolio: benchPortfolio,
  refresh: benchRefresh,
  score: benchScore,
  screener: benchScreener,
  search: benchSearch,
  web: benchWeb,
};

const [target, ...args] = process.argv.slice(2);
const run = target ? TARGETS[target] : undefined;
if (!run) {
  console.error(
    `Usage: npm run bench -- <${Object.keys(TARGETS).join('|')}> [--duration=SEC] [--connections=N] [--rounds=N]`,
  );
  process.exit(2);
}
await run(args);
