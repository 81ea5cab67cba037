import type { ClientErrorReport } from '@evident/contracts/client-errors';
import type { Db } from '../../db/client';
import { insertClientError } from './client-errors.repository';

/** Errors the web app reports (stored for the team). */
export function createClientErrorsService(db: Db) {
  return {
    report: (report: ClientErrorReport, userAgent: string | null) =>
      insertClientError(db, report, userAgent),
  };
}
export type ClientErrorsService = ReturnType<typeof createClientErrorsService>;
