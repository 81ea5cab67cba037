import type { FairValueDetail } from '@evident/contracts/stocks';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyFixture, FAIR_VALUE_DETAIL_FIXTURE } from '@/test-utils/stock-fixtures';
import { FairValue } from './fair-value';

type Method = FairValueDetail['methods'][number];

/** A definition list as "term: definition" lines (several definitions of a term joined by " / "). */
function definitions(dl: Element): string[] {
  const lines: string[] = [];
  for (const el of dl.querySelectorAll('dt, dd')) {
    if (el.tagName === 'DT') lines.push(`${el.textContent}:`);
    else lines[lines.length - 1] += `${lines.at(-1)!.endsWith(':') ? ' ' : ' / '}${el.textContent}`;
  }
  return lines;
}

const block = () => screen.getByRole('region', { name: 'Fair value' });
const headline = () => definitions(block().querySelector('dl')!);
/** Each method card: its heading, and the card's element. */
function cards() {
  const list = within(block()).queryByRole('list', { name: 'Methods' });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((li) => ({ name: within(li).getByRole('heading', { level: 4 }).textContent, li }));
}
const card = (name: string) => {
  const found = cards().find((c) => c.name === name);
  if (!found) throw new Error(`no card ${name}`);
  return found.li;
};
const inputs = (name: string) => definitions(card(name).querySelector('dl')!);

