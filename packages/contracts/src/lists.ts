import { z } from 'zod';
import { successEnvelope } from './envelope';
import { companySummary, tickerParam } from './stocks';

/**
 * Watchlists and portfolios (spec §3 "Watchlist / portfolio", §7 calls): one shape, two kinds.
 * A list has an id, a name and its stocks; stocks are added and removed by `companyIds` (our
 * company id is the symbol, e.g. `AAPL`) and `tickers` (`NASDAQ:AAPL`). Removed stocks move to
 * `removed` until the list is cleaned up (spec §4), so a removal can be undone.
 */
export const LIST_KINDS = ['watchlist', 'portfolio'] as const;
export const listKind = z.enum(LIST_KINDS);
export type ListKind = z.infer<typeof listKind>;

/** At most this many lists of one kind per user (the plan limits count stocks, not lists). */
export const MAX_LISTS_PER_KIND = 20;
/** At most this many companies in one add or remove call. */
export const MAX_COMPANIES_PER_CALL = 50;

export const LIST_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 60 characters.',
  nameTaken: 'A list with this name already exists.',
  notFound: 'List not found',
  tooManyLists: `You can have at most ${MAX_LISTS_PER_KIND} lists of each kind.`,
  noCompanies: 'Give at least one company (companyIds or tickers).',
  tooManyCompanies: `At most ${MAX_COMPANIES_PER_CALL} companies per call.`,
  unknownCompanies: (tickers: string[]) => `Unknown companies: ${tickers.join(', ')}`,
  /** Adding past the plan's usage limit (spec §6 free tier: watchlist 1, portfolio 1). */
  limitReached: (kind: ListKind, limit: number) =>
    `Your plan allows ${limit} ${limit === 1 ? 'stock' : 'stocks'} in your ${kind}s. Upgrade your subscription to add more.`,
  notInList: (symbols: string[]) => `Not in this list: ${symbols.join(', ')}`,
  holdingsOnlyInPortfolios: 'Shares and cost belong to portfolios.',
  badShares: 'shares must be a number from 0 to 1,000,000,000,000 (or empty).',
  badCost: 'average cost must be a number from 0 to 10,000,000 (or empty).',
  importEmpty: 'The file has no rows.',
  importTooLarge: (max: number) => `At most ${max} rows per import.`,
  importNoTicker: 'No ticker.',
  importDuplicate: (line: number) => `The same company as line ${line}.`,
} as const;

/** At most this many rows in one portfolio import (issue 21: 5,000 rows in under 5 s). */
export const MAX_IMPORT_ROWS = 5_000;
export const MAX_SHARES = 1e12;
export const MAX_COST = 1e7;

export const listName = z
  .string({ error: LIST_MESSAGES.nameRequired })
  .trim()
  .min(1, LIST_MESSAGES.nameRequired)
  .max(60, LIST_MESSAGES.nameTooLong);

export const listIdParam = z.object({
  id: z.coerce
    .number({ error: LIST_MESSAGES.notFound })
    .int(LIST_MESSAGES.notFound)
    .positive(LIST_MESSAGES.notFound),
});

export const newListBody = z.object({ name: listName });

export const updateListBody = z
  .object({
    name: listName.optional(),
    /** Forget the removed stocks (the "clean up" of spec §4). */
    clearRemoved: z.boolean().optional(),
  })
  .strict();

const companyId = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9.-]+$/, 'companyIds are symbols, e.g. AAPL')
  .transform((s) => s.toUpperCase());

export const listCompaniesBody = z
  .object({
    companyIds: z.array(companyId).max(MAX_COMPANIES_PER_CALL, LIST_MESSAGES.tooManyCompanies),
    tickers: z.array(tickerParam).max(MAX_COMPANIES_PER_CALL, LIST_MESSAGES.tooManyCompanies),
  })
  .partial()
  .refine((b) => (b.companyIds?.length ?? 0) + (b.tickers?.length ?? 0) > 0, {
    message: LIST_MESSAGES.noCompanies,
  });
export type ListCompaniesBody = z.infer<typeof listCompaniesBody>;

/** A stock in a list: the company's summary (null fields when it is no longer listed). */
export const listStock = z.object({
  ticker: z.string(),
  symbol: z.string(),
  addedAt: z.string(),
  company: companySummary.nullable(),
  /** Portfolio holdings: shares and average cost per share (USD); null when not given. */
  shares: z.number().nullable(),
  averageCost: z.number().nullable(),
  /**
   * The Evident Score in the previous score run (the list's `previousRunAsOf`); null when there
   * is no previous run or the company had no score in it.
   */
  previousScore: z.number().int().nullable(),
  /** The factors of the score, each with its word ("Good", "Insufficient data"…), in order. */
  factors: z.array(z.object({ name: z.string(), status: z.string() })),
});
export const removedListStock = listStock.extend({ removedAt: z.string() });

