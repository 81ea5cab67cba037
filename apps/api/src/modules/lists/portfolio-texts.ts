import type { PortfolioAnalysis } from '@evident/contracts/lists';
import {
  analysePortfolio as findingsOf,
  type AnalysedHolding,
  type PortfolioFindings,
  type PortfolioMessage,
} from '@evident/engine/portfolio/portfolio-analysis';
import { figuresIn } from '../../i18n/figures';
import type { Language } from '../../i18n/language';
import { t } from '../../i18n/translate';

/*
 * The sentences of a portfolio's analysis (issue 21) in the reader's language (issue 23), written
 * from the engine's message codes and the catalogues' `portfolio.*` texts (ADR 055). Tickers and
 * sector names are data and stay as they are; figures are written as the language writes them
 * (5.0%, 5,0 %, 5,0%).
 */

/** A list of holdings or sectors, each with its figure: "NYSE:BBB (31.3%), NYSE:CCC (6.3%)". */
const itemsIn = (language: Language, items: { name: string; figure: string }[]) =>
  items.map((item) => t(language, 'portfolio.item', item)).join(', ');

/** One of the analysis' sentences in `language`. */
export function portfolioMessageText(message: PortfolioMessage, language: Language): string {
  const pct = figuresIn(language).percent;
  switch (message.code) {
    case 'noHoldings':
      return t(language, 'portfolio.noHoldings');
    case 'companiesRule':
      return t(language, 'portfolio.companiesRule', { count: message.min });
    case 'companiesHeld':
      return t(language, 'portfolio.companiesHeld', { count: message.count });
    case 'companiesAdd':
      return t(language, 'portfolio.companiesAdd', { count: message.missing });
    case 'positionRule':
      return t(language, 'portfolio.positionRule', { max: pct(message.max) });
    case 'positionLargest':
      return t(
        language,
        message.byValue ? 'portfolio.positionLargestByValue' : 'portfolio.positionLargestEqual',
        { ticker: message.ticker, weight: pct(message.weight) },
      );
    case 'positionTrim':
      return t(
        language,
        message.addCompanies ? 'portfolio.positionTrimOrAdd' : 'portfolio.positionTrim',
        {
          holdings: itemsIn(
            language,
            message.holdings.map((h) => ({ name: h.name, figure: pct(h.weight) })),
          ),
          max: pct(message.max),
        },
      );
    case 'sectorRule':
      return t(language, 'portfolio.sectorRule', { max: pct(message.max) });
    case 'sectorLargest':
      return t(language, 'portfolio.sectorLargest', {
        sector: message.sector,
        weight: pct(message.weight),
      });
    case 'sectorReduce':
      return t(language, 'portfolio.sectorReduce', {
        sectors: itemsIn(
          language,
          message.sectors.map((s) => ({ name: s.name, figure: pct(s.weight) })),
        ),
        max: pct(message.max),
      });
    case 'scoreRule':
      return t(language, 'portfolio.scoreRule', { min: message.min });
    case 'scoreNoneLow':
      return message.unscored
        ? t(language, 'portfolio.scoreNoneLowUnscored', {
            min: message.min,
            unscored: message.unscored,
          })
        : t(language, 'portfolio.scoreNoneLow', { min: message.min });
    case 'scoreLow': {
      const holdings = itemsIn(
        language,
        message.holdings.map((h) => ({ name: h.ticker, figure: String(Math.round(h.score)) })),
      );
      return message.unscored
        ? t(language, 'portfolio.scoreLowUnscored', {
            holdings,
            min: message.min,
            unscored: message.unscored,
          })
        : t(language, 'portfolio.scoreLow', { holdings, min: message.min });
    }
    case 'scoreReview':
      return t(language, 'portfolio.scoreReview');
  }
}

/** The engine's findings as the API answers them: every message written in `language`. */
export function portfolioAnalysisIn(
  findings: PortfolioFindings,
  language: Language,
): PortfolioAnalysis {
  const text = (message: PortfolioMessage) => portfolioMessageText(message, language);
  return {
    ...findings,
    rules: findings.rules.map((r) => ({
      id: r.id,
      rule: text(r.rule),
      passes: r.passes,
      detail: text(r.detail),
      fix: r.fix === null ? null : text(r.fix),
    })),
    performance: { ...findings.performance, method: t(language, 'portfolio.method') },
  };
}

/**
 * A portfolio's analysis in `language` (English when not given): the engine's figures and
 * findings (`packages/engine/src/portfolio/portfolio-analysis.ts`), its sentences written here.
 */
export function analysePortfolio(
  holdings: readonly AnalysedHolding[],
  context: {
    asOf: string | null;
    /** Factor id → its name in `language`. */
    factorNames: Record<string, string>;
    performance: { from: string | null; to: string | null; benchmark: number | null };
    language?: Language;
  },
): PortfolioAnalysis {
  const language = context.language ?? 'en';
  const findings = findingsOf(holdings, {
    asOf: context.asOf,
    factorNames: context.factorNames,
    unknownSector: t(language, 'portfolio.unknownSector'),
    performance: context.performance,
  });
  return portfolioAnalysisIn(findings, language);
}
