import { createHash } from 'node:crypto';
import { scoreBand } from '@evident/contracts/score-bands';
import type { CompanySummary, ListingInfo } from '@evident/contracts/stocks';
import { classifyListing, NAME_CORRECTIONS } from '@evident/engine/classification/listing-kind';
import type { ScoreChange } from '@evident/engine/changes/score-changes';
import type { MetricId } from '@evident/engine/metrics/metric-id';
import type { ScoreRankings } from '@evident/engine/selections/rankings';
import type { ScoreWeightsSource } from '@evident/contracts/methodology';
import { COMPOSITE_WEIGHTS, type CompositeWeights } from '@evident/engine/scoring/factors';
import type { Db } from '../db/client';
import { figure } from '../http/figures';
import type { companies, companyScores } from '../db/schema';
import { driveSteps, pause } from '../runtime/steps';
import {
  allCompanies,
  lastSessions,
  latestSucceededRun,
  previousSucceededRun,
  scoreChangesOfRun,
  scorePercentilesOfRun,
  scoresOfRun,
  selectionsOfRun,
  statementFacts,
  targetPrices,
} from './read-model.repository';

import { searchIndexSteps } from './search-index';
import type { LastSessions } from './read-model.repository';

/*
 * The in-memory read model (ARCHITECTURE.md "Hot paths are in memory"): every company with the
 * results of the latest succeeded score run, a search index, rankings and selections. Loaded at
 * start and again whenever a score run completes; requests never query the database.
 */

export type ScoreRow = typeof companyScores.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

export interface ReadModelOptions {
  logoTemplate?: string;
  /** Part of the model's version, so an upgrade invalidates cached answers. */
  productVersion?: string;
}

export interface CompanyEntry {
  company: CompanyRow;
  score: ScoreRow | null;
  targetPrice: number | null;
  summary: CompanySummary;
  /** What changed since the previous run (null when nothing shown changed). */
  changes: ScoreChange | null;
  /** What the listing is (ADR 046). */
  listing: ListingInfo;
}

export interface ReadModel {
  /** Changes whenever what the model serves may change (run, data, product version, config):
   * the ETag of every read endpoint. */
  version: string;
  runId: number | null;
  asOf: string | null;
  bySymbol: Map<string, CompanyEntry>;
  byTicker: Map<string, CompanyEntry>;
  search(text: string, limit: number): CompanyEntry[];
  coverage: { companies: number; scored: number; asOf: string | null };
  rankings: ScoreRankings;
  /** The weights the run scored with and where they came from (ADR 032); null without a run. */
  weights: { compositeWeights: CompositeWeights; source: ScoreWeightsSource } | null;
  selections: {
    category: 'top_dogs' | 'rising_stars' | 'hidden_gems';
    symbol: string;
    evidentScorePercentile: number;
  }[];
  /**
   * The previous score run (the newest succeeded one of an earlier date): its date and each
   * company's Evident Score then (rounded, as shown), for "change since the previous run".
   */
  previous: { asOf: string; scoreOf: (symbol: string) => number | null } | null;
}

/** `LOGO_URL_TEMPLATE` with `{domain}` replaced by the website's host; null without either. */
export function logoUrl(template: string | undefined, website: string | null): string | null {
  if (!template || !website) return null;
  try {
    const host = new URL(website.includes('://') ? website : `https://${website}`).hostname.replace(
      /^www\./,
      '',
    );
    return template.replace('{domain}', encodeURIComponent(host));
  } catch {
    return null;
  }
}

/** A metric of a score row as the API shows figures (null when not available). */
export const metric = (s: ScoreRow | null, id: MetricId): number | null =>
  s ? figure(s.metrics[id] ?? null) : null;

/** A session before the last one further back than this gives it no move (as the engine's). */
const SESSION_COVER_DAYS = 7;

/**
 * The last close and move of a listing the run does not hold, from its own daily prices (ADR
 * 046): a fund or a preferred security has prices but no score. No market value: such a
 * listing's share count is not in its own statements (a trust-preferred's are its issuer's).
 */
function sessionSummary(last: LastSessions | undefined) {
  if (!last) return null;
  const gap =
    last.previousDate === null
      ? Infinity
      : (Date.parse(last.date) - Date.parse(last.previousDate)) / 86_400_000;
  const previous =
    gap <= SESSION_COVER_DAYS && last.previousClose !== null && last.previousClose > 0
      ? last.previousClose
      : null;
  return {
    lastClose: last.close,
    sessionDate: last.date,
    change1d: previous === null ? null : last.close / previous - 1,
    dollarVolume1d: last.volume === null ? null : last.close * last.volume,
  };
}

