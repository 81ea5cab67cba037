import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const router = createAppRouter();

function start(root: HTMLElement) {
  const app = createRoot(root);
  // A transition: React renders the first page in slices and gives the main thread back between
  // them, instead of one long task (the prerendered page stays on screen until it commits).
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

// A public page arrives prerendered (ADR 019): it stays on screen until the page's own code has
// loaded, then the app's first render replaces it with the same page — never with a blank frame.
const prerendered = container.querySelector(':scope > [data-prerendered]') !== null;
if (!prerendered || router.state.initialized) {
  start(container);
} else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    start(container);
  });
}
