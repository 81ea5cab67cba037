import '@/styles/global.css';

/**
 * The entry (ADR 028). The app starts in stages, each evaluated in a task of its own with the main
 * thread given back between them, instead of one long task that would hold a tap or a scroll for
 * its whole length: the libraries, the app's modules, then the start itself, which hydrates the
 * page. Zod and the contracts are not part of it: each call loads its contract with its first use. Every stage's files are fetched at once, as soon as the page has
 * painted (the page's HTML lists them; `scripts/prerender.mjs`).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await import('./boot/libraries');
  await nextTask();
  await import('./boot/app');
  await nextTask();
  await import('./boot/start');
}

void start();