function summaryOf(
  c: CompanyRow,
  s: ScoreRow | null,
  logoTemplate: string | undefined,
  ownSession: ReturnType<typeof sessionSummary> = null,
): CompanySummary {
  const pct = s?.evidentScorePercentile ?? null;
  const context = s?.context as
    | {
        lastClose?: number | null;
        session?: { date: string; change1d: number | null; dollarVolume: number | null } | null;
      }
    | undefined;
  return {
    ticker: c.ticker,
    symbol: c.symbol,
    companyName: c.name ?? c.symbol,
    image: logoUrl(logoTemplate, c.website),
    evidentScore: pct === null ? null : Math.round(pct),
    evidentScorePercentile: pct,
    evidentScoreValue: s?.evidentScoreValue ?? null,
    category: pct === null ? null : scoreBand(pct).label,
    lastClose: context?.lastClose ?? ownSession?.lastClose ?? null,
    marketCap: metric(s, 'marketCap'),
    sessionDate: context?.session?.date ?? ownSession?.sessionDate ?? null,
    change1d: context?.session?.change1d ?? ownSession?.change1d ?? null,
    dollarVolume1d: context?.session?.dollarVolume ?? ownSession?.dollarVolume1d ?? null,
  };
}

/** The company row with the product's correction of its name, when the data has it wrong. */
function correctedName(c: CompanyRow): CompanyRow {
  const correction = NAME_CORRECTIONS[c.symbol];
  return correction && c.name === correction.dataName ? { ...c, name: correction.name } : c;
}

/** What the listing is, from its row and whether statements exist (the issuer linked later). */
function listingOf(
  c: CompanyRow,
  facts: { hasFiledStatements: boolean; hasRevenue: boolean } | undefined,
): ListingInfo {
  const correction = NAME_CORRECTIONS[c.symbol];
  const listing = classifyListing({
    symbol: c.symbol,
    name: correction && c.name === correction.name ? correction.dataName : c.name,
    industry: c.industry,
    isEtf: c.isEtf,
    country: c.country,
    hasFiledStatements: facts?.hasFiledStatements ?? false,
    hasRevenue: facts?.hasRevenue ?? false,
  });
  return {
    kind: listing.kind,
    form: listing.form,
    issuer: null,
    nameInData: correction && c.name === correction.name ? correction.dataName : null,
  };
}

/**
 * A security that is not a company's common stock (a trust-preferred, say) is linked to its
 * issuer: the operating listing with the same SEC CIK (Dillard's Capital Trust I and Dillard's
 * Inc. both file as CIK 28917). The scored one first when more than one lists.
 */
function linkIssuers(bySymbol: Map<string, CompanyEntry>): void {
  const operatingByCik = new Map<string, CompanyEntry>();
  for (const e of bySymbol.values()) {
    const cik = e.company.cik;
    if (!cik || e.listing.kind !== 'operating') continue;
    const known = operatingByCik.get(cik);
    if (!known || (known.score === null && e.score !== null)) operatingByCik.set(cik, e);
  }
  for (const e of bySymbol.values()) {
    if (e.listing.kind !== 'preferred' || !e.company.cik) continue;
    const issuer = operatingByCik.get(e.company.cik);
    if (issuer && issuer !== e) {
      e.listing = {
        ...e.listing,
        issuer: { ticker: issuer.company.ticker, companyName: issuer.summary.companyName },
      };
    }
  }
}

/** Companies turned into entries between two yields of the event loop. */
const ENTRIES_PER_SLICE = 1000;

