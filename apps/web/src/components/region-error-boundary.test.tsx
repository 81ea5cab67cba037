import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { englishLeft, resetLanguageAfterEach } from '@/test-utils/languages';
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

describe('RegionErrorBoundary in Ukrainian and Spanish (issue 23)', () => {
  resetLanguageAfterEach();

  it.each([
    ['uk', 'графік цін', 'Не вдалося показати графік цін.', 'Спробувати ще раз'],
    ['es', 'el gráfico de precios', 'No hemos podido mostrar el gráfico de precios.', 'Reintentar'],
  ] as const)('%s: the notice and its button', async (language, label, title, button) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    await setLanguage(language);
    const { container } = render(
      <RegionErrorBoundary label={label}>
        <Flaky />
      </RegionErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain(title);
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
    if (language === 'uk') expect(englishLeft(container)).toEqual([]);
  });
});
