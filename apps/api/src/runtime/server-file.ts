import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The running server's address and a secret for local tools, in `DATA_DIR/server.json` (mode
 * 0600, removed at shutdown). PGlite is one process's database: a CLI must not open a data folder
 * a running server holds, so it asks that server instead (`npm run mail:outbox`).
 */
const serverFile = z.object({
  pid: z.number().int().positive(),
  port: z.number().int().positive(),
  token: z.string().min(32),
});
export type ServerFile = z.infer<typeof serverFile>;

const fileIn = (dataDir: string) => path.join(dataDir, 'server.json');

/** A new secret for local tools (the server passes it to its routes, then writes the file). */
export function newLocalToken(): string {
  return randomBytes(32).toString('hex');
}

export function writeServerFile(dataDir: string, port: number, token: string): { remove(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = fileIn(dataDir);
  writeFileSync(file, JSON.stringify({ pid: process.pid, port, token }), { mode: 0o600 });
  return {
    remove() {
      // Only our own file: a newer server may have written its own since.
      if (readServerFile(dataDir)?.token === token) rmSync(file, { force: true });
    },
  };
}

/** The server that holds this data folder, or null when none runs (a stale file is ignored). */
export function readServerFile(dataDir: string): ServerFile | null {
  const file = fileIn(dataDir);
  if (!existsSync(file)) return null;
  let parsed: ServerFile;
  try {
    parsed = serverFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
  try {
    process.kill(parsed.pid, 0);
  } catch {
    return null; // the process is gone
  }
  return parsed;
}
