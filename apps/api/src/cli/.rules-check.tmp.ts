import { parseEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../db/from-env';
import { printScoreRules } from '../jobs/data-report/score-rules';
import { servedScoreRuleRows } from '../modules/market-data/score-rules.repository';
const database = await openDatabase(databaseOptionsFromEnv(parseEnv(process.env)));
try {
  await printScoreRules(database.db);
  const served = (await servedScoreRuleRows(database.db))!;
  const core = ['value', 'growth', 'profitability', 'health', 'shareholderRetribution'];
  for (const sym of (process.env.SYMS ?? 'PMCB,DDT,CHEK,WETH').split(',')) {
    const r = served.rows.find((x) => x.symbol === sym);
    if (!r) {
      console.log(sym, 'not in run');
      continue;
    }
    console.log(
      sym,
      'score',
      r.evidentScore,
      'value',
      r.evidentScoreValue,
      'mcap',
      r.marketCap,
      'factors',
      core.map((f) => `${f}=${r.factors[f]?.value ?? 'null'}`).join(' '),
      'EY',
      r.metrics.earningsYield,
      'notes',
      JSON.stringify(r.notes),
    );
  }
  const top = served.rows
    .filter((r) => r.evidentScoreValue !== null)
    .sort((a, b) => b.evidentScoreValue! - a.evidentScoreValue!)
    .slice(0, 20);
  console.log('Top 20 by composite:');
  for (const r of top)
    console.log(
      `${r.symbol.padEnd(7)} mcap ${(r.marketCap === null ? 'n/a' : (r.marketCap / 1e6).toFixed(0) + 'M').padStart(9)} score ${r.evidentScore} value ${r.evidentScoreValue} factors ${core.filter((f) => r.factors[f]?.value != null).length}`,
    );
} finally {
  await database.close();
}
