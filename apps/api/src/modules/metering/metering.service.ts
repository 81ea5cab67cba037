import { API_KEY_HEADER } from '@evident/contracts/api-keys';
import { PAYMENT_MESSAGES } from '@evident/contracts/payments';
import { LIMITS, VISITOR_ANALYSES, type PaidTier } from '@evident/contracts/plans';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { MeteringRepository } from './metering.repository';
import {
  checkedVisitor,
  digestOf,
  newVisitor,
  setVisitorCookie,
  visitorCookieOf,
} from './visitor-cookie';

export interface MeteringDeps {
  repo: MeteringRepository;
  /** The app's secret that signs visitor cookies and keys the digests of addresses and API keys. */
  secret: () => Promise<string>;
  /** The signed-in user of a request (a bad token: null, read as a visitor). */
  userOf: (request: FastifyRequest) => Promise<number | null>;
  /** The month's analyses a user's plan allows (−1: no limit). */
  userLimit: (userId: number) => Promise<number>;
  /** The paid plan an API key was issued for, or null (the public web key, a key without one). */
  keyPlan: (key: string) => PaidTier | null;
  now?: () => Date;
}

/** Who reads, as the meter counts them, and the month's allowance. */
type Reader = {
  subject: string;
  /** The month's allowance (−1: no limit); a plan's is read only when the cache cannot answer. */
  limit: number | (() => Promise<number>);
  /** A visitor's cookie id that starts with, or keeps, this reader's companies too. */
  alsoVisitor?: string;
  visitor: boolean;
};

/**
 * The analysis meter (issue 56, ADR 059): every way into a company's analysis (its page, the
 * company answer, its statements, prices, charts and peers) counts the company once a month for
 * the reader, or refuses it past the reader's allowance. One statement per metered request.
 *
 * - Signed in: the account, with its plan's limit. The browser's visitor cookie keeps the
 *   company too, so signing out does not start a fresh count.
 * - A paid API key (`API_KEYS` entry `key:tier`): the key, with that plan's limit.
 * - Anyone else (the public web key, a key without a plan, a bad token): a visitor, by the signed
 *   `evident_visitor` cookie; a client that sends none is counted by a keyed digest of its
 *   address (the raw address is never stored) and given a cookie that starts with that company.
 */
