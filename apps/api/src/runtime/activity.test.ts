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
