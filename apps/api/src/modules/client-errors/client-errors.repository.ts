import type { ClientErrorReport } from '@evident/contracts/client-errors';
import type { Db } from '../../db/client';
import { clientErrors } from '../../db/schema';

export async function insertClientError(
  db: Db,
  report: ClientErrorReport,
  userAgent: string | null,
): Promise<number> {
  const [row] = await db
    .insert(clientErrors)
    .values({
      page: report.page,
      name: report.name,
      message: report.message,
      stack: report.stack ?? null,
      userAgent,
    })
    .returning({ id: clientErrors.id });
  if (!row) throw new Error('client error insert returned no row');
  return row.id;
}
