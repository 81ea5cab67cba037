/** Rankings and peers, precomputed by each score run. */

export interface RankableCompany {
  symbol: string;
  exchange: string;
  sector: string | null;
  industry: string | null;
  sp500: boolean;
  isEtf: boolean;
  marketCap: number | null;
  evidentScoreValue: number | null;
}

const byScore = (a: RankableCompany, b: RankableCompany) =>
  (b.evidentScoreValue ?? -1) - (a.evidentScoreValue ?? -1) || a.symbol.localeCompare(b.symbol);

/** Top S&P 500 members and top NASDAQ listings by score (scored companies only). */
export function rankings(companies: readonly RankableCompany[], limit = 100) {
  const scored = companies.filter((c) => c.evidentScoreValue !== null && !c.isEtf);
  return {
    topSp: scored
      .filter((c) => c.sp500)
      .sort(byScore)
      .slice(0, limit)
      .map((c) => c.symbol),
    topNasdaq: scored
      .filter((c) => c.exchange === 'NASDAQ')
      .sort(byScore)
      .slice(0, limit)
      .map((c) => c.symbol),
  };
}

/**
 * Peers: companies of the same industry nearest in market cap (log distance); when the industry
 * has too few, the same sector fills the list. Only scored companies with a market cap.
 */
export function peersOf(
  company: RankableCompany,
  companies: readonly RankableCompany[],
  count = 6,
): string[] {
  if (company.marketCap === null || company.marketCap <= 0) return [];
  const target = Math.log(company.marketCap);
  const pool = companies.filter(
    (c) =>
      c.symbol !== company.symbol &&
      !c.isEtf &&
      c.evidentScoreValue !== null &&
      c.marketCap !== null &&
      c.marketCap > 0,
  );
  const nearest = (list: RankableCompany[]) =>
    list
      .map((c) => ({ c, d: Math.abs(Math.log(c.marketCap!) - target) }))
      .sort((a, b) => a.d - b.d || a.c.symbol.localeCompare(b.c.symbol))
      .map((x) => x.c.symbol);
  const sameIndustry = company.industry
    ? nearest(pool.filter((c) => c.industry === company.industry))
    : [];
  const result = sameIndustry.slice(0, count);
  if (result.length < count && company.sector) {
    for (const s of nearest(
      pool.filter((c) => c.sector === company.sector && c.industry !== company.industry),
    )) {
      if (result.length >= count) break;
      result.push(s);
    }
  }
  return result;
}
