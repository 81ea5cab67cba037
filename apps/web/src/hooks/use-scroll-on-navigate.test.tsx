import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

function Page() {
  useScrollOnNavigate();
  const [visible, setVisible] = useState(false);
  return visible ? (
    <section id="faq">FAQ</section>
  ) : (
    <button type="button" onClick={() => setVisible(true)}>
      Load
    </button>
  );
}

describe('useScrollOnNavigate', () => {
  it('waits for the idScrollable element, then scrolls it into view', async () => {
    const router = createMemoryRouter([{ path: '/stocks/:e/:t', element: <Page /> }], {
      initialEntries: ['/stocks/NASDAQ/AAPL?idScrollable=faq'],
    });
    render(<RouterProvider router={router} />);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await vi.waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1));
    const target = vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0] as Element;
    expect(target.id).toBe('faq');
  });

  it('scrolls to the top without idScrollable', () => {
    const router = createMemoryRouter([{ path: '/stocks/:e/:t', element: <Page /> }], {
      initialEntries: ['/stocks/NASDAQ/AAPL'],
    });
    render(<RouterProvider router={router} />);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });
});
