import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RegionErrorBoundary } from './region-error-boundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('chart exploded');
  return <p>Chart</p>;
}

describe('RegionErrorBoundary', () => {
  it('contains a failure to its region and recovers on Try again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    render(
      <>
        <p>Header stays</p>
        <RegionErrorBoundary label="the price chart">
          <Flaky />
        </RegionErrorBoundary>
      </>,
    );
    expect(screen.getByText('Header stays')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('We could not show the price chart.');

    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Chart')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('resets by itself when a reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    const { rerender } = render(
      <RegionErrorBoundary label="the list" resetKeys={['/a']}>
        <Flaky />
      </RegionErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    shouldThrow = false;
    rerender(
      <RegionErrorBoundary label="the list" resetKeys={['/b']}>
        <Flaky />
      </RegionErrorBoundary>,
    );
    expect(screen.getByText('Chart')).toBeTruthy();
  });
});
