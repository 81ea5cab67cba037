import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { useFirstVisit, useRecordVisits } from './use-first-visit';

function Recorder() {
  useRecordVisits();
  return <Outlet />;
}

function Probe({ name }: { name: string }) {
  const first = useFirstVisit();
  return <p data-testid={name}>{first ? 'first' : 'again'}</p>;
}

function setup(start = '/a') {
  const router = createMemoryRouter(
    [
      {
        element: <Recorder />,
        children: [
          {
            path: '/a',
            element: (
              <>
                <Probe name="a" />
                <Probe name="a-second-reader" />
              </>
            ),
          },
          { path: '/b', element: <Probe name="b" /> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useFirstVisit (spec §2)', () => {
  it('reports the first visit to a path, then later visits as returns', async () => {
    const router = setup('/a');
    expect(screen.getByTestId('a').textContent).toBe('first');
    // Every reader of the same visit gets the same answer, after recording too.
    expect(screen.getByTestId('a-second-reader').textContent).toBe('first');
    expect(localStorage.getItem('visited:/a')).not.toBeNull();

    await act(() => router.navigate('/b'));
    expect(screen.getByTestId('b').textContent).toBe('first');

    await act(() => router.navigate('/a'));
    expect(screen.getByTestId('a').textContent).toBe('again');

    // Back to /b through history is a new visit too, and no longer a first one.
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('b').textContent).toBe('again');
  });

  it('remembers visits across sessions through local storage', () => {
    localStorage.setItem('visited:/a', '2024-01-01T00:00:00.000Z');
    setup('/a');
    expect(screen.getByTestId('a').textContent).toBe('again');
  });
});
