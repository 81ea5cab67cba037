import { rmSync } from 'node:fs';
import type { AppOptions } from '../app';
import { runScoreJob } from '../jobs/score/score-job';
import { importSnapshot } from '../jobs/snapshot-import/snapshot-import';
import { buildTestApp, buildTestAppWithAlertsJob, type TestApp } from './build-test-app';
import { scoredUniverseSnapshot, writeSnapshot, type SnapshotFileName } from './snapshot-fixture';

/**
 * The set-up many API tests share: the real app with a fixture snapshot imported (the small
 * scored universe unless `files`), scored by `runs` in turn (one run at the latest date unless
 * given; none with `[]`), and its read model loaded. `close` also removes the snapshot's folder.
 */
export async function buildScoredTestApp(
  envOverrides: Record<string, string> = {},
  options: Partial<Omit<AppOptions, 'env' | 'database'>> = {},
  fixture: {
    files?: Partial<Record<SnapshotFileName, string[]>>;
    /** The score runs, each at `asOf` (the snapshot's latest data when unset). */
    runs?: { asOf?: string }[];
    /** Sends each loaded run's alerts, as a started server does (runtime/jobs.ts). */
    alertsJob?: boolean;
  } = {},
): Promise<TestApp & { dir: string }> {
  const t = await (fixture.alertsJob ? buildTestAppWithAlertsJob : buildTestApp)(
    envOverrides,
    options,
  );
  const dir = writeSnapshot(fixture.files ?? scoredUniverseSnapshot());
  try {
    await importSnapshot({ database: t.database, dir });
    for (const run of fixture.runs ?? [{}]) {
      await runScoreJob(t.database, { historyYears: 1, ...run });
    }
    await t.app.ready();
    await t.app.readModel.reload();
  } catch (error) {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...t,
    dir,
    async close() {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
