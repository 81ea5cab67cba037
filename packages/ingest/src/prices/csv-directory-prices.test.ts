import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCsvDirectorySource } from './csv-directory-source';
import { PriceConfigError, PriceNotFoundError, PriceSourceError } from './price-source';

// A few rows in the bulk format, written fresh for the test (never the shared snapshot).
const DAILY = [
  'ticker,date,open,high,low,close,volume',
  'AAPL,2024-01-02,187.15,188.44,183.885,185.64,82488700',
  'AAPL,2024-01-03,184.22,185.88,183.43,184.25,58414500',
  'AAPL,2024-01-04,182.15,183.0872,180.88,181.91,71983600',
  'BRK.B,2024-01-02,,,,357.57,3743100',
  'BRK.B,2024-01-03,,,,358.5,3110200',
  'BRK.B,2024-01-04,,,,abc,3000000',
  'BRK.B,2024-01-05,,,,0,2000000',
  'BRK.B,2024-02-30,,,,360,2000000',
  'MSFT,2024-01-02,373.86,375.9,366.77,370.87,25258600',
  '',
].join('\n');

const MONTHLY = [
  'ticker,month_end,close,adj_close',
  'AAPL,2023-12-29,192.53,191.59',
  'AAPL,2024-01-31,184.4,183.49',
  'ZZZ,2024-01-31,,',
  '',
].join('\n');

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'csv-prices-'));
  await writeFile(join(directory, 'prices-daily.csv.gz'), gzipSync(DAILY));
  await writeFile(join(directory, 'prices-monthly.csv.gz'), gzipSync(MONTHLY));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('prices from a bulk-format directory', () => {
  it('reads one symbol’s daily rows with all columns', async () => {
    const source = createCsvDirectorySource({ directory });
    expect(source.name).toBe('csv_directory');
    expect(await source.daily('AAPL')).toEqual([
      {
        symbol: 'AAPL',
        date: '2024-01-02',
        open: 187.15,
        high: 188.44,
        low: 183.885,
        close: 185.64,
        volume: 82488700,
      },
      {
        symbol: 'AAPL',
        date: '2024-01-03',
        open: 184.22,
        high: 185.88,
        low: 183.43,
        close: 184.25,
        volume: 58414500,
      },
      {
        symbol: 'AAPL',
        date: '2024-01-04',
        open: 182.15,
        high: 183.0872,
        low: 180.88,
        close: 181.91,
        volume: 71983600,
      },
    ]);
    expect(await source.daily('MSFT')).toEqual([
      {
        symbol: 'MSFT',
        date: '2024-01-02',
        open: 373.86,
        high: 375.9,
        low: 366.77,
        close: 370.87,
        volume: 25258600,
      },
    ]);
  });

  it('keeps empty open/high/low as null and skips invalid rows, counting them by line', async () => {
    const source = createCsvDirectorySource({ directory });
    const { rows, skipped } = await source.readDaily('brk.b');
    expect(rows).toEqual([
      {
        symbol: 'BRK.B',
        date: '2024-01-02',
        open: null,
        high: null,
        low: null,
        close: 357.57,
        volume: 3743100,
      },
      {
        symbol: 'BRK.B',
        date: '2024-01-03',
        open: null,
        high: null,
        low: null,
        close: 358.5,
        volume: 3110200,
      },
    ]);
    expect(skipped).toEqual([
      { line: 7, reason: 'close: Invalid input: expected number, received NaN' },
      { line: 8, reason: 'close: Too small: expected number to be >0' },
      { line: 9, reason: 'date: not a real calendar date' },
    ]);
  });

  it('filters by an inclusive date range', async () => {
    const source = createCsvDirectorySource({ directory });
    expect(
      (await source.daily('AAPL', { from: '2024-01-03', to: '2024-01-03' })).map((p) => p.close),
    ).toEqual([184.25]);
    expect((await source.daily('AAPL', { from: '2024-01-04' })).map((p) => p.date)).toEqual([
      '2024-01-04',
    ]);
  });

  it('reads monthly closes, total-return closes may be empty', async () => {
    const source = createCsvDirectorySource({ directory });
    expect(await source.monthly('AAPL')).toEqual([
      { symbol: 'AAPL', monthEnd: '2023-12-29', close: 192.53, adjClose: 191.59 },
      { symbol: 'AAPL', monthEnd: '2024-01-31', close: 184.4, adjClose: 183.49 },
    ]);
    expect(await source.monthly('ZZZ')).toEqual([
      { symbol: 'ZZZ', monthEnd: '2024-01-31', close: null, adjClose: null },
    ]);
  });

  it('answers an unknown symbol with PriceNotFoundError', async () => {
    const source = createCsvDirectorySource({ directory });
    await expect(source.daily('NOPE')).rejects.toThrow(
      new PriceNotFoundError('NOPE', 'prices-daily.csv.gz has no rows for NOPE'),
    );
  });
});

describe('a directory that is not usable', () => {
  it('names the missing directory or file in a PriceConfigError', async () => {
    const missing = join(directory, 'does-not-exist');
    const error = await createCsvDirectorySource({ directory: missing })
      .daily('AAPL')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceConfigError);
    expect((error as Error).message).toBe(
      `price directory ${missing} does not exist or is not a directory`,
    );

    const empty = await mkdtemp(join(tmpdir(), 'csv-prices-empty-'));
    try {
      await expect(createCsvDirectorySource({ directory: empty }).monthly('AAPL')).rejects.toThrow(
        new PriceConfigError(`price file ${join(empty, 'prices-monthly.csv.gz')} not found`),
      );
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('refuses a file without the required columns', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'csv-prices-bad-'));
    try {
      await writeFile(
        join(bad, 'prices-daily.csv.gz'),
        gzipSync('ticker,date,price\nAAPL,2024-01-02,1\n'),
      );
      const error = await createCsvDirectorySource({ directory: bad })
        .daily('AAPL')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PriceSourceError);
      expect((error as Error).message).toBe(
        `${join(bad, 'prices-daily.csv.gz')}: prices-daily.csv.gz: missing required column close`,
      );
    } finally {
      await rm(bad, { recursive: true, force: true });
    }
  });

  it('reports a file that is not gzip as PriceSourceError', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'csv-prices-plain-'));
    try {
      await writeFile(join(bad, 'prices-daily.csv.gz'), 'ticker,date,close\nAAPL,2024-01-02,1\n');
      await expect(createCsvDirectorySource({ directory: bad }).daily('AAPL')).rejects.toThrow(
        /^cannot read .*prices-daily\.csv\.gz: incorrect header check$/,
      );
    } finally {
      await rm(bad, { recursive: true, force: true });
    }
  });
});
