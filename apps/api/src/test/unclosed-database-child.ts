// Child process for the database thread's test: opens the embedded database, reads, and ends
// without closing it (a tool's error path): the process must still end.
import { openDatabase } from '../db/client';

const database = await openDatabase({ kind: 'pglite-memory' });
const { rows } = await database.executeSql('select 41 + 1 as n');
process.stdout.write(`READ ${JSON.stringify(rows)}\n`);
