// `npm run data:report [-- --json]`: coverage, counts per exchange and sector, and anomalies of
// the loaded market data (PGlite under DATA_DIR, or DATABASE_URL).
import { parseArgs } from 'node:util';
import { EnvError, parseEnv } from '../config/env';
import { DataFolderInUseError } from '../db/data-folder-lock';
import { openDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../db/from-env';
import { buildDataReport } from '../jobs/data-report/data-report';
import { printListingKinds } from '../jobs/data-report/listing-kinds';
import { printScoreRules } from '../jobs/data-report/score-rules';
import { investableLines } from '../jobs/data-report/investable';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

async function main() {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
  const database = await openDatabase(databaseOptionsFromEnv(parseEnv(process.env)));
  try {
    await database.migrate();
    const report = await buildDataReport(database.db);
    if (values.json) {
      console.log(JSON.stringify(report, null, 2));
      return;
    }
    console.log('Rows per table');
    for (const [table, n] of Object.entries(report.totals))
      console.log(`  ${table.padEnd(22)}${String(n).padStart(10)}`);

    console.log('\nCoverage (share of non-empty values)');
    for (const c of report.coverage) {
      console.log(`  ${c.table}${c.segment === 'all' ? '' : ` [${c.segment}]`} — ${c.rows} rows`);
      const cells = Object.entries(c.columns).map(([col, v]) => `${col} ${pct(v)}`);
      for (let i = 0; i < cells.length; i += 4)
        console.log(`    ${cells.slice(i, i + 4).join('   ')}`);
    }

    console.log('\nCompanies per exchange');
    for (const e of report.byExchange) {
      console.log(
        `  ${e.exchange.padEnd(14)}${String(e.companies).padStart(6)} companies, ${e.withFundamentals} with fundamentals, ${e.withPrices} with daily prices`,
      );
    }
    console.log('\nCompanies per sector');
    for (const s of report.bySector)
      console.log(`  ${s.sector.padEnd(26)}${String(s.companies).padStart(6)}`);

    console.log('\nFactor coverage of the served score run');
    const fc = report.factorCoverage;
    if (fc === null) console.log('  no score run yet (npm run score)');
    else {
      console.log(
        `  as of ${fc.asOf}; share of companies with each factor and with all ${fc.factors.length}`,
      );
      const head = fc.factors.map((f) => f.name.padStart(19)).join('');
      console.log(`  ${'group'.padEnd(36)}${'companies'.padStart(10)}${head}${'all'.padStart(8)}`);
      for (const g of fc.groups) {
        const cells = fc.factors.map((f) => pct(g.withFactor[f.id] ?? 0).padStart(19)).join('');
        console.log(
          `  ${g.group.padEnd(36)}${String(g.companies).padStart(10)}${cells}${pct(g.withAll).padStart(8)}`,
        );
      }
    }

    console.log('\nFair value of the served score run (gap = fair value vs last close)');
    const fv = report.fairValue;
    if (fv === null) console.log('  no score run yet (npm run score)');
    else {
      const gap = (g: number | null) => (g === null ? 'n/a' : `${g.toFixed(1)}%`);
      console.log(
        `  ${'group'.padEnd(24)}${'companies'.padStart(10)}${'with one'.padStart(10)}${'median gap'.padStart(12)}${'quartiles'.padStart(22)}`,
      );
      for (const g of fv.groups) {
        console.log(
          `  ${g.group.padEnd(24)}${String(g.companies).padStart(10)}${String(g.withFairValue).padStart(10)}${gap(g.medianGap).padStart(12)}${`${gap(g.lowerQuartileGap)} to ${gap(g.upperQuartileGap)}`.padStart(22)}`,
        );
      }
    }

    printListingKinds(report.listingKinds, (line) => console.log(line));
    await printScoreRules(database.db);
    console.log('\nInvestable universe of the served score run (ADR 049)');
    for (const line of investableLines(report.investable)) console.log(line);

    console.log('\nAnomalies');
    for (const [kind, n] of Object.entries(report.anomalies.counts))
      console.log(`  ${kind.padEnd(26)}${String(n).padStart(6)}`);
    if (report.anomalies.examples.length > 0) {
      console.log('\nExamples');
      for (const a of report.anomalies.examples)
        console.log(`  [${a.kind}] ${a.symbol}: ${a.detail}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError || error instanceof DataFolderInUseError ? error.message : error,
  );
  process.exit(1);
});
