import { computeMetrics } from '@evident/engine/metrics/compute-metrics';
import { prepareCompany } from '@evident/engine/metrics/prepare';
import { monthEnds } from '@evident/engine/scoring/score-run';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreChangeOf } from '@evident/engine/changes/score-changes';
import { COMPOSITE_WEIGHTS } from '@evident/engine/scoring/factors';
import { parse } from 'csv-parse/sync';
import {
  changeSideOf,
  COMPANY_SCORE_COLUMNS,
  type BaselineRow,
  type ScoreComputeProgress,
} from '@evident/engine/scoring/score-compute';
import { syntheticCompany } from '../test/synthetic-universe';
import { createEnginePool, JOB_NICE, runStreaming } from './engine-pool';
import { scaled } from '../test/time-scale';

const AS_OF = '2026-06-30';

const pool = createEnginePool({ interactiveThreads: 1 });
afterAll(() => pool.close());

describe('the engine in worker threads', () => {
  it(
    'scores a universe off the server thread: the event loop keeps turning while it computes',
    async () => {
      const universe = Array.from({ length: 500 }, (_, i) => syntheticCompany(i));
      const dates = monthEnds('2021-06-30', AS_OF);
      let computeStarted = 0;
      let computeMs = 0;
      let chunksAnnounced = 0;
      const chunks: { table: string; lines: number }[] = [];
      const phases: string[] = [];
      // The longest time the server's thread went without a timer turn, while the worker computed.
      let longestGap = 0;
      let last = performance.now();
      const ticker = setInterval(() => {
        const now = performance.now();
        if (computeStarted && !computeMs) longestGap = Math.max(longestGap, now - last);
        last = now;
      }, 2);
      try {
        const result = await runStreaming<'score', ScoreComputeProgress>(
          pool,
          'score',
          { runId: 7, asOf: AS_OF, dates },
          {
            feed: async (send) => {
              for (let i = 0; i < universe.length; i += 25) {
                send({ type: 'companies', companies: universe.slice(i, i + 25) });
                await new Promise((r) => setImmediate(r));
              }
              computeStarted = performance.now();
              last = computeStarted;
            },
            onProgress: (p) => {
              if (phases.at(-1) !== p.phase) phases.push(p.phase);
            },
            onComputed: (n) => {
              chunksAnnounced = n;
            },
            onChunk: async (chunk) => {
              const lines = new TextDecoder().decode(chunk.csv).trimEnd().split('\n');
              expect(lines.every((l) => l.startsWith('7,S'))).toBe(true);
              chunks.push({ table: chunk.table, lines: lines.length });
            },
          },
        );
        computeMs = performance.now() - computeStarted;
        expect(result.companies).toBe(500);
        expect(result.companiesScored).toBeGreaterThan(400);
        expect(phases).toEqual(['scoring', 'history']);
        const rows = (table: string) =>
          chunks.filter((c) => c.table === table).reduce((n, c) => n + c.lines, 0);
        expect(rows('company_scores')).toBe(500);
        expect(chunks).toHaveLength(chunksAnnounced);
        expect(rows('score_history')).toBe(result.historyPoints);
        expect(result.historyPoints).toBeGreaterThan(500 * (dates.length - 12));
        // The work took its time in the worker, while this thread stayed free for requests: on this
        // thread the computation would have held it for the whole of computeMs. Relative to the
        // run's own duration (ADR 051), so a busy machine slows both sides alike; the absolute
        // figure (goal < 100 ms on the reference machine) is `npm run bench -- engine-pool`.
        expect(computeMs).toBeGreaterThan(200);
        expect(longestGap).toBeLessThan(computeMs / 3);
      } finally {
        clearInterval(ticker);
      }
    },
    scaled(120_000),
  );

  it(
    'measures "what changed" against the baseline rows sent in, each company against its own',
    async () => {
      const universe = Array.from({ length: 40 }, (_, i) => syntheticCompany(i));
      const BEFORE = '2026-03-31';
      const score = async (asOf: string, baseline: BaselineRow[]) => {
        const chunks: Record<string, string[][]> = {};
        let announced = 0;
        let received = 0;
        const result = await runStreaming<'score', ScoreComputeProgress>(
          pool,
          'score',
          {
            runId: baseline.length ? 2 : 1,
            asOf,
            dates: [asOf],
            ...(baseline.length
              ? { baseline: { runId: 1, asOf: BEFORE, compositeWeights: COMPOSITE_WEIGHTS } }
              : {}),
          },
          {
            feed: async (send) => {
              if (baseline.length) send({ type: 'baseline', rows: baseline });
              send({ type: 'companies', companies: universe });
            },
            onComputed: (n) => {
              announced = n;
            },
            onChunk: async (chunk) => {
              received += 1;
              (chunks[chunk.table] ??= []).push(...(parse(Buffer.from(chunk.csv)) as string[][]));
            },
          },
        );
        expect(received).toBe(announced);
        return { result, chunks };
      };
      const cell = (x: string | undefined) => (x === '' || x === undefined ? null : x);
      const number = (x: string | undefined) => (cell(x) === null ? null : Number(x));
      // A company row as the database would give it back to "what changed".
      const rowOf = (r: string[]): BaselineRow => {
        const at = (c: (typeof COMPANY_SCORE_COLUMNS)[number]) =>
          r[COMPANY_SCORE_COLUMNS.indexOf(c)];
        const context = JSON.parse(at('context')!) as {
          lastClose: number | null;
          latestFiled: string | null;
        };
        return {
          symbol: at('symbol')!,
          scorePercentile: number(at('evident_score_percentile')),
          scoreValue: number(at('evident_score_value')),
          factors: at('factors')!,
          metrics: at('metrics')!,
          metricPercentiles: at('metric_percentiles')!,
          lastClose: context.lastClose,
          latestFiled: context.latestFiled,
        };
      };
      const sideOf = (row: BaselineRow, asOf: string) =>
        changeSideOf(row, { asOf, compositeWeights: COMPOSITE_WEIGHTS });

      const before = await score(BEFORE, []);
      expect(before.result.changes).toBeNull();
      expect(before.chunks.score_changes).toBeUndefined();
      // Three companies new since the baseline: nothing to compare them with.
      const baseline = before.chunks
        .company_scores!.map(rowOf)
        .filter((r) => !/^S[123]$/.test(r.symbol));
      const after = await score(AS_OF, baseline);
      const expected = new Map<string, unknown>();
      for (const row of after.chunks.company_scores!.map(rowOf)) {
        const then = baseline.find((b) => b.symbol === row.symbol);
        const change = then && scoreChangeOf(sideOf(then, BEFORE), sideOf(row, AS_OF));
        if (change) expected.set(row.symbol, change);
      }
      expect(expected.size, 'the fixture changes between the dates').toBeGreaterThan(10);
      const stored = after.chunks.score_changes!;
      expect(
        new Map(
          stored.map(([run, symbol, band, change]) => {
            expect(run).toBe('2');
            expect(band).toBe(JSON.parse(change!).bandChanged ? 't' : 'f');
            return [symbol!, JSON.parse(change!) as unknown];
          }),
        ),
      ).toEqual(expected);
      expect(after.result.changes).toEqual({
        from: 1,
        changed: expected.size,
        bandChanges: [...expected.values()].filter(
          (c) => (c as { bandChanged: boolean }).bandChanged,
        ).length,
      });
    },
    scaled(60_000),
  );

  it(
    'reports a failure while reading the data, and cancels the worker',
    async () => {
      const failure = new Error('the database went away');
      await expect(
        runStreaming<'score', ScoreComputeProgress>(
          pool,
          'score',
          { runId: 1, asOf: AS_OF, dates: [AS_OF] },
          {
            feed: async (send) => {
              send({ type: 'companies', companies: [syntheticCompany(1)] });
              throw failure;
            },
          },
        ),
      ).rejects.toBe(failure);
      // The pool still works afterwards.
      const [c] = [syntheticCompany(3)];
      const rows = await pool.run('metricHistory', { company: c!, dates: [AS_OF] });
      expect(rows).toHaveLength(1);
    },
    scaled(60_000),
  );

  it(
    'reports a failure in the worker',
    async () => {
      await expect(
        runStreaming<'score', ScoreComputeProgress>(
          pool,
          'score',
          // No dates: the history has nothing to score at, which the engine refuses.
          { runId: 1, asOf: AS_OF, dates: null as unknown as string[] },
          {
            feed: async (send) => {
              send({ type: 'companies', companies: [syntheticCompany(1)] });
            },
          },
        ),
      ).rejects.toThrow();
    },
    scaled(60_000),
  );

  it(
    'computes a company’s metric series exactly as the engine does in process',
    async () => {
      const c = syntheticCompany(5);
      const dates = ['2024-12-31', '2025-06-30', AS_OF];
      const rows = await pool.run('metricHistory', { company: c, dates });
      const prepared = prepareCompany(c);
      expect(rows).toEqual(
        dates.map((date) => ({ date, values: computeMetrics(prepared, date).values })),
      );
    },
    scaled(60_000),
  );

  it.runIf(process.platform === 'linux')(
    'runs the data jobs below the server’s thread in the scheduler (nice)',
    async () => {
      /** The nice value of each thread of this process (Linux: /proc/<pid>/task/<tid>/stat). */
      const niceOfThreads = () =>
        readdirSync(`/proc/${process.pid}/task`).map((tid) => {
          const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
        });
      const jobs = createEnginePool();
      let seen: number[] = [];
      try {
        await runStreaming<'score', ScoreComputeProgress>(
          jobs,
          'score',
          { runId: 1, asOf: AS_OF, dates: [AS_OF] },
          {
            feed: async (send) => {
              send({ type: 'companies', companies: [syntheticCompany(1)] });
              // The worker has started and taken the first companies: look at the threads.
              await new Promise((r) => setTimeout(r, 500));
              seen = niceOfThreads();
            },
            onChunk: async () => {},
          },
        );
      } finally {
        await jobs.close();
      }
      expect(JOB_NICE).toBeGreaterThan(0);
      expect(seen).toContain(JOB_NICE);
      expect(niceOfThreads()[0]).toBe(0); // the server's own thread is not lowered
    },
    60_000,
  );
});
