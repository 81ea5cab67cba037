import type { InformationCoefficients } from '@evident/contracts/evidence';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { englishLeft, resetLanguageAfterEach } from '@/test-utils/languages';
import { sizeEvidence, verdictOf } from '../size-bands';
import { SizeBandsCard } from './size-bands';

const stats = (meanIc: number | null, tStat: number | null, months = 120) => ({
  months: meanIc === null ? 0 : months,
  meanIc,
  standardError: meanIc !== null && tStat ? meanIc / tStat : null,
  tStat,
  positiveShare: 0.6,
});
const horizon = (h: number, meanIc: number | null, tStat: number | null) => ({
  horizon: h,
  ...stats(meanIc, tStat),
  inSample: stats(meanIc, tStat),
  later: stats(meanIc, tStat),
});
/** A universe whose Evident Score has these 12- and 36-month figures. */
const universe = (
  id: InformationCoefficients['universes'][number]['universe'],
  companies: number,
  twelve: [number | null, number | null],
  thirtySix: [number | null, number | null],
) => ({
  universe: id,
  averageCompanies: companies,
  signals: [
    {
      id: 'evidentScore',
      kind: 'score' as const,
      factor: null,
      horizons: [horizon(1, 0.01, 1), horizon(12, ...twelve), horizon(36, ...thirtySix)],
    },
  ],
});
const ICS: InformationCoefficients = {
  horizons: [1, 12, 36],
  minCompanies: 30,
  inSampleEnd: '2018-12-31',
  universes: [
    universe('sp500', 480, [0.031, 2.6], [0.042, 2.1]),
    universe('all', 3900, [0.02, 1.4], [0.025, 1.1]),
    universe('investable', 1850, [0.035, 3.1], [0.04, 2.2]),
    universe('large', 610, [0.04, 2.9], [-0.01, -0.4]),
    universe('mid', 720, [0.012, 1.2], [0.02, 1.5]),
    universe('small', 900, [0.05, 3.4], [0.06, 2.8]),
    universe('micro', 1700, [-0.02, -1.8], [-0.03, -2.2]),
  ],
  series12: [],
};

describe('evidence by size: the verdicts come from the figures', () => {
  it('reads each universe’s 12- and 36-month IC and t into a verdict', () => {
    const rows = sizeEvidence(ICS);
    expect(rows.map((r) => [r.universe, r.verdict])).toEqual([
      ['sp500', 'worked'],
      ['all', 'weak'],
      ['investable', 'worked'],
      ['large', 'mixed'],
      ['mid', 'weak'],
      ['small', 'worked'],
      ['micro', 'failed'],
    ]);
    expect(rows.find((r) => r.universe === 'small')!.horizons).toEqual([
      { horizon: 12, meanIc: 0.05, tStat: 3.4, months: 120, reading: 'strong' },
      { horizon: 36, meanIc: 0.06, tStat: 2.8, months: 120, reading: 'strong' },
    ]);
  });

  it('says nothing is known where nothing was measured, and leaves out universes not stored', () => {
    expect(
      verdictOf([
        { horizon: 12, meanIc: null, tStat: null, months: 0, reading: 'none' },
        { horizon: 36, meanIc: null, tStat: null, months: 0, reading: 'none' },
      ]),
    ).toBe('notAvailable');
    // A 36-month horizon not yet measured does not hide a strong 12-month one.
    expect(
      verdictOf([
        { horizon: 12, meanIc: 0.03, tStat: 2.5, months: 50, reading: 'strong' },
        { horizon: 36, meanIc: null, tStat: null, months: 0, reading: 'none' },
      ]),
    ).toBe('worked');
    const older = { ...ICS, universes: ICS.universes.slice(0, 2) };
    expect(sizeEvidence(older).map((r) => r.universe)).toEqual(['sp500', 'all']);
  });
});

describe('the size bands card', () => {
  resetLanguageAfterEach();

  it('English: one sentence per universe, from the figures, and the table', () => {
    render(<SizeBandsCard ics={ICS} />);
    const verdicts = screen.getByTestId('size-verdicts');
    const items = within(verdicts).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[5]!.textContent).toBe(
      'Small companies ($300 million–$2 billion): the score has worked. mean IC 0.050 (t = 3.4, 120 months) at 12 months; mean IC 0.060 (t = 2.8, 120 months) at 36 months.',
    );
    expect(items[6]!.textContent).toMatch(
      /^Micro-caps \(below \$300 million\): the score has not worked here\./,
    );
    expect(items[3]!.textContent).toMatch(/^Large companies \(≥ \$10 billion\): mixed\./);
    const table = screen.getByRole('table', { name: /Newey–West t by universe/ });
    const micro = within(table).getByRole('row', { name: /Micro-caps/ });
    expect(micro.textContent).toContain('1,700');
    expect(micro.textContent).toContain('-0.020');
  });

  it('says from which date the liquidity floor applies, and what applies before it (ADR 049)', async () => {
    const { unmount } = render(<SizeBandsCard ics={ICS} liquidityFloorFrom="2021-10-31" />);
    const text = screen.getByTestId('size-bands-point-in-time').textContent!;
    expect(text).toContain(
      'The $1 million daily trading floor (the median session over the three months before the date) applies from Oct 31, 2021, the first month end whose three months are covered by daily volumes.',
    );
    expect(text).toContain(
      'Before that date the history has month-end closes only, so the investable universe is set by price and market value alone',
    );
    unmount();
    // A backtest without daily volumes (or stored before them) says the floor was not applied.
    const never = render(<SizeBandsCard ics={ICS} liquidityFloorFrom={null} />);
    expect(never.getByTestId('size-bands-point-in-time').textContent).toMatch(
      /the \$1 million daily trading floor, which needs daily volumes, applies to today's lists\.$/,
    );
    never.unmount();
    await setLanguage('es');
    const es = render(<SizeBandsCard ics={ICS} liquidityFloorFrom="2021-10-31" />);
    expect(es.getByTestId('size-bands-point-in-time').textContent).toMatch(
      /se aplica desde el 31 oct 2021/,
    );
  });

  it('says the figures are not available for a backtest stored before the bands', () => {
    render(<SizeBandsCard ics={{ ...ICS, universes: ICS.universes.slice(0, 2) }} />);
    expect(
      screen.getByText(/computed before the investable universe and the size bands/),
    ).toBeTruthy();
  });

  it('Spanish and Ukrainian: the verdicts in the language, no English left', async () => {
    await setLanguage('es');
    const es = render(<SizeBandsCard ics={ICS} />);
    expect(
      within(es.getByTestId('size-verdicts')).getAllByRole('listitem')[6]!.textContent,
    ).toMatch(
      /^Microempresas \(menos de 300 millones de dólares\): aquí la puntuación no ha funcionado\./,
    );
    es.unmount();
    await setLanguage('uk');
    const uk = render(<SizeBandsCard ics={ICS} />);
    expect(
      within(uk.getByTestId('size-verdicts')).getAllByRole('listitem')[5]!.textContent,
    ).toMatch(/^Малі компанії \(300 мільйонів – 2 мільярди доларів\): оцінка працювала\./);
    expect(englishLeft(uk.container, ['Evident Score', 'IC', 'S&P', 'Newey'])).toEqual([]);
  });
});
