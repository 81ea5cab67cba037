/**
 * Server rendering of a public page (ADR 028): the API answers the server asked of itself for the
 * page are the only source its queries may read while the page renders. There is no network on
 * that side: a read without an answer fails at once and the page renders that part as loading.
 * In the browser nothing is set and every read goes to the network (the page's rendered queries
 * arrive as React Query state instead, `lib/page-state.ts`).
 */
/** An answer the server asked for the page: its JSON text, and its status (403: the paywall). */
export type PageAnswerText = { body: string; status: number };

let answers: Map<string, PageAnswerText> | null = null;

/** Renders that follow read only these answers (API URL → answer); null ends it. */
export function readOnlyPageAnswers(list: Map<string, PageAnswerText> | null): void {
  answers = list;
}

/** Whether reads are limited to the page's answers (a server render is going on). */
export function pageAnswersOnly(): boolean {
  return answers !== null;
}

/** The answer sent with the page for `url`; null when there is none. */
export function takePageAnswer(url: string): PageAnswerText | null {
  return answers?.get(url) ?? null;
}
