import fs from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { lock, type LockOptions } from 'proper-lockfile';

/*
 * PGlite is one process's database: a second process that opens the same folder writes over the
 * first one's pages without either noticing (ADR 024). The folder is therefore locked while open,
 * with proper-lockfile: an atomic `mkdir` of `<folder>.lock`, whose mtime the holder refreshes so
 * that a lock nobody refreshes any more goes stale. The holder also writes who it is into the lock
 * (`owner.json`), so a lock left by a killed process on this machine is taken over at once instead
 * of after the stale delay.
 */

/** A lock not refreshed for this long is stale (its holder is gone, or frozen for this long). */
const STALE_MS = 60_000;
/**
 * How often the holder refreshes the lock. The refresh runs on the event loop (PGlite's queries
 * no longer block it since ADR 042, but garbage collection or a long step can): a minute minus
 * this is the longest stall a holder survives without its lock being taken.
 */
const UPDATE_MS = 5_000;
/** A process closing the folder (a restart) gets 1.4 s (200 + 400 + 800 ms) to let go. */
const WAIT = { retries: 3, minTimeout: 200, factor: 2 };
const OWNER_FILE = 'owner.json';

export class DataFolderInUseError extends Error {
  override readonly name = 'DataFolderInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Evident process${pid === null ? '' : ` (pid ${pid})`}. Stop it first, or run this job through the running server.`,
    );
  }
}

interface Owner {
  pid: number;
  host: string;
  /** When the process started (ms): tells this process from an earlier one with the same pid. */
  since: number;
}

const processStart = () => Math.round(Date.now() - process.uptime() * 1000);

function readOwner(lockDir: string): Owner | null {
  try {
    const o = JSON.parse(fs.readFileSync(path.join(lockDir, OWNER_FILE), 'utf8')) as Owner;
    return Number.isInteger(o.pid) && typeof o.host === 'string' && typeof o.since === 'number'
      ? o
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the lock's holder may still run. Only a process of this machine can be checked; the
 * same pid as ours is this process (another thread of it) only if it started when we did — after
 * a container restart the new server often gets the old one's pid.
 */
function mayBeAlive(owner: Owner): boolean {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return Math.abs(owner.since - processStart()) < 1_000;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const isLocked = (error: unknown) => (error as { code?: string }).code === 'ELOCKED';

/**
 * proper-lockfile removes its lock with `rmdir`, which fails on a folder holding `owner.json`:
 * every removal (release, exit, stale lock) empties the folder first.
 */
const lockFs = {
  ...fs,
  rmdir: (p: string, callback: (error: NodeJS.ErrnoException | null) => void) =>
    fs.rm(p, { recursive: true, force: true }, callback),
  rmdirSync: (p: string) => fs.rmSync(p, { recursive: true, force: true }),
};

/**
 * Locks the PGlite folder `dir` for this process, or throws `DataFolderInUseError` naming
 * `shownAs` (the data folder the user configured) when another live process holds it. Resolves to
 * the release function.
 */
export async function lockDataFolder(dir: string, shownAs: string): Promise<() => Promise<void>> {
  const lockDir = `${dir}.lock`;
  const options: LockOptions = {
    realpath: false,
    lockfilePath: lockDir,
    stale: STALE_MS,
    update: UPDATE_MS,
    fs: lockFs,
    // Someone removed or took our lock: say so loudly rather than crash in the middle of a write.
    onCompromised: (error) =>
      console.error(
        `Evident lost its lock on the data folder ${shownAs} (${error.message}); another process may have opened it.`,
      ),
  };
  const attempt = (retries: typeof WAIT | 0) =>
    lock(dir, { ...options, retries }).catch((error: unknown) => {
      if (isLocked(error)) return null;
      throw error;
    });
  let release = await attempt(0);
  if (!release) {
    const holder = readOwner(lockDir);
    if (holder && !mayBeAlive(holder)) {
      // Left by a process that was killed (SIGKILL, power loss): nobody will release it.
      fs.rmSync(lockDir, { recursive: true, force: true });
      release = await attempt(0);
    } else {
      release = await attempt(WAIT);
    }
  }
  if (!release) throw new DataFolderInUseError(shownAs, readOwner(lockDir)?.pid ?? null);
  const owner: Owner = { pid: process.pid, host: hostname(), since: processStart() };
  // Adding the file changes the folder's mtime, which proper-lockfile checks is still its own
  // when it refreshes the lock: put it back (synchronously, before any refresh can run).
  const { mtime } = fs.statSync(lockDir);
  fs.writeFileSync(path.join(lockDir, OWNER_FILE), JSON.stringify(owner));
  fs.utimesSync(lockDir, mtime, mtime);
  const held = release;
  return () => held().catch(() => {});
}
