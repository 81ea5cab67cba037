import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { englishLeft, resetLanguageAfterEach } from '@/test-utils/languages';
import { setViewportWidth } from '@/test-utils/match-media';
import { mockConfigFetch, TEST_CONFIG, withQueryClient } from '@/test-utils/render';
import { ErrorScreen } from './error-screen';

function boom() {
  const error = new TypeError('Cannot read properties of undefined');
  error.stack = 'TypeError: Cannot read properties of undefined\n    at Chart (chart.tsx:10:5)';
  return error;
}

describe('ErrorScreen (spec §2)', () => {
  it('shows the title, the support note and hides details until asked', () => {
    mockConfigFetch();
    render(withQueryClient(<ErrorScreen error={boom()} />));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/team has been notified/).textContent).toMatch(
      /contact support or refresh/,
    );
    expect(screen.queryByText('Cannot read properties of undefined')).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Show technical details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('TypeError')).toBeTruthy();
    expect(screen.getByText('Cannot read properties of undefined')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hide technical details' }));
    expect(screen.queryByText('Cannot read properties of undefined')).toBeNull();
  });

  it('reports the error (page, name, message, stack) once, so the note is true', async () => {
    const fetchMock = mockConfigFetch();
    window.history.replaceState(null, '', '/stocks/NASDAQ/AAPL');
    const error = boom();
    const { rerender } = render(withQueryClient(<ErrorScreen error={error} />));
    rerender(withQueryClient(<ErrorScreen error={error} />));
    await vi.waitFor(() => {
      const reports = fetchMock.mock.calls.filter(
        ([url]) => String(url) === '/api/v1/client-errors',
      );
      expect(reports).toHaveLength(1);
    });
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/client-errors')!;
    const sent = init!;
    expect(sent.method).toBe('POST');
    expect(JSON.parse(String(sent.body))).toEqual({
      page: '/stocks/NASDAQ/AAPL',
      name: 'TypeError',
      message: 'Cannot read properties of undefined',
      stack: error.stack,
    });
    window.history.replaceState(null, '', '/');
  });

  it('offers Try Again only when a reset exists', () => {
    mockConfigFetch();
    const { unmount } = render(withQueryClient(<ErrorScreen error={boom()} />));
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    unmount();

    const reset = vi.fn();
    render(withQueryClient(<ErrorScreen error={boom()} reset={reset} />));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('Go Home leads to /', () => {
    mockConfigFetch();
    render(withQueryClient(<ErrorScreen error={boom()} />));
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the stack on desktop', () => {
    mockConfigFetch();
    render(withQueryClient(<ErrorScreen error={boom()} />));
    fireEvent.click(screen.getByRole('button', { name: 'Show technical details' }));
    expect(screen.getByTestId('error-stack').textContent).toContain('at Chart (chart.tsx:10:5)');
  });

  it('hides the stack on mobile but keeps name and message', () => {
    mockConfigFetch();
    setViewportWidth(390);
    const { container } = render(withQueryClient(<ErrorScreen error={boom()} />));
    expect(container.querySelector('[data-variant="mobile"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show technical details' }));
    expect(screen.getByText('Cannot read properties of undefined')).toBeTruthy();
    expect(screen.queryByTestId('error-stack')).toBeNull();
  });

  it('describes things thrown that are not errors', () => {
    mockConfigFetch();
    render(withQueryClient(<ErrorScreen error="plain text failure" />));
    fireEvent.click(screen.getByRole('button', { name: 'Show technical details' }));
    expect(screen.getByText('plain text failure')).toBeTruthy();
  });

  it('Report Error opens the bug-report form from the configuration full screen', async () => {
    const fetchMock = mockConfigFetch();
    render(withQueryClient(<ErrorScreen error={boom()} />));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Report Error' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Report an error' });
    expect(dialog).toBeTruthy();
    const frame = await screen.findByTitle('Report an error');
    expect(frame.getAttribute('src')).toBe(TEST_CONFIG.forms['bug-report']);
    expect(fetchMock).toHaveBeenCalled();
  });
});

describe('ErrorScreen in Ukrainian and Spanish (issue 23)', () => {
  resetLanguageAfterEach();
  // The error's own name, message and stack are what the browser wrote: not the screen's text.
  const error = boom();
  const thrown = [error.stack!, error.name, error.message];

  it('Ukrainian: the screen and its details, no English left', async () => {
    await setLanguage('uk');
    mockConfigFetch();
    const { container } = render(withQueryClient(<ErrorScreen error={error} reset={() => {}} />));
    expect(screen.getByRole('heading', { level: 1, name: 'Щось пішло не так' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Показати технічні подробиці' }));
    expect(screen.getByText('Повідомлення')).toBeTruthy();
    expect(englishLeft(container, thrown)).toEqual([]);
  });

  it('Spanish: the English of the screen is all gone once the language changes', async () => {
    mockConfigFetch();
    const { container } = render(withQueryClient(<ErrorScreen error={error} reset={() => {}} />));
    fireEvent.click(screen.getByRole('button', { name: 'Show technical details' }));
    // "error" is Spanish too.
    const english = new Set(englishLeft(container, thrown).filter((w) => w !== 'error'));
    await act(() => setLanguage('es'));
    expect(screen.getByRole('heading', { level: 1, name: 'Algo ha salido mal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ocultar detalles técnicos' })).toBeTruthy();
    expect(englishLeft(container, thrown).filter((w) => english.has(w))).toEqual([]);
  });
});
