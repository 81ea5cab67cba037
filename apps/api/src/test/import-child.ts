// Child process for the kill -9 test: imports a snapshot slowly, announcing each written batch.
import { openDatabase } from '../db/client';
import { importSnapshot } from '../jobs/snapshot-import/snapshot-import';

const [dir] = process.argv.slice(2);
const url = process.env.CHILD_DATABASE_URL;
const dataDir = process.env.CHILD_DATA_DIR;
const database = await openDatabase(
  url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: dataDir! },
);
await importSnapshot({
  database,
  dir: dir!,
  batchRows: 5,
  afterBatch: async (file, rows) => {
    process.stdout.write(`BATCH ${file} ${rows}\n`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  },
});
process.stdout.write('DONE\n');
await database.close();
