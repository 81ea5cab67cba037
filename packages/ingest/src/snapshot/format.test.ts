import { describe, expect, it } from 'vitest';
import { checkHeader, SnapshotHeaderError } from './format';

describe('checkHeader', () => {
  it('maps the columns of a complete header', () => {
    const index = checkHeader('pricesDaily', ['ticker', 'date', 'close', 'adj_close']);
    expect(index.get('date')).toBe(1);
    expect(index.get('adj_close')).toBe(3);
  });

  it('ignores a byte-order mark and surrounding spaces', () => {
    expect(
      checkHeader('pricesMonthly', ['\uFEFFticker', ' month_end ', 'close']).get('ticker'),
    ).toBe(0);
  });

  it('refuses a file with missing required columns, naming them', () => {
    expect(() => checkHeader('fundamentals', ['ticker', 'period_end', 'revenue'])).toThrow(
      'fundamentals.csv.gz: missing required columns period_type, filed, fiscal_year, fiscal_period, source',
    );
  });

  it('refuses duplicated columns', () => {
    const error = (() => {
      try {
        checkHeader('pricesDaily', ['ticker', 'date', 'close', 'date']);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(SnapshotHeaderError);
    expect((error as SnapshotHeaderError).missing).toEqual(['date (duplicated)']);
  });
});
