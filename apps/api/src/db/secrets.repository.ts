import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appSecrets } from './schema';

/**
 * A server secret (48 random bytes) generated once and kept in the database (so it survives
 * restarts and every instance shares it), for whatever signs with one (session tokens, reset
 * codes, alert unsubscribe links, the billing sandbox). Concurrent first calls agree: the insert
 * is "on conflict do nothing" and everyone reads back the stored value.
 */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