export async function loadReadModel(db: Db, options: ReadModelOptions = {}): Promise<ReadModel> {
  const run = await latestSucceededRun(db);
  const companyRows = (await allCompanies(db)).map(correctedName);
  const statements = new Map((await statementFacts(db)).map((f) => [f.symbol, f]));
  const scoreRows = run ? await scoresOfRun(db, run.id) : [];
  const targets = await targetPrices(db);
  const previousRun = run ? await previousSucceededRun(db, run.asOf) : null;
  const previousScores = previousRun
    ? new Map(
        (await scorePercentilesOfRun(db, previousRun.id)).map((r) => [
          r.symbol,
          r.percentile === null ? null : Math.round(r.percentile),
        ]),
      )
    : null;
  // "What changed" once measured against the previous run (ADR 026).
  const changeRows =
    run && previousRun && run.changesFrom === previousRun.id
      ? await scoreChangesOfRun(db, run.id)
      : [];
  const changeBySymbol = new Map(changeRows.map((r) => [r.symbol, r.change]));
  const scoreBySymbol = new Map(scoreRows.map((s) => [s.symbol, s]));
  const targetBySymbol = new Map(
    targets.filter((t) => !run || t.asOf <= run.asOf).map((t) => [t.symbol, t.targetPrice]),
  );
  // Listings outside the run read their last close from their own prices, as of the run's date.
  const outsideRun = companyRows.filter((c) => !scoreBySymbol.has(c.symbol)).map((c) => c.symbol);
  const ownSessions = new Map(
    (await lastSessions(db, outsideRun, run?.asOf ?? null)).map((l) => [l.symbol, l]),
  );

  // The entries and the search index (~150–250 ms together on the real universe) are built a
  // slice at a time, with the event loop given back in between: requests keep being answered.
  const bySymbol = new Map<string, CompanyEntry>();
  const byTicker = new Map<string, CompanyEntry>();
  for (const [k, c] of companyRows.entries()) {
    if (k % ENTRIES_PER_SLICE === 0) await pause();
    const score = scoreBySymbol.get(c.symbol) ?? null;
    const entry: CompanyEntry = {
      company: c,
      score,
      targetPrice: targetBySymbol.get(c.symbol) ?? null,
      summary: summaryOf(
        c,
        score,
        options.logoTemplate,
        score ? null : sessionSummary(ownSessions.get(c.symbol)),
      ),
      changes: changeBySymbol.get(c.symbol) ?? null,
      listing: listingOf(c, statements.get(c.symbol)),
    };
    bySymbol.set(c.symbol, entry);
    byTicker.set(c.ticker.toUpperCase(), entry);
  }
  linkIssuers(bySymbol);
  const index = await driveSteps(
    searchIndexSteps(
      [...bySymbol.values()].map((e) => ({
        entry: e,
        symbol: e.company.symbol,
        name: e.company.name ?? e.company.symbol,
        marketCap: e.summary.marketCap,
        isEtf: e.company.isEtf,
      })),
    ),
  );
  const selections = run
    ? (await selectionsOfRun(db, run.id)).map((s) => ({
        category: s.category,
        symbol: s.symbol,
        evidentScorePercentile: s.evidentScorePercentile,
      }))
    : [];
  return {
    version: createHash('sha256')
      .update(
        JSON.stringify([
          options.productVersion ?? '',
          run?.id ?? null,
          run?.dataVersion ?? null,
          run?.changesFrom ?? null,
          options.logoTemplate ?? '',
        ]),
      )
      .digest('base64url')
      .slice(0, 22),
    runId: run?.id ?? null,
    asOf: run?.asOf ?? null,
    bySymbol,
    byTicker,
    search: (text, limit) => index.search(text, limit).map((x) => x.entry),
    coverage: {
      companies: companyRows.filter((c) => !c.isEtf && c.exchange !== 'OTHER').length,
      scored: scoreRows.filter((s) => s.evidentScorePercentile !== null).length,
      asOf: run?.asOf ?? null,
    },
    rankings: {
      topSp: run?.rankings.topSp ?? [],
      topNasdaq: run?.rankings.topNasdaq ?? [],
      // Ranked by the run (engine `marketRankings`).
      mostActive: run?.rankings.mostActive ?? [],
      gainers: run?.rankings.gainers ?? [],
    },
    selections,
    weights: run
      ? {
          compositeWeights: run.params.compositeWeights ?? COMPOSITE_WEIGHTS,
          // Runs before ADR 032 scored with the fixed weights.
          source: run.params.weights ?? {
            kind: 'fixed',
            asOf: null,
            months: null,
            backtestId: null,
          },
        }
      : null,
    previous:
      previousRun && previousScores
        ? { asOf: previousRun.asOf, scoreOf: (symbol) => previousScores.get(symbol) ?? null }
        : null,
  };
}

export function createReadModelHolder(db: Db, options: ReadModelOptions = {}) {
  let current: ReadModel | null = null;
  let loading: Promise<ReadModel> | null = null;
  let again: Promise<ReadModel> | null = null;
  const listeners: ((model: ReadModel) => void)[] = [];
  const holder = {
    /** Called with each newly loaded model (e.g. the screener builds its index ahead of use). */
    onLoad(listener: (model: ReadModel) => void): void {
      listeners.push(listener);
    },
    get(): ReadModel | null {
      return current;
    },
    /**
     * The current model's version (a cached answer's `live` version, http/cached-json.ts): an
     * arrow, so it can be passed around unbound.
     */
    version: (): string | undefined => current?.version,
    /**
     * Loads the model again. Asked while a load is running, one more load follows it (the
     * running one may have read the data before what prompted this call was committed).
     */
    async reload(): Promise<ReadModel> {
      if (loading) {
        again ??= loading
          .catch(() => undefined)
          .then(() => {
            again = null;
            return holder.reload();
          });
        return again;
      }
      loading = loadReadModel(db, options)
        .then((m) => {
          current = m;
          for (const listener of listeners) listener(m);
          return m;
        })
        .finally(() => (loading = null));
      return loading;
    },
  };
  return holder;
}
export type ReadModelHolder = ReturnType<typeof createReadModelHolder>;
