import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';
import { randomToken } from './crypto';

/**
 * A server secret generated once and kept in the database (so it survives restarts and every
 * instance shares it). Concurrent first calls agree: the insert is "on conflict do nothing" and
 * everyone reads back the stored value.
 */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomToken(48) })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
