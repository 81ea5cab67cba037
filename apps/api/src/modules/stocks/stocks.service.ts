import type { ScoreRankings } from '@evident/engine/selections/rankings';
import type { Language } from '../../i18n/language';
import { companyDetailOf } from './company-detail.presenter';
import { companyOf, currentModel } from '../../read-model/errors';
import type { CompanyEntry, ReadModel, ReadModelHolder } from '../../read-model/read-model';

/**
 * Stocks, rankings and daily selections (spec §7): what each answer holds, read from the
 * in-memory read model. The routes cache each answer per read-model version (`version`).
 */
export function createStocksService(readModel: ReadModelHolder) {
  return {
    /** The read model answers are built from: 503 while none has loaded. */
    current: (): ReadModel => currentModel(readModel),
    /** The company of an `EXCHANGE:SYMBOL` ticker, or 404. */
    company: (m: ReadModel, ticker: string): CompanyEntry => companyOf(m, ticker),
    /** Up to `limit` companies whose ticker or name matches `text`, best first. */
    search: (m: ReadModel, text: string, limit: number) =>
      text === ''
        ? []
        : m.search(text, limit).map((e) => ({
            symbol: e.company.symbol,
            ticker: e.company.ticker,
            companyName: e.company.name ?? e.company.symbol,
          })),
    /** The summaries of the known tickers, in the order asked; the others as `unknown`. */
    batch(m: ReadModel, tickers: readonly string[]) {
      const companies = [];
      const unknown = [];
      for (const t of tickers) {
        const entry = m.byTicker.get(t);
        if (entry) companies.push(entry.summary);
        else unknown.push(t);
      }
      return { companies, unknown };
    },
    /** The company's peers as the latest score run chose them. */
    peers: (m: ReadModel, entry: CompanyEntry) =>
      (entry.score?.peers ?? [])
        .map((s) => m.bySymbol.get(s)?.summary)
        .filter((x) => x !== undefined),
    /** The company page's answer in `language`. */
    detail: (m: ReadModel, entry: CompanyEntry, language: Language) =>
      companyDetailOf(entry, m.asOf, language),
    /** The first `limit` companies of one of the run's rankings. */
    ranking: (m: ReadModel, ranking: keyof ScoreRankings, limit: number) =>
      m.rankings[ranking]
        .slice(0, limit)
        .map((s) => m.bySymbol.get(s)?.summary)
        .filter((x) => x !== undefined),
    coverage: (m: ReadModel) => m.coverage,
    /** Today's selections with the company each names (a company no longer covered is left out). */
    dailySelections: (m: ReadModel) =>
      m.selections.flatMap((s) => {
        const e = m.bySymbol.get(s.symbol);
        if (!e) return [];
        return [
          {
            category: s.category,
            companyId: {
              ticker: e.company.ticker,
              companyName: e.summary.companyName,
              image: e.summary.image,
            },
            evidentScorePercentile: s.evidentScorePercentile,
          },
        ];
      }),
  };
}
export type StocksService = ReturnType<typeof createStocksService>;
