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
/** The list a first favourite goes to when the user has none. */
export const DEFAULT_LIST_NAMES: Record<ListKind, string> = {
  watchlist: 'My watchlist',
  portfolio: 'My portfolio',
};

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
} as const;

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
});
export const removedListStock = listStock.extend({ removedAt: z.string() });

export const list = z.object({
  id: z.number().int(),
  kind: listKind,
  name: z.string(),
  createdAt: z.string(),
  stocks: z.array(listStock),
  removed: z.array(removedListStock),
});
export type List = z.infer<typeof list>;

export const listResponse = successEnvelope(list);
export const listsResponse = successEnvelope(z.array(list));
export const deleteListResponse = successEnvelope(z.object({ id: z.number().int() }));
