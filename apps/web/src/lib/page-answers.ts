/**
 * Server rendering of a public page (ADR 028): the API answers the server asked of itself for the
 * page are the only source its queries may read while the page renders. There is no network on
 * that side: a read without an answer fails at once and the page renders that part as loading.
 * In the browser nothing is set and every read goes to the network (the page's rendered queries
 * arrive as React Query state instead, `lib/page-state.ts`).
 */
let answers: Map<string, string> | null = null;

/** Renders that follow read only these answers (API URL → JSON text); null ends it. */
export function readOnlyPageAnswers(list: Map<string, string> | null): void {
  answers = list;
}

/** Whether reads are limited to the page's answers (a server render is going on). */
export function pageAnswersOnly(): boolean {
  return answers !== null;
}

/** The answer sent with the page for `url` (its JSON text); null when there is none. */
export function takePageAnswer(url: string): string | null {
  return answers?.get(url) ?? null;
}
