import { render } from '@testing-library/react';
import type uPlot from 'uplot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import LineChartImpl from './line-chart-impl';

// uPlot draws on a canvas jsdom does not have: the options it is built with are what is checked.
const built: uPlot.Options[] = [];
vi.mock('uplot', () => ({
  default: class {
    constructor(opts: uPlot.Options) {
      built.push(opts);
    }
    destroy() {}
    setSize() {}
  },
}));

const lines = [
  {
    name: 'Evident Score',
    points: [
      { date: '2026-04-30', value: 61 },
      { date: '2026-05-31', value: 64 },
      { date: '2026-06-30', value: 66 },
    ],
  },
];
const yRange = (opts: uPlot.Options) => {
  const range = opts.scales?.y?.range;
  return typeof range === 'function' ? range({} as uPlot, 61, 66, 'y') : range;
};

describe('LineChartImpl', () => {
  beforeEach(() => {
    built.length = 0;
    // jsdom has no ResizeObserver; the chart only needs one to exist.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });

  it('holds a fixed value axis when given one (the score history: 0–100, issue 52)', () => {
    render(<LineChartImpl title="Score" lines={lines} format={String} range={[0, 100]} />);
    expect(built).toHaveLength(1);
    expect(yRange(built[0]!)).toEqual([0, 100]);
  });

  it('fits the value axis to the data otherwise', () => {
    render(<LineChartImpl title="ROIC" lines={lines} format={String} />);
    expect(built).toHaveLength(1);
    expect(built[0]!.scales?.y?.range).toBeUndefined();
  });
});
