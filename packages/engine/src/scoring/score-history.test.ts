import { describe, expect, it } from 'vitest';
import { typicalUniverse } from '../metrics/fixtures/typical-company';
import type { CompanyInput } from '../types';
import { FACTOR_IDS } from './factors';
import {
  monthEnds,
  rankUniverse,
  scoreAsOf,
  scoreHistory,
  ScoreHistoryBuilder,
  universeMember,
} from './score-run';

/** Twelve companies in two sectors, one an ETF and one whose prices stop early. */
const universe = (): CompanyInput[] =>
  typicalUniverse(12, (c, i) => ({
    sector: i % 2 ? 'Technology' : 'Finance',
    industry: i % 2 ? 'Software' : 'Major Banks',
    isEtf: i === 5,
    dailyPrices: i === 7 ? c.dailyPrices.filter((d) => d.date < '2024-09-01') : c.dailyPrices,
    monthlyPrices:
      i === 7 ? c.monthlyPrices.filter((m) => m.monthEnd < '2024-09-01') : c.monthlyPrices,
  }));

const DATES = [...monthEnds('2023-06-30', '2025-06-30'), '2025-07-02'];

/** A date of the history as `scoreAsOf` scores it on its own. */
function pointsOf(companies: CompanyInput[], asOf: string) {
  return scoreAsOf(companies, asOf, { fairValue: false }).map((r) => ({
    symbol: r.symbol,
    asOf,
    evidentScoreValue: r.score.evidentScoreValue,
    evidentScorePercentile: r.score.evidentScorePercentile,
    factors: Object.fromEntries(FACTOR_IDS.map((f) => [f, r.score.factors[f].percentile])),
  }));
}

describe('the score history', () => {
  it('scores every date as scoreAsOf does on that date alone', () => {
    const companies = universe();
    const history = scoreHistory(companies, DATES);
    let scored = 0;
    for (const asOf of DATES) {
      const expected = pointsOf(companies, asOf);
      const actual = [...history].flatMap(([symbol, points]) =>
        points.filter((p) => p.asOf === asOf).map((p) => ({ symbol, ...p })),
      );
      expect(actual).toEqual(expected);
      scored += expected.filter((p) => p.evidentScoreValue !== null).length;
    }
    // The fixture gives the test something to compare: most dates score most companies.
    expect(scored).toBeGreaterThan(DATES.length * 5);
    expect(history.has('C5')).toBe(false); // the ETF
    expect(history.get('C7')!.at(-1)!.asOf < '2024-10-31').toBe(true); // no recent close
  });

  it('ranks the dates oldest first, and takes a known date’s member as given', () => {
    const companies = universe();
    const asOf = DATES.at(-1)!;
    const builder = new ScoreHistoryBuilder(DATES);
    const members = [];
    for (const c of companies) {
      const member = universeMember(c, asOf, false);
      if (member) members.push(member);
      builder.add(c, { asOf, member });
    }
    const ranked = [...builder.rankSteps()];
    expect(ranked.map((d) => d.asOf)).toEqual(DATES);
    expect(ranked.map((d) => d.index)).toEqual(DATES.map((_, i) => i));
    expect(builder.points).toBe(0); // each date's inputs are let go once it is ranked
    const latest = rankUniverse(members);
    expect(ranked.at(-1)!.points).toEqual(
      latest.map((r) => ({
        symbol: r.symbol,
        asOf,
        evidentScoreValue: r.score.evidentScoreValue,
        evidentScorePercentile: r.score.evidentScorePercentile,
        factors: Object.fromEntries(FACTOR_IDS.map((f) => [f, r.score.factors[f].percentile])),
      })),
    );
  });
});
