import type { List, PortfolioAnalysis } from '@evident/contracts/lists';
import { localizedFactorName } from '@evident/engine/metrics/catalogue/localized';
import { FACTOR_IDS } from '@evident/engine/scoring/factors';
import type { Language } from '../../i18n/language';
import { currentModel } from '../../read-model/errors';
import type { ReadModel } from '../../read-model/read-model';
import { memoOn } from './list-cache';
import { listOf, stored, type ListsDeps } from './list-access';
import { analysePortfolio } from './portfolio-texts';
import { BENCHMARK, type YearReturns } from './portfolio-returns';

function analyse(
  model: ReadModel,
  list: List,
  year: YearReturns,
  language: Language,
): PortfolioAnalysis {
  return analysePortfolio(
    list.stocks.map((s) => {
      const entry = model.bySymbol.get(s.symbol);
      return {
        symbol: s.symbol,
        ticker: s.ticker,
        companyName: s.company?.companyName ?? s.symbol,
        sector: entry?.company.sector ?? null,
        shares: s.shares,
        averageCost: s.averageCost,
        lastClose: s.company?.lastClose ?? null,
        score: entry?.score?.evidentScorePercentile ?? null,
        factors: Object.fromEntries(
          FACTOR_IDS.map((f) => [f, entry?.score?.factors[f]?.percentile ?? null]),
        ),
        return1y: year.returnOf(s.symbol),
      };
    }),
    {
      asOf: model.asOf,
      factorNames: Object.fromEntries(FACTOR_IDS.map((f) => [f, localizedFactorName(f, language)])),
      performance: { from: year.from, to: year.to, benchmark: year.returnOf(BENCHMARK) },
      language,
    },
  );
}

/**
 * GET /portfolio/{id}/analysis: score, factors, allocation, rules, 1-year return vs SPY, its
 * sentences and factor names in `language` (issue 23). Built once per load of the list and
 * read model and per language; `version` names that pair (the answer's cache key, with the
 * language).
 */
export async function portfolioAnalysis(
  deps: ListsDeps,
  userId: number,
  id: number,
  language: Language = 'en',
): Promise<{ version: string; analysis: PortfolioAnalysis }> {
  const model = currentModel(deps.readModel);
  const s = await stored(deps, userId, 'portfolio', id);
  const year = await deps.yearOf(model);
  const analysis = memoOn(s, `analysis:${language}`, model, () =>
    analyse(model, listOf(deps, s), year, language),
  );
  return { version: `${model.version}.${s.version}`, analysis };
}
