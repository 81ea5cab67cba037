/**
 * API answers the server sent with the page (ADR 020): a public page's first reads arrive in its
 * HTML, so the page does not wait for a round trip after its JavaScript. Each answer is used once,
 * by the first anonymous GET of its URL; later reads go to the network as usual.
 */
export const PAGE_ANSWERS_ID = 'evident-answers';

let answers: Map<string, string> | null = null;

function load(): Map<string, string> {
  const map = new Map<string, string>();
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_ANSWERS_ID);
  if (!element?.textContent) return map;
  try {
    const list: unknown = JSON.parse(element.textContent);
    if (!Array.isArray(list)) return map;
    for (const item of list) {
      if (item && typeof item === 'object' && typeof (item as { url?: unknown }).url === 'string') {
        const { url, body } = item as { url: string; body: unknown };
        map.set(url, JSON.stringify(body));
      }
    }
  } catch {
    // A damaged element: the page reads from the network.
  }
  element.remove();
  return map;
}

/** The answer sent with the page for `url` (its JSON text), once; null when there is none. */
export function takePageAnswer(url: string): string | null {
  answers ??= load();
  const body = answers.get(url) ?? null;
  answers.delete(url);
  return body;
}

/** Tests: forget what was read. */
export function resetPageAnswers(): void {
  answers = null;
}
