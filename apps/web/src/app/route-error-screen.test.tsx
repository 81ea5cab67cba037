import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { ForcedRenderError } from './forced-render-error';
import { RouteErrorScreen } from './route-error-screen';

let forced: string | null = 'Forced test error';

function Page() {
  return (
    <>
      <ForcedRenderError message={forced} />
      <h1>Page content</h1>
    </>
  );
}

describe('router error screen and the forced-error hook', () => {
  it('a forced render error shows the error screen with its message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockConfigFetch();
    forced = 'Forced test error';
    renderRoutes([{ path: '/', element: <Page />, errorElement: <RouteErrorScreen /> }]);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show technical details' }));
    expect(screen.getByText('Forced test error')).toBeTruthy();
  });

  it('Try Again renders the route again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockConfigFetch();
    forced = 'Only once';
    renderRoutes([{ path: '/', element: <Page />, errorElement: <RouteErrorScreen /> }]);
    await screen.findByRole('heading', { name: 'Something went wrong' });
    forced = null;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    });
    expect(await screen.findByRole('heading', { name: 'Page content' })).toBeTruthy();
  });

  it('renders nothing without a forced error', async () => {
    mockConfigFetch();
    forced = null;
    renderRoutes([{ path: '/', element: <Page />, errorElement: <RouteErrorScreen /> }]);
    expect(await screen.findByRole('heading', { name: 'Page content' })).toBeTruthy();
  });
});
