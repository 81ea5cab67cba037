import { rmSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createActivityTracker, type ActivityTracker } from '../../runtime/activity';
import { scoredUniverseSnapshot, writeSnapshot } from '../../test/snapshot-fixture';
import { createTestDatabase } from '../../test/test-database';
import { autoImportSnapshot } from './auto-import';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A tracker that remembers every state it was read in, plus a log that keeps its lines. */
function observed() {
  const tracker = createActivityTracker();
  const seen: { label: string; percent: number | null }[] = [];
  const wrapped: ActivityTracker = {
    ...tracker,
    update(label, fraction) {
      tracker.update(label, fraction);
      const now = tracker.current();
      if (now) seen.push({ label: now.label, percent: now.percent });
    },
  };
  const lines: string[] = [];
  const log = {
    info: (_o: object, msg: string) => lines.push(msg),
    error: (_o: object, msg: string) => lines.push(msg),
  } as unknown as FastifyBaseLogger;
  return { tracker: wrapped, seen, lines, log, current: () => tracker.current() };
}

describe('the first import at start', () => {
  it('reports its progress from the first file to the switch, then ends', async () => {
    const dir = writeSnapshot(scoredUniverseSnapshot());
    dirs.push(dir);
    const database = await createTestDatabase();
    try {
      const o = observed();
      let jobDuringReload: string | undefined;
      const summary = await autoImportSnapshot(database, dir, o.log, o.tracker, async () => {
        jobDuringReload = o.current()?.kind;
      });
      // The pages are reloaded before the job is reported done.
      expect(jobDuringReload).toBe('import');
      expect(summary?.status).toBe('imported');
      expect(o.seen.length).toBeGreaterThan(3);
      expect(o.seen[0]!.label).toMatch(/^Loading market data: companies/);
      expect(o.seen.some((s) => s.label.startsWith('Loading market data: prices'))).toBe(true);
      expect(o.seen.at(-1)).toEqual({ label: 'Loading market data: finishing', percent: 99 });
      const percents = o.seen.map((s) => s.percent ?? -1);
      // Never goes back, never claims 100% before the data is switched in.
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(Math.max(...percents)).toBeLessThan(100);
      expect(o.current()).toBeNull();
      // The terminal got progress lines with a bar.
      expect(o.lines.some((l) => /^Loading market data: .*\[[█░]+\] \d+%/.test(l))).toBe(true);

      // Data already loaded: nothing to do, no job shown.
      const again = observed();
      expect(await autoImportSnapshot(database, dir, again.log, again.tracker)).toBeNull();
      expect(again.seen).toEqual([]);
    } finally {
      await database.dispose();
    }
  });

  it('ends the job when the import fails, leaving no progress behind', async () => {
    const database = await createTestDatabase();
    try {
      const o = observed();
      expect(
        await autoImportSnapshot(database, '/nonexistent/snapshot', o.log, o.tracker),
      ).toBeNull();
      expect(o.current()).toBeNull();
      expect(o.lines).toContain('snapshot import failed; the previous data (if any) is unchanged');
    } finally {
      await database.dispose();
    }
  });

  it('stops quietly when the server shuts down during it: no failure reported, the job ended', async () => {
    const dir = writeSnapshot(scoredUniverseSnapshot());
    dirs.push(dir);
    const database = await createTestDatabase();
    try {
      const o = observed();
      const shutdown = new AbortController();
      let closing: Promise<void> | undefined;
      // The server's shutdown as it happens: aborted, then the database closed under the import.
      const tracker: ActivityTracker = {
        ...o.tracker,
        update(label, fraction) {
          o.tracker.update(label, fraction);
          if (closing) return;
          shutdown.abort();
          closing = database.close();
        },
      };
      const summary = await autoImportSnapshot(
        database,
        dir,
        o.log,
        tracker,
        async () => {},
        shutdown.signal,
      );
      await closing;
      expect(closing, 'the import was under way when the database closed').toBeDefined();
      expect(summary).toBeNull();
      expect(o.lines).toContain(
        'snapshot import stopped by the shutdown; the next start imports it',
      );
      expect(o.lines.filter((l) => l.startsWith('snapshot import failed'))).toEqual([]);
      expect(o.current()).toBeNull();
    } finally {
      await database.dispose();
    }
  });
});
