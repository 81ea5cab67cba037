// `npm run bench -- <target> [options]`: performance figures, printed (not asserted).
import { benchAlerts } from './alerts.bench';
import { benchApi, benchApiDuringRun } from './api.bench';
import { benchBacktest } from './backtest.bench';
import { benchCsvImport } from './csv-import.bench';
import { benchEnginePool } from './engine-pool.bench';
import { benchImport } from './import.bench';
import { benchLoad } from './load.bench';
import { benchPortfolio } from './portfolio.bench';
import { benchFilingsApply } from './refresh-filings.bench';
import { benchRefresh, REFRESH_BENCH_PARTS } from './refresh.bench';
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
  // The filings half alone, on its own kept database.
  'refresh-filings': async (args) => {
    await benchFilingsApply(args);
  },
  score: benchScore,
  screener: benchScreener,
  search: benchSearch,
  web: benchWeb,
};

// The refresh bench's second part: 300 companies' new filings on the day the prices part applied.
REFRESH_BENCH_PARTS.push(async ({ database, day, args }) => {
  const f = await benchFilingsApply(args, { database, day });
  return {
    part: `filings: ${f.companies} companies`,
    seconds: f.seconds,
    goal: '< 180 s at SEC rate',
    detail: `${f.rowsWritten} versions written, ${f.failed} failed, ${f.requests} requests (at most ${f.maxRequestsInOneSecond} in one second)`,
  };
});

const [target, ...args] = process.argv.slice(2);
const run = target ? TARGETS[target] : undefined;
if (!run) {
  console.error(
    `Usage: npm run bench -- <${Object.keys(TARGETS).join('|')}> [--duration=SEC] [--connections=N] [--rounds=N]`,
  );
  process.exit(2);
}
await run(args);
