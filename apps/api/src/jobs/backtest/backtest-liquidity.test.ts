import { rmSync } from 'node:fs';
import { evidenceResponse } from '@evident/contracts/evidence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateIn } from '../../i18n/format';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { backtestSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { importSnapshot } from '../snapshot-import/snapshot-import';
import { runBacktestJob } from './backtest-job';

/** Weekdays from `from` to `to`, inclusive. */
function weekdays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 864e5) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/**
 * ADR 049: the backtest applies the investable universe's liquidity floor from the first date
 * whose three months the daily volumes cover, and the evidence page says from when, in plain
 * words, in every language.
 */
describe('the liquidity floor in the backtest job and on the evidence page', () => {
  let t: TestApp;
  let dir: string;
  const evidence = async (language: string) => {
    const res = await t.app.inject({
      url: '/api/v1/evidence',
      headers: { 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return evidenceResponse.parse(res.json()).data!;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const files = backtestSnapshot();
    // Daily sessions from Monday 2025-09-01 to 2026-05-29: six companies trade 1,000 shares a day
    // (about $25,000), six a million.
    for (let i = 0; i < 12; i++) {
      for (const d of weekdays('2025-09-01', '2026-05-29')) {
        files['prices-daily.csv.gz'].push(
          `CO${String.fromCharCode(65 + i)},${d},,,,${20 + i},${i < 6 ? 1e3 : 1e6}`,
        );
      }
    }
    dir = writeSnapshot(files);
    await importSnapshot({ database: t.database, dir });
    await runBacktestJob(t.database, {
      start: '2025-01-31',
      end: '2026-05-31',
      inSampleEnd: '2025-12-31',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies the floor from the first month end the daily volumes cover, and says so', async () => {
    const en = await evidence('en');
    // 2025-11-30 − 3 months = 2025-08-30, before the first session; 2025-12-31 − 3 months is after.
    expect(en.liquidityFloorFrom).toBe('2025-12-31');
    expect(en.caveats).toContain(
      'The investable universe and the size bands are taken at each date from that date’s prices: price at least $1, market value at least $300 million, a filing in the last 15 months and a score. The $1 million a day liquidity floor (the median session’s traded value over the three months before the date) applies from Dec 31, 2025, the first date whose three months are covered by daily volumes. Before that date the history has month-end closes without volumes, so only the price, market value, filing and score floors apply.',
    );
    expect(en.caveats.some((c) => c.includes('is not applied in the backtest'))).toBe(false);
  });

  it('in Spanish and Ukrainian, with the date as each language writes it', async () => {
    const es = await evidence('es');
    expect(es.liquidityFloorFrom).toBe('2025-12-31');
    expect(
      es.caveats.some((c) =>
        c.includes(
          `El mínimo de liquidez de 1 millón de dólares al día (el volumen negociado de la sesión mediana de los tres meses anteriores a la fecha) se aplica desde el ${dateIn('2025-12-31', 'es')}`,
        ),
      ),
    ).toBe(true);
    const uk = await evidence('uk');
    expect(
      uk.caveats.some((c) =>
        c.includes(
          `Поріг ліквідності 1 мільйон доларів на день (обсяг торгів медіанної сесії за три місяці до дати) застосовується з ${dateIn('2025-12-31', 'uk')}`,
        ),
      ),
    ).toBe(true);
    expect(uk.caveats.some((c) => c.startsWith('The investable universe'))).toBe(false);
  });
});