export const list = z.object({
  id: z.number().int(),
  kind: listKind,
  name: z.string(),
  createdAt: z.string(),
  /** The date of the previous score run the stocks' `previousScore` comes from, if any. */
  previousRunAsOf: z.string().nullable(),
  stocks: z.array(listStock),
  removed: z.array(removedListStock),
});
export type List = z.infer<typeof list>;

export const listResponse = successEnvelope(list);
export const listsResponse = successEnvelope(z.array(list));
export const deleteListResponse = successEnvelope(z.object({ id: z.number().int() }));

/** PUT /{kind}/{id}/order: the stocks in their new order (symbols; others keep theirs, after). */
export const reorderBody = z
  .object({
    companyIds: z
      .array(companyId)
      .min(1, LIST_MESSAGES.noCompanies)
      .max(1_000, 'At most 1,000 companies per call.'),
  })
  .strict();
export type ReorderBody = z.infer<typeof reorderBody>;

const optionalAmount = (max: number, message: string) =>
  z.number({ error: message }).finite(message).min(0, message).max(max, message).nullable();

/** PUT /portfolio/{id}/holdings: shares and average cost of stocks already in the portfolio. */
export const holdingsBody = z
  .object({
    holdings: z
      .array(
        z
          .object({
            companyId,
            shares: optionalAmount(MAX_SHARES, LIST_MESSAGES.badShares),
            averageCost: optionalAmount(MAX_COST, LIST_MESSAGES.badCost),
          })
          .strict(),
      )
      .min(1, LIST_MESSAGES.noCompanies)
      .max(MAX_COMPANIES_PER_CALL, LIST_MESSAGES.tooManyCompanies),
  })
  .strict();
export type HoldingsBody = z.infer<typeof holdingsBody>;

/** POST /portfolio/{id}/import: a CSV (ticker, shares, cost), previewed unless `commit`. */
export const importBody = z
  .object({
    csv: z.string().max(2_000_000, 'The file is too large (2 MB at most).'),
    commit: z.boolean().default(false),
  })
  .strict();

export const importRow = z.object({
  /** 1-based line of the file. */
  line: z.number().int(),
  ticker: z.string(),
  symbol: z.string().nullable(),
  shares: z.number().nullable(),
  averageCost: z.number().nullable(),
  status: z.enum(['added', 'updated', 'refused']),
  reason: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRow>;

export const importResult = z.object({
  committed: z.boolean(),
  added: z.number().int(),
  updated: z.number().int(),
  refused: z.number().int(),
  rows: z.array(importRow),
  list: list.nullable(),
});
export type ImportResult = z.infer<typeof importResult>;
export const importResponse = successEnvelope(importResult);

/** The evidence page's portfolio rules, checked on a portfolio (issue 21). */
export const PORTFOLIO_RULE_LIMITS = {
  minCompanies: 20,
  maxPosition: 0.05,
  maxSector: 0.25,
  minScore: 50,
} as const;

/** GET /portfolio/{id}/analysis: every figure computed on the server from the read model. */
export const portfolioAnalysis = z.object({
  asOf: z.string().nullable(),
  /** Value-weighted when every holding has shares and a price; equal-weighted otherwise. */
  weighting: z.enum(['value', 'equal']),
  holdings: z.number().int(),
  /** Σ shares × last close, when every holding has both; else null. */
  value: z.number().nullable(),
  /** Σ shares × average cost, when every holding has both; else null. */
  cost: z.number().nullable(),
  score: z.object({
    /** Weighted mean of the holdings' Evident Scores (those with one; weights renormalised). */
    value: z.number().nullable(),
    covered: z.number().int(),
    contributions: z.array(
      z.object({
        symbol: z.string(),
        ticker: z.string(),
        companyName: z.string(),
        sector: z.string().nullable(),
        weight: z.number(),
        score: z.number().nullable(),
        /** weight × score over the covered weight: the points it adds to the portfolio's score. */
        contribution: z.number().nullable(),
      }),
    ),
  }),
  factors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      value: z.number().nullable(),
      covered: z.number().int(),
    }),
  ),
  sectors: z.array(z.object({ sector: z.string(), weight: z.number() })),
  rules: z.array(
    z.object({
      id: z.enum(['companies', 'position', 'sector', 'score']),
      rule: z.string(),
      /** Null when the data cannot tell. */
      passes: z.boolean().nullable(),
      detail: z.string(),
      fix: z.string().nullable(),
    }),
  ),
  performance: z.object({
    from: z.string().nullable(),
    to: z.string().nullable(),
    portfolio: z.number().nullable(),
    benchmark: z.number().nullable(),
    covered: z.number().int(),
    method: z.string(),
  }),
});
export type PortfolioAnalysis = z.infer<typeof portfolioAnalysis>;
export const portfolioAnalysisResponse = successEnvelope(portfolioAnalysis);
