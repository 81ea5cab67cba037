import type { AlertKind } from '@evident/contracts/alerts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { ReadModelHolder } from '../../read-model/read-model';
import type { AlertCompany } from './alert-mails';
import { signUnsubscribe } from './unsubscribe-token';

/** What the alerts service is built from (`createAlertsService`'s options). */
export interface AlertsOptions {
  db: Db;
  mailer: Mailer;
  readModel: ReadModelHolder;
  publicUrl: string;
  /** The key unsubscribe links are signed with. */
  secret: () => Promise<string>;
  log: FastifyBaseLogger;
}

/** The dependencies every use case of the alerts gets: the options and two helpers of theirs. */
export interface AlertsDeps extends AlertsOptions {
  /** The public address without a trailing slash. */
  publicUrl: string;
  /** A signed unsubscribe link for one user's alerts of a kind and key. */
  unsubscribeUrl: (secret: string, userId: number, kind: AlertKind, key: string) => string;
  /** A company's ticker and name as the mails show them (its symbol when the model lacks it). */
  companyOf: (symbol: string) => AlertCompany;
}

export function alertsDeps(options: AlertsOptions): AlertsDeps {
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  return {
    ...options,
    publicUrl,
    unsubscribeUrl: (secret, userId, kind, key) =>
      `${publicUrl}/alerts/unsubscribe?token=${signUnsubscribe(secret, { userId, kind, key })}`,
    companyOf: (symbol) => {
      const entry = options.readModel.get()?.bySymbol.get(symbol);
      return {
        ticker: entry?.company.ticker ?? symbol,
        companyName: entry?.company.name ?? symbol,
      };
    },
  };
}
