import type { RetryPolicy } from '@evident/ingest/http/retrying-fetch';
import { companyFactsUrl } from '@evident/ingest/sec-edgar/client';
import { mapCompanyFacts } from '@evident/ingest/sec-edgar/company-facts';
import {
  companiesWithPeriodicReports,
  fetchDailyIndex,
  isPeriodicReport,
} from '@evident/ingest/sec-edgar/daily-index';
import {
  SecEdgarFormatError,
  SecEdgarHttpError,
  SecEdgarNotFoundError,
} from '@evident/ingest/sec-edgar/errors';
import { createSecPacer, type SecPacer } from '@evident/ingest/sec-edgar/request-pacer';
import type { Env } from '../../config/env';
import { storeFilingPeriods, symbolsByCik } from '../../data/filings.repository';
import type { RefreshStep, RefreshStepResult } from './refresh-step';

/**
 * The filings step of the daily refresh (issue 55, ADR 056 "Filings as built"): SEC's form index
 * of the day says who filed a 10-K, 10-Q, 20-F, 40-F or an amendment; for each of them that
 * Evident knows by CIK, its companyfacts are fetched (through the one SEC pacer: at most 10
 * requests a second, the declared User-Agent) and the versions filed that day are stored point in
 * time (`data/filings.repository.ts`). Nobody else is fetched.
 *
 * Failures:
 * - the index unreachable (5xx or 429 after the pacer's retries, a network failure, SEC's 403
 *   block): the step throws, so the day is retried;
 * - SEC failing the same way for one company's companyfacts: also thrown — SEC is down or
 *   refusing, every company after it would fail too, and a company skipped today is never asked
 *   again (tomorrow's index does not list it); the retried day writes only what is missing;
 * - one company's own problem (no companyfacts: 404; an answer that is not SEC's JSON shape):
 *   reported in `failed`, and the step goes on.
 */

export const SEC_FILINGS_SOURCE = 'sec-filings';

export interface FilingsStepOptions {
  /**
   * A pacer shared with the other SEC readers (the listings step), so that together they stay
   * under SEC's limit; the step then ignores `context.fetch`. Without one the step makes one
   * pacer per `fetch` it is given, from `userAgent`.
   */
  pacer?: SecPacer;
  /** SEC_USER_AGENT: a name and a contact e-mail. Required without `pacer`. */
  userAgent?: string;
  /** Default and maximum 10 (SEC's limit); only without `pacer`. */
  requestsPerSecond?: number;
  /** Only without `pacer`; default: the pacer's (2 retries of a 429 or 5xx). */
  retry?: RetryPolicy;
  /** Companies asked for at once (the pacer still holds them to its rate); default 4. */
  concurrency?: number;
}

/** The step when SEC_USER_AGENT is set (off without it, like every live source). */
export function filingsStepFromEnv(
  env: Pick<Env, 'SEC_USER_AGENT'>,
  options: Omit<FilingsStepOptions, 'userAgent'> = {},
): RefreshStep | undefined {
  if (!env.SEC_USER_AGENT?.trim() && !options.pacer) return undefined;
  return createFilingsStep({ ...options, userAgent: env.SEC_USER_AGENT });
}

