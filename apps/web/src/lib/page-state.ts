import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { getAccessToken } from './session';

/** A refusal as the page's state carries it (JSON). */
type PlainError = { apiError: true; status: number; message: string };

export function plainError(error: ApiError): PlainError {
  return { apiError: true, status: error.status, message: error.message };
}

function revived(error: unknown): unknown {
  if (error && typeof error === 'object' && (error as PlainError).apiError === true) {
    const { status, message } = error as PlainError;
    return new ApiError(status, message);
  }
  return error;
}

/** The id of the JSON element that carries a server-rendered page's queries (ADR 028). */
export const PAGE_STATE_ID = 'evident-state';

/**
 * The queries a public page was rendered with on the server (ADR 028), put in the client's cache
 * before the app's first render, so that render shows what the HTML already shows instead of its
 * loading state. Signed out only: a signed-in visitor's reads reach the server (an analysis
 * counts toward the month's), so their page renders from its own answers.
 */
export function hydratePageState(client: QueryClient): void {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_STATE_ID);
  if (!element) return;
  const text = element.textContent;
  element.remove();
  if (!text || getAccessToken() !== null) return;
  try {
    const state = JSON.parse(text) as DehydratedState;
    // Answers made for this page load are as fresh as a read made now (the server's clock may
    // differ from this one): they are not asked again as the page starts.
    const now = Date.now();
    for (const query of state.queries) {
      query.state.dataUpdatedAt = now;
      // A refusal the page was rendered with (the paywall) is the same error here.
      if (query.state.error) {
        query.state.error = revived(query.state.error) as Error;
        query.state.errorUpdatedAt = now;
      }
    }
    hydrate(client, state);
  } catch {
    // A damaged element: the page reads from the network.
  }
}
