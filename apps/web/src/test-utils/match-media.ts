/**
 * jsdom has no layout engine and no `matchMedia`. This stand-in evaluates `max-width` /
 * `min-width` queries against a width the test chooses with `setViewportWidth`.
 */
let viewportWidth = 1280;
const listeners = new Set<() => void>();

function evaluate(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (max && viewportWidth > Number(max[1])) return false;
  if (min && viewportWidth < Number(min[1])) return false;
  return Boolean(max || min);
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    }),
  });
}

export function setViewportWidth(width: number): void {
  viewportWidth = width;
  listeners.forEach((listener) => listener());
}
