import { rmSync } from 'node:fs';
import { importSnapshot } from '../jobs/snapshot-import/snapshot-import';
import { scoredUniverseSnapshot, writeSnapshot, type SnapshotFileName } from './snapshot-fixture';
import { createTestDatabase } from './test-database';

/**
 * A fresh test database (`createTestDatabase`) with a fixture snapshot imported (by default the
 * small scored universe); `dispose` drops the database and the snapshot's folder.
 */
export async function createImportedTestDatabase(
  files: Record<SnapshotFileName, string[]> = scoredUniverseSnapshot(),
) {
  const database = await createTestDatabase();
  const dir = writeSnapshot(files);
  const drop = async () => {
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await importSnapshot({ database, dir });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    ...database,
    dispose: drop,
  };
}