describe('FairValue (ADR 031)', () => {
  it('shows a published fair value, its gap and range, and both methods with their inputs', () => {
    render(<FairValue company={companyFixture()} />);
    expect(within(block()).getByRole('heading', { level: 3, name: 'Fair value' })).toBeTruthy();
    expect(headline()).toEqual([
      'Fair value per share: $171.98 / 44.3% below the last close of $308.63',
      'Range: $140.28 – $194.73',
      'Analyst target price: not available',
    ]);
    expect(within(block()).queryByText(/^Why:/)).toBeNull();
    expect(cards().map((c) => c.name)).toEqual(['Own-history multiples', 'Discounted cash flow']);

    const own = card('Own-history multiples');
    expect(within(own).getByText('$181.14')).toBeTruthy();
    expect(within(own).getByText('range $166.03 – $193.10')).toBeTruthy();
    expect(inputs('Own-history multiples')).toEqual([
      'P/E: 38.2x today; its median 26.1x over 10 years (40 quarter ends) implies $181.14',
      'P/S: 9.9x today; its median 6.2x over 10 years (40 quarter ends) implies $166.03',
      'P/FCF: 33.5x today; its median 24.4x over 10 years (40 quarter ends) implies $193.10',
      'Growth adjustment: ×0.86, growth now 3.7% a year vs 6.9% over the window',
    ]);

    const dcf = card('Discounted cash flow');
    expect(within(dcf).getByText('$163.28')).toBeTruthy();
    expect(within(dcf).getByText('range $140.28 – $194.73')).toBeTruthy();
    expect(inputs('Discounted cash flow')).toEqual([
      'Revenue per share (last 12 months): $28.12',
      'Free cash flow margin: 25.4%, the median of: 26.2% last 12 months, 25.4% a year before, 27.1% 2 years before, 24.8% 3 years before, 23.6% 4 years before',
      'Starting free cash flow per share: $7.14 (revenue per share × margin)',
      "Growth, years 1–5: 9.1% a year (the mean of revenue growth of 8.7% a year and analysts' expected earnings growth of 9.5%)",
      'Long-run growth: 2.5% a year, reached over years 6–10',
      'Discount rate: 9.0% (the range uses 10.0% and 8.0%)',
      'Net debt per share: $2.91, not subtracted: free cash flow is after interest',
    ]);
  });

  it('says what the fair value is in the info tooltip', () => {
    render(<FairValue company={companyFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'About the fair value' }));
    const dialog = screen.getByRole('dialog', { name: 'Fair value' });
    expect(
      within(dialog).getByText(
        "Fair value combines two methods of the company's own: the multiples it has traded at over the last 5–10 years, adjusted for growth, and a two-stage discounted cash flow at a 9% discount rate (banks and insurers: excess return on equity). When they differ by more than 2×, none is shown.",
      ),
    ).toBeTruthy();
  });

  it('shows no figure when the methods disagree, with the reason and each method’s figure', () => {
    const [own, dcf] = FAIR_VALUE_DETAIL_FIXTURE.methods as [Method, Method];
    const reason =
      'the methods disagree by more than 2× (own-history multiples $309.31, discounted cash flow $126.38)';
    render(
      <FairValue
        company={companyFixture({
          fairValue: null,
          percentageDifference: null,
          analystTargetPrice: 312.5,
          fairValueDetail: {
            kind: 'company',
            low: null,
            high: null,
            methods: [
              { ...own, value: 309.31, low: 290, high: 330.02 } as Method,
              {
                ...dcf,
                value: 126.38,
                low: 110.5,
                high: 150.25,
                growth: 0.15,
                historyGrowth: 0.22,
                analystGrowth: null,
                netDebtPerShare: null,
              } as Method,
            ],
            reason,
          },
        })}
      />,
    );
    expect(headline()).toEqual([
      'Fair value per share: Not available',
      'Analyst target price: $312.50',
    ]);
    expect(within(block()).getByText(`Why: ${reason}.`)).toBeTruthy();
    expect(within(card('Own-history multiples')).getByText('$309.31')).toBeTruthy();
    expect(within(card('Own-history multiples')).getByText('range $290.00 – $330.02')).toBeTruthy();
    expect(within(card('Discounted cash flow')).getByText('$126.38')).toBeTruthy();
    const dcfInputs = inputs('Discounted cash flow');
    expect(dcfInputs).toContain(
      'Growth, years 1–5: 15.0% a year (revenue growth of 22.0% a year, held within -5.0% and 15.0%)',
    );
    expect(dcfInputs).toContain('Net debt per share: not available');
    expect(within(block()).queryByText(/below the last close|above the last close/)).toBeNull();
  });

  it('values a financial company with its own P/E and P/B and the excess return on equity', () => {
    render(
      <FairValue
        company={companyFixture({
          companyName: 'A Bank',
          isFinancial: true,
          lastClose: 95.1,
          fairValue: 105.88,
          percentageDifference: 11.34,
          fairValueDetail: {
            kind: 'financial',
            low: 88.32,
            high: 120.44,
            methods: [
              {
                method: 'ownHistory',
                value: 110,
                low: 104.5,
                high: 115.5,
                estimates: [
                  {
                    multiple: 'pe',
                    current: 11.2,
                    median: 13,
                    points: 28,
                    years: 7.3,
                    estimate: 104.5,
                  },
                  {
                    multiple: 'pb',
                    current: 1.4,
                    median: 1.7,
                    points: 28,
                    years: 7.3,
                    estimate: 115.5,
                  },
                ],
                growthNow: null,
                growthThen: 0.04,
                adjustment: 1,
              },
              {
                method: 'excessReturn',
                value: 101.91,
                low: 88.32,
                high: 120.44,
                bookValuePerShare: 55.2,
                roe: { now: 0.152, yearAgo: 0.138, twoYearsAgo: null },
                roeUsed: 0.145,
                growth: 0.025,
                discountRate: 0.09,
              },
            ],
            reason: null,
          },
        })}
      />,
    );
    expect(headline()).toEqual([
      'Fair value per share: $105.88 / 11.3% above the last close of $95.10',
      'Range: $88.32 – $120.44',
      'Analyst target price: not available',
    ]);
    expect(cards().map((c) => c.name)).toEqual([
      'Own-history multiples',
      'Excess return on equity',
    ]);
    expect(inputs('Own-history multiples')).toEqual([
      'P/E: 11.2x today; its median 13.0x over 7.3 years (28 quarter ends) implies $104.50',
      'P/B: 1.4x today; its median 1.7x over 7.3 years (28 quarter ends) implies $115.50',
      'Growth adjustment: None, growth could not be compared',
    ]);
    const excess = card('Excess return on equity');
    expect(within(excess).getByText('$101.91')).toBeTruthy();
    expect(within(excess).getByText('range $88.32 – $120.44')).toBeTruthy();
    expect(
      within(excess).getByText(
        'Book value per share × (return on equity − growth) ÷ (discount rate − growth).',
      ),
    ).toBeTruthy();
    expect(inputs('Excess return on equity')).toEqual([
      'Book value per share: $55.20',
      'Return on equity: 15.2% now, 13.8% a year ago, not available two years ago',
      'Return on equity used: 14.5%, their mean',
      'Long-run growth: 2.5% a year',
      'Discount rate: 9.0% (the range uses 10.0% and 8.0%)',
    ]);
  });

  it('names a method that could not be computed and says why', () => {
    const reit = 'a REIT is valued on funds from operations, which the data does not report';
    render(
      <FairValue
        company={companyFixture({
          lastClose: 50,
          fairValue: 60,
          percentageDifference: 20,
          fairValueDetail: {
            kind: 'reit',
            low: 55,
            high: 65,
            methods: [
              {
                method: 'ownHistory',
                value: 60,
                low: 55,
                high: 65,
                estimates: [
                  { multiple: 'ps', current: 8, median: 9.6, points: 40, years: 10, estimate: 55 },
                  { multiple: 'pb', current: 2, median: 2.6, points: 40, years: 10, estimate: 65 },
                ],
                growthNow: 0.05,
                growthThen: 0.05,
                adjustment: 1,
              },
              { method: 'cashFlow', value: null, reason: reit },
            ],
            reason: null,
          },
        })}
      />,
    );
    expect(headline()[0]).toBe(
      'Fair value per share: $60.00 / 20.0% above the last close of $50.00',
    );
    expect(inputs('Own-history multiples')).toContain(
      'Growth adjustment: None, growth now 5.0% a year vs 5.0% over the window',
    );
    const dcf = card('Discounted cash flow');
    expect(dcf.textContent).toBe(`Discounted cash flowNot available: ${reit}.`);
    expect(dcf.querySelector('dl')).toBeNull();
  });

  it('shows neither figure nor methods while the fair value is being recomputed', () => {
    render(
      <FairValue
        company={companyFixture({
          fairValue: 95.74,
          percentageDifference: -69,
          analystTargetPrice: 250,
          fairValueDetail: null,
        })}
      />,
    );
    expect(headline()).toEqual([
      'Fair value per share: Not available',
      'Analyst target price: $250.00',
    ]);
    expect(within(block()).getByText('Why: it is being recomputed.')).toBeTruthy();
    expect(within(block()).queryByText('$95.74')).toBeNull();
    expect(within(block()).queryByText(/69/)).toBeNull();
    expect(cards()).toEqual([]);
  });

  it('says why a blank-check company has no fair value', () => {
    render(
      <FairValue
        company={companyFixture({
          fairValue: null,
          percentageDifference: null,
          fairValueDetail: {
            kind: 'blank-check',
            low: null,
            high: null,
            methods: [],
            reason: 'a blank-check company has no business to value yet',
          },
        })}
      />,
    );
    expect(headline()[0]).toBe('Fair value per share: Not available');
    expect(
      within(block()).getByText('Why: a blank-check company has no business to value yet.'),
    ).toBeTruthy();
    expect(cards()).toEqual([]);
  });
});
