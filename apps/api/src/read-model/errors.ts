import { COMPANY_NOT_FOUND } from '@evident/contracts/stocks';
import { AppError } from '../http/app-error';
import type { CompanyEntry, ReadModel, ReadModelHolder } from './read-model';

export const companyNotFound = () => new AppError('COMPANY_NOT_FOUND', 404, COMPANY_NOT_FOUND);
export const dataNotReady = () =>
  new AppError('DATA_NOT_READY', 503, 'Market data is still loading; try again in a minute.');

/** The current read model, or 503 while it has not loaded yet. */
export function currentModel(holder: ReadModelHolder): ReadModel {
  const m = holder.get();
  if (!m) throw dataNotReady();
  return m;
}

/** The company of an `EXCHANGE:SYMBOL` ticker (already upper-cased), or 404. */
export function companyOf(m: ReadModel, ticker: string): CompanyEntry {
  const entry = m.byTicker.get(ticker);
  if (!entry) throw companyNotFound();
  return entry;
}
