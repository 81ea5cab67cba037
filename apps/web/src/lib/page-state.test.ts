import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { hydratePageState, PAGE_STATE_ID } from './page-state';

/** What the server sends: the queries it rendered the page with, dehydrated. */
function sendWithPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_STATE_ID;
  element.textContent = text;
  document.body.append(element);
}

function serverState() {
  const server = new QueryClient();
  // Made by a server whose clock is an hour behind this one.
  server.setQueryData(
    ['stocks', 'NASDAQ:AAPL'],
    { name: 'Apple Inc.' },
    {
      updatedAt: Date.now() - 3_600_000,
    },
  );
  return JSON.stringify(dehydrate(server));
}

describe('the queries a server-rendered page arrives with (ADR 028)', () => {
  afterEach(() => {
    document.getElementById(PAGE_STATE_ID)?.remove();
    localStorage.clear();
  });

  it('puts them in the cache before the first render and removes the element', () => {
    sendWithPage(serverState());
    const client = new QueryClient();
    hydratePageState(client);
    expect(client.getQueryData(['stocks', 'NASDAQ:AAPL'])).toEqual({ name: 'Apple Inc.' });
    expect(document.getElementById(PAGE_STATE_ID)).toBeNull();
    // As fresh as a read made now, whatever the server's clock: not asked again as the page starts.
    const state = client.getQueryState(['stocks', 'NASDAQ:AAPL'])!;
    expect(Date.now() - state.dataUpdatedAt).toBeLessThan(1000);
  });

  it('leaves a signed-in visitor reading from the server (an analysis counts there)', () => {
    localStorage.setItem('accessToken', 'abc.def');
    sendWithPage(serverState());
    const client = new QueryClient();
    hydratePageState(client);
    expect(client.getQueryData(['stocks', 'NASDAQ:AAPL'])).toBeUndefined();
    expect(document.getElementById(PAGE_STATE_ID)).toBeNull();
  });

  it('ignores a damaged element and a page without one', () => {
    const client = new QueryClient();
    hydratePageState(client);
    sendWithPage('{not json');
    hydratePageState(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
