// Child process for the data folder lock tests: opens the embedded database in DATA_FOLDER,
// announces it, and holds it until killed.
import { openDatabase } from '../db/client';

const database = await openDatabase({ kind: 'pglite', dataDir: process.env.DATA_FOLDER! });
process.stdout.write('OPEN\n');
const keepAlive = setInterval(() => {}, 60_000);
process.on('SIGTERM', () => {
  clearInterval(keepAlive);
  void database.close();
});
