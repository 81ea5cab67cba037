import { parseEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../db/from-env';
import { servedScoreRuleRows } from '../modules/market-data/score-rules.repository';
const database = await openDatabase(databaseOptionsFromEnv(parseEnv(process.env)));
try {
  const served = (await servedScoreRuleRows(database.db))!;
  for (const sym of process.env.SYMS!.split(',')) {
    const r = served.rows.find((x) => x.symbol === sym);
    if (!r) {
      console.log(sym, 'not in run');
      continue;
    }
    console.log(
      sym,
      'fin',
      r.isFinancial,
      'mcap',
      r.marketCap?.toExponential(2),
      'notes',
      JSON.stringify(r.notes),
    );
  }
} finally {
  await database.close();
}