export function createFilingsStep(options: FilingsStepOptions): RefreshStep {
  const concurrency = options.concurrency ?? 4;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  }
  const pacers = new WeakMap<typeof fetch, SecPacer>();
  const pacerFor = (fetchImpl: typeof fetch): SecPacer => {
    if (options.pacer) return options.pacer;
    let pacer = pacers.get(fetchImpl);
    if (!pacer) {
      pacer = createSecPacer({
        userAgent: options.userAgent,
        requestsPerSecond: options.requestsPerSecond,
        fetch: fetchImpl,
        retry: options.retry,
      });
      pacers.set(fetchImpl, pacer);
    }
    return pacer;
  };
  // A missing User-Agent is a configuration error: said when the step is made, not on a day.
  if (!options.pacer) pacerFor(globalThis.fetch);

  return async (context) => {
    const { database, day, log, signal } = context;
    const pacer = pacerFor(context.fetch);
    const result: RefreshStepResult = {
      source: SEC_FILINGS_SOURCE,
      changed: false,
      rowsWritten: 0,
      failed: [],
    };
    const index = await fetchDailyIndex(pacer, day);
    const indexFile = `form.${day.replaceAll('-', '')}.idx`;
    for (const rejected of index.rejected) {
      result.failed.push({ item: `${indexFile} line ${rejected.line}`, reason: rejected.reason });
    }
    if (!index.published) {
      log.info({ day }, 'no SEC form index for this day (no dissemination)');
      return result;
    }
    const filers = companiesWithPeriodicReports(index);
    const known = await symbolsByCik(
      database.db,
      filers.map((f) => f.cik),
    );
    const wanted = filers.filter((f) => known.has(f.cik));
    // The versions a day adds are those filed on the dates its index gives (a filing accepted
    // after SEC's cut-off carries the next business day's date) up to the day itself.
    const firstFiled = new Map<string, string>();
    for (const filing of index.filings) {
      if (!isPeriodicReport(filing.form)) continue;
      const seen = firstFiled.get(filing.cik);
      if (seen === undefined || filing.filed < seen) firstFiled.set(filing.cik, filing.filed);
    }

    await forEachLimited(wanted, concurrency, async (filer) => {
      if (signal?.aborted) throw signal.reason ?? new Error('refresh stopped');
      const symbols = known.get(filer.cik)!;
      const item = `CIK ${filer.cik} (${symbols.join(', ')}; ${filer.forms.join(', ')})`;
      const from = firstFiled.get(filer.cik) ?? day;
      let periods;
      try {
        const document = await fetchCompanyFacts(pacer, filer.cik);
        // Only the versions filed from that date: mapping a company's whole history instead
        // takes seconds for a large filer.
        periods = mapCompanyFacts(document, symbols[0]!, { filedFrom: from }).periods;
      } catch (error) {
        if (!isCompanyProblem(error)) throw error;
        result.failed.push({ item, reason: (error as Error).message });
        log.warn({ day, cik: filer.cik, reason: (error as Error).message }, 'filing not read');
        return;
      }
      const filedThatDay = periods.filter((p) => p.filed !== null && p.filed <= day);
      const rows = symbols.flatMap((symbol) => filedThatDay.map((p) => ({ ...p, symbol })));
      // Read the count first: `total += await …` would add to the total as it was before the wait.
      const written = await storeFilingPeriods(database.db, rows);
      result.rowsWritten += written;
    });

    result.changed = result.rowsWritten > 0;
    log.info(
      {
        day,
        filers: filers.length,
        fetched: wanted.length,
        notKnown: filers.length - wanted.length,
        rowsWritten: result.rowsWritten,
        failed: result.failed.length,
      },
      'filings applied',
    );
    return result;
  };
}

/** One company's companyfacts, fetched fresh through the pacer and parsed. */
async function fetchCompanyFacts(pacer: SecPacer, cik: string): Promise<unknown> {
  const url = companyFactsUrl(cik);
  const response = await pacer.get(url);
  if (response.status === 404) {
    await response.body?.cancel();
    throw new SecEdgarNotFoundError(url);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SecEdgarHttpError(response.status, url);
  }
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SecEdgarFormatError(`${url} did not return JSON`, { cause: error });
  }
}

/** A failure of this company's document, not of SEC: reported, and the day goes on. */
function isCompanyProblem(error: unknown): boolean {
  if (error instanceof SecEdgarNotFoundError || error instanceof SecEdgarFormatError) return true;
  if (error instanceof SecEdgarHttpError) {
    return (
      error.status >= 400 && error.status < 500 && error.status !== 403 && error.status !== 429
    );
  }
  return false;
}

/** Runs `fn` on every item, `limit` at a time; after a failure no new item starts, and the first failure is thrown once the running ones have ended. */
async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next++]!;
      try {
        await fn(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== undefined) throw failure.error;
}
