// `npm run backtest [-- --start YYYY-MM-DD --end YYYY-MM-DD --cost 0.001 --in-sample-end YYYY-MM-DD]`
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { EnvError, parseEnv } from '../config/env';
import { DataFolderInUseError } from '../db/data-folder-lock';
import { openDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../db/from-env';
import { BacktestBusy, runBacktestJob } from '../jobs/backtest/backtest-job';
import { printResearchReport } from './research-report';

const pct = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(1)}%`);

async function main() {
  const { values } = parseArgs({
    options: {
      start: { type: 'string' },
      end: { type: 'string' },
      cost: { type: 'string' },
      'in-sample-end': { type: 'string' },
    },
    strict: true,
  });
  for (const key of ['start', 'end', 'in-sample-end'] as const) {
    const v = values[key];
    if (v !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(v)) {
      console.error(`--${key} must be a date written YYYY-MM-DD`);
      process.exit(2);
    }
  }
  const cost = values.cost === undefined ? undefined : Number(values.cost);
  if (cost !== undefined && !(cost >= 0 && cost < 0.1)) {
    console.error('--cost must be a fraction per unit of turnover, e.g. 0.001 for 10 bp');
    process.exit(2);
  }
  const database = await openDatabase(databaseOptionsFromEnv(parseEnv(process.env)));
  const bar = new cliProgress.SingleBar(
    { format: 'backtest [{bar}] {value}/{total} months | {eta}s left', clearOnComplete: true },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  try {
    await database.migrate();
    console.log('loading the universe…');
    const run = await runBacktestJob(database, {
      ...(values.start ? { start: values.start } : {}),
      ...(values.end ? { end: values.end } : {}),
      ...(cost !== undefined ? { costPerTurnover: cost } : {}),
      ...(values['in-sample-end'] ? { inSampleEnd: values['in-sample-end'] } : {}),
      onProgress: (done, total) => {
        if (!started) {
          bar.start(total, 0);
          started = true;
        }
        bar.update(done);
      },
    });
    bar.stop();
    const { result, params } = run;
    console.log(
      `Backtest ${run.id}: ${params.start} → ${params.end}, monthly, ${params.universe}, cost ${params.costPerTurnover * 1e4} bp, ${run.seconds.toFixed(1)} s`,
    );
    type Row = (typeof result.buckets)[number];
    const groups: (Row | (typeof result)['benchmark'])[] = [
      ...result.buckets,
      ...result.deciles.slice(-1),
      result.benchmark,
    ];
    const rows = groups.map((g) => ({
      group: g.label,
      CAGR: pct(g.all.cagr),
      'in-sample': pct(g.inSample.cagr),
      'held-out': pct(g.heldOut.cagr),
      vol: pct(g.all.volatility),
      'max DD': pct(g.all.maxDrawdown),
      Sharpe: g.all.sharpe === null ? 'n/a' : g.all.sharpe.toFixed(2),
      'hit 3y': 'hitRate' in g ? pct((g as Row).hitRate) : '',
      holdings: 'averageHoldings' in g ? (g as Row).averageHoldings.toFixed(0) : '',
    }));
    console.table(rows);
    console.log(
      `Missing next prices: ${result.missingPrices} of ${result.holdingsTotal} holdings.`,
    );
    // Issue 24: the fair value's most undervalued fifth against its most overvalued fifth.
    const fv = result.fairValue;
    if (fv) {
      console.log(
        `Fair value test: ${fv.rankedDates} month ends, about ${fv.averageRanked?.toFixed(0) ?? 0} members ranked${
          fv.latest ? `; median gap on ${fv.latest.date}: ${fv.latest.medianGap.toFixed(1)}%` : ''
        }`,
      );
      console.table(
        fv.horizons.map((h) => ({
          'held for': `${h.months} months`,
          undervalued: pct(h.undervaluedReturn),
          overvalued: pct(h.overvaluedReturn),
          difference: pct(h.difference),
          '95% interval': `${pct(h.differenceLow)} to ${pct(h.differenceHigh)}`,
          'undervalued better': pct(h.hitRate),
          months: h.observations,
        })),
      );
    }
    printResearchReport(result);
  } finally {
    bar.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError ||
      error instanceof DataFolderInUseError ||
      error instanceof BacktestBusy
      ? error.message
      : error,
  );
  process.exit(1);
});
