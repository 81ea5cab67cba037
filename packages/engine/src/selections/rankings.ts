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
  /** In the investable universe at the run's date (universe/investable.ts, ADR 049). */
  investable: boolean;
}

/** A company's last trading session and liquidity, for the market rankings. */
export interface TradedCompany {
  symbol: string;
  /** The last session on or before the as-of date (null without prices). */
  session: { date: string; change1d: number | null; dollarVolume: number | null } | null;
  /** Average traded value over three months (the `avgDollarVolume` metric). */
  avgDollarVolume: number | null;
}

/** The lists a score run stores for the home page and the rankings routes (symbols, first first). */
export interface ScoreRankings {
  /** S&P 500 members by Evident Score. */
  topSp: string[];
  /** NASDAQ listings by Evident Score. */
  topNasdaq: string[];
  /** The as-of session's most traded by value. */
  mostActive: string[];
  /** The as-of session's biggest 1-day gains among the most traded over three months. */
  gainers: string[];
}

/** Rankings as stored: runs before run format 2 have no market rankings. */
export type StoredScoreRankings = Pick<ScoreRankings, 'topSp' | 'topNasdaq'> &
  Partial<Pick<ScoreRankings, 'mostActive' | 'gainers'>>;

/** Companies among which the day's gainers are ranked: the most traded over three months. */
export const GAINERS_POOL = 200;

/**
 * The day's market rankings as of `asOf` (companies whose last session is that day): most active
 * by traded value in the session; gainers by 1-day change among the GAINERS_POOL most traded
 * companies over three months (so a thinly traded jump does not lead the list).
 */
export function marketRankings(
  companies: readonly TradedCompany[],
  asOf: string,
  limit = 100,
): Pick<ScoreRankings, 'mostActive' | 'gainers'> {
  const today = companies.filter((c) => c.session?.date === asOf);
  const mostActive = today
    .filter((c) => c.session!.dollarVolume !== null)
    .sort((a, b) => b.session!.dollarVolume! - a.session!.dollarVolume!)
    .slice(0, limit)
    .map((c) => c.symbol);
  const liquid = new Set(
    companies
      .filter((c) => c.avgDollarVolume !== null)
      .sort((a, b) => b.avgDollarVolume! - a.avgDollarVolume!)
      .slice(0, GAINERS_POOL)
      .map((c) => c.symbol),
  );
  const gainers = today
    .filter((c) => liquid.has(c.symbol) && c.session!.change1d !== null)
    .sort((a, b) => b.session!.change1d! - a.session!.change1d!)
    .slice(0, limit)
    .map((c) => c.symbol);
  return { mostActive, gainers };
}

const byScore = (a: RankableCompany, b: RankableCompany) =>
  (b.evidentScoreValue ?? -1) - (a.evidentScoreValue ?? -1) || a.symbol.localeCompare(b.symbol);

/**
 * Top S&P 500 members and top NASDAQ listings by score, among the investable universe only (ADR
 * 049: a score, price ≥ $1, market value ≥ $300 million, liquidity, a recent filing).
 */
export function rankings(
  companies: readonly RankableCompany[],
  limit = 100,
): Pick<ScoreRankings, 'topSp' | 'topNasdaq'> {
  const scored = companies.filter((c) => c.investable && c.evidentScoreValue !== null && !c.isEtf);
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
  return peerFinder(companies, count)(company);
}

/**
 * `peersOf` for many companies of one universe: the candidates are grouped by industry and by
 * sector once, so each company looks only at its own groups (a run's 5,757 companies each
 * scanning all the others was 33 million comparisons).
 */
export function peerFinder(
  companies: readonly RankableCompany[],
  count = 6,
): (company: RankableCompany) => string[] {
  const byIndustry = new Map<string, RankableCompany[]>();
  const bySector = new Map<string, RankableCompany[]>();
  const add = (groups: Map<string, RankableCompany[]>, key: string, c: RankableCompany) => {
    const list = groups.get(key);
    if (list) list.push(c);
    else groups.set(key, [c]);
  };
  for (const c of companies) {
    // A size that is not a positive number (missing, zero, NaN) makes no peer.
    if (c.isEtf || c.evidentScoreValue === null || !(c.marketCap !== null && c.marketCap > 0)) {
      continue;
    }
    if (c.industry) add(byIndustry, c.industry, c);
    if (c.sector) add(bySector, c.sector, c);
  }
  return (company) => {
    if (!(company.marketCap !== null && company.marketCap > 0)) return [];
    const target = Math.log(company.marketCap);
    const nearest = (list: RankableCompany[]) =>
      list
        .map((c) => ({ c, d: Math.abs(Math.log(c.marketCap!) - target) }))
        .sort((a, b) => a.d - b.d || a.c.symbol.localeCompare(b.c.symbol))
        .map((x) => x.c.symbol);
    const others = (list: RankableCompany[] | undefined, keep: (c: RankableCompany) => boolean) =>
      (list ?? []).filter((c) => c.symbol !== company.symbol && keep(c));
    const result = company.industry
      ? nearest(others(byIndustry.get(company.industry), () => true)).slice(0, count)
      : [];
    if (result.length < count && company.sector) {
      const sector = others(bySector.get(company.sector), (c) => c.industry !== company.industry);
      for (const s of nearest(sector)) {
        if (result.length >= count) break;
        result.push(s);
      }
    }
    return result;
  };
}