export function createMeteringService(deps: MeteringDeps) {
  const now = deps.now ?? (() => new Date());

  /**
   * The meter's subject of a client address (`a:`) or a paid API key (`k:`): a keyed digest of it,
   * made once per address or key (a client that sends no cookie asks again and again from the
   * same address). Capped; emptied when full.
   */
  const digests = new Map<string, string>();
  const DIGESTS_MAX = 10_000;
  const subjectOf = (secret: string, kind: 'a' | 'k', value: string) => {
    const source = `${kind === 'a' ? 'address' : 'api-key'}:${value}`;
    let subject = digests.get(source);
    if (subject === undefined) {
      subject = `${kind}:${digestOf(secret, source).slice(0, 32)}`;
      if (digests.size >= DIGESTS_MAX) digests.clear();
      digests.set(source, subject);
    }
    return subject;
  };

  /** Cookie values whose signature was checked: their visitor id. Capped; emptied when full. */
  const checked = new Map<string, string>();
  const visitorOf = (request: FastifyRequest, secret: string): string | null => {
    const value = visitorCookieOf(request);
    if (value === null) return null;
    const known = checked.get(value);
    if (known !== undefined) return known;
    const id = checkedVisitor(value, secret);
    if (id !== null) {
      if (checked.size >= DIGESTS_MAX) checked.clear();
      checked.set(value, id);
    }
    return id;
  };

  async function readerOf(
    request: FastifyRequest,
    reply: FastifyReply,
    secret: string,
  ): Promise<Reader> {
    const cookieVisitor = visitorOf(request, secret);
    const userId = request.headers.authorization === undefined ? null : await deps.userOf(request);
    if (userId !== null) {
      let visitor = cookieVisitor;
      if (visitor === null) {
        visitor = newVisitor();
        setVisitorCookie(request, reply, secret, visitor);
      }
      return {
        subject: `u:${userId}`,
        limit: () => deps.userLimit(userId),
        alsoVisitor: visitor,
        visitor: false,
      };
    }
    const key = request.headers[API_KEY_HEADER];
    const tier = typeof key === 'string' ? deps.keyPlan(key) : null;
    if (tier !== null && typeof key === 'string') {
      return {
        subject: subjectOf(secret, 'k', key),
        limit: LIMITS[tier].analysis,
        visitor: false,
      };
    }
    if (cookieVisitor !== null) {
      return { subject: `v:${cookieVisitor}`, limit: VISITOR_ANALYSES, visitor: true };
    }
    // No cookie came back (a first visit, or a client that refuses cookies): the address counts,
    // and a cookie is offered that starts with this company.
    const fresh = newVisitor();
    setVisitorCookie(request, reply, secret, fresh);
    return {
      subject: subjectOf(secret, 'a', request.ip),
      limit: VISITOR_ANALYSES,
      alsoVisitor: fresh,
      visitor: true,
    };
  }

  /**
   * The companies known to be counted for a reader this month (`subject month ticker`): a fact
   * that stays true until the month ends (a reader's list only grows; the clean-up deletes earlier
   * months only), on every server. A re-read found here is answered without the database: the
   * company page and its charts read the same company several times, and a client that sends
   * no cookie would otherwise write a row for each cookie it is offered. Capped; emptied when full.
   */
  const counted = new Set<string>();
  const COUNTED_MAX = 100_000;
  const remember = (key: string) => {
    if (counted.size >= COUNTED_MAX) counted.clear();
    counted.add(key);
  };

  /** Counts `ticker` for `reader`, or throws the paywall's 403. */
  async function take(reader: Reader, ticker: string): Promise<void> {
    const month = now().toISOString().slice(0, 7);
    const key = `${reader.subject} ${month} ${ticker}`;
    // Known counted: allowed. The offered cookie then starts empty (not with this company): at
    // most one more company for a client whose address had read it already.
    if (counted.has(key)) return;
    const seed = reader.alsoVisitor === undefined ? undefined : `v:${reader.alsoVisitor}`;
    const limit = typeof reader.limit === 'number' ? reader.limit : await reader.limit();
    if (await deps.repo.take(reader.subject, month, ticker, limit, seed)) {
      remember(key);
      if (seed !== undefined) remember(`${seed} ${month} ${ticker}`);
      return;
    }
    throw reader.visitor
      ? new AppError('VISITOR_LIMIT', 403, PAYMENT_MESSAGES.visitorLimit, {
          text: { id: 'payments.visitorLimit' },
        })
      : new AppError('ANALYSIS_LIMIT', 403, PAYMENT_MESSAGES.analysisLimit(limit), {
          text: { id: 'payments.analysisLimit', vars: { count: limit } },
        });
  }

  return {
    /**
     * Counts `ticker` (the company's canonical ticker) for this request's reader, or throws the
     * paywall's 403: "Sign up" for a visitor, "Upgrade" for a plan's limit.
     */
    async meter(request: FastifyRequest, reply: FastifyReply, ticker: string): Promise<void> {
      const secret = await deps.secret();
      await take(await readerOf(request, reply, secret), ticker);
    },
    /** Counts `ticker` for a signed-in user with their plan's limit (no browser: no cookie). */
    async meterUser(userId: number, ticker: string): Promise<void> {
      await take(
        { subject: `u:${userId}`, limit: () => deps.userLimit(userId), visitor: false },
        ticker,
      );
    },
    /**
     * Deletes the meter's rows older than the previous month (ADR 059): a reader's companies are
     * kept for the month they count in and the one after it, then forgotten. Run by the
     * housekeeping cron; answers how many rows went.
     */
    forgetOldMonths: () => {
      const today = now();
      const previous = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
      return deps.repo.forgetBefore(previous.toISOString().slice(0, 7));
    },
    /** A signed-in user's analyses this month (the subscription's usage). */
    usedBy: (userId: number) => deps.repo.used(`u:${userId}`, now().toISOString().slice(0, 7)),
  };
}
export type MeteringService = ReturnType<typeof createMeteringService>;
/** What a route that serves a company's analysis awaits first (the service's `meter`). */
export type MeterCompany = MeteringService['meter'];
