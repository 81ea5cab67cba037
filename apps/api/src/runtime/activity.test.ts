import { describe, expect, it } from 'vitest';
import {
  activityLine,
  createActivityTracker,
  etaSeconds,
  formatEta,
  progressBar,
} from './activity';

describe('the data job tracker', () => {
  it('reports nothing when no job runs, and the job with its progress while one does', () => {
    let clock = Date.parse('2026-11-24T10:00:00Z');
    const tracker = createActivityTracker(() => clock);
    expect(tracker.current()).toBeNull();
    tracker.start('import', 'Loading market data');
    expect(tracker.current()).toEqual({
      kind: 'import',
      label: 'Loading market data',
      percent: 0,
      etaSeconds: null,
      startedAt: '2026-11-24T10:00:00.000Z',
      companies: null,
      queued: false,
    });
    clock += 40_000;
    tracker.update('Loading market data: prices', 0.4);
    // 40 s for 40%: 60 s left at the same pace.
    expect(tracker.current()).toMatchObject({
      label: 'Loading market data: prices',
      percent: 40,
      etaSeconds: 60,
    });
    tracker.update('Loading market data: prices', 1.7);
    expect(tracker.current()?.percent).toBe(100);
    tracker.finish();
    expect(tracker.current()).toBeNull();
    // An update after the end is ignored (a late progress callback).
    tracker.update('late', 0.5);
    expect(tracker.current()).toBeNull();
  });

  it('gives no time estimate before the pace is known', () => {
    expect(etaSeconds(1, 0.5)).toBeNull();
    expect(etaSeconds(10, 0.01)).toBeNull();
    expect(etaSeconds(10, null)).toBeNull();
    expect(etaSeconds(10, 0.25)).toBe(30);
    expect(etaSeconds(10, 1)).toBe(0);
  });

  it('writes the terminal line as a bar with the time left', () => {
    expect(progressBar(50, 10)).toBe('[█████░░░░░] 50%');
    expect(progressBar(null, 4)).toBe('[░░░░]');
    expect(formatEta(null)).toBe('');
    expect(formatEta(42)).toBe('about 42 s left');
    expect(formatEta(150)).toBe('about 3 min left');
    expect(
      activityLine({
        kind: 'score',
        label: 'Scoring 5,757 companies',
        percent: 62,
        etaSeconds: 40,
        startedAt: '2026-11-24T10:00:00.000Z',
      }),
    ).toBe('Scoring 5,757 companies [████████████░░░░░░░░] 62% · about 40 s left');
  });
});

describe('activity between jobs (issue 53)', () => {
  it('shows a job sent to the queue as queued until a handler takes it, and the handler until it ends', () => {
    let clock = Date.parse('2026-11-24T10:00:00Z');
    const tracker = createActivityTracker(() => clock);
    tracker.start('import', 'Loading market data');
    // The import queues the score run before it ends: no moment without activity.
    tracker.queued('score', 'Score run queued');
    tracker.finish();
    expect(tracker.current()).toMatchObject({
      kind: 'score',
      label: 'Score run queued',
      queued: true,
      etaSeconds: null,
      companies: null,
    });
    // The score handler takes it: shown as its own (not queued) until its first step starts.
    const release = tracker.hold('Preparing the score run');
    expect(tracker.current()).toMatchObject({ kind: 'score', queued: false, percent: null });
    tracker.start('score', 'Scoring companies');
    clock += 10_000;
    tracker.update('Scoring 5,757 companies', 0.5, { companies: 5757 });
    expect(tracker.current()).toMatchObject({
      kind: 'score',
      label: 'Scoring 5,757 companies',
      companies: 5757,
      percent: 50,
      etaSeconds: 10,
    });
    // Between the run and its baseline, the run stays shown.
    tracker.finish();
    expect(tracker.current()).toMatchObject({ kind: 'score', companies: 5757, percent: 50 });
    tracker.start('baseline', 'Scoring companies as of 2026-05-31');
    tracker.finish();
    expect(tracker.current()?.kind).toBe('baseline');
    // The handler queues the backtest, then ends: the backtest shows as queued.
    tracker.queued('backtest', 'Backtest queued');
    release();
    expect(tracker.current()).toMatchObject({ kind: 'backtest', queued: true });
    // Taken elsewhere (another server) or refused: dropped, and nothing runs any longer.
    tracker.unqueue();
    expect(tracker.current()).toBeNull();
  });

  it('a handler with nothing queued and nothing to do shows nothing (a restart of scored data)', () => {
    const tracker = createActivityTracker();
    const release = tracker.hold('Preparing the score run');
    expect(tracker.current()).toBeNull();
    release();
    expect(tracker.current()).toBeNull();
  });
});
