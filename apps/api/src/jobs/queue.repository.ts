import type { Database } from '../db/client';

/** How many jobs of queue `name` are in each state (pg-boss's own table, in schema `pgboss`). */
export async function jobCountsByState(
  database: Database,
  name: string,
): Promise<Record<string, number>> {
  const result = (await database.executeSql(
    'select state, count(*)::int as n from pgboss.job where name = $1 group by state',
    [name],
  )) as { rows: { state: string; n: number }[] };
  return Object.fromEntries(result.rows.map((r) => [r.state, r.n]));
}
