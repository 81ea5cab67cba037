import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ProgressBar } from '@/components/progress-bar';
import { Layout } from './layout';
import { RequireAuth } from './require-auth';
import { RouteErrorScreen } from './route-error-screen';

/** Code splitting: each page is its own chunk, loaded when its route is first visited. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const home = page(() => import('./routes/home'), 'HomeRoute');

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <ProgressBar state="loading" />,
    children: [
      { index: true, lazy: home },
      // Spec §2: /signup is the home screen; its plan guard arrives with accounts.
      { path: 'signup', lazy: home },
      {
        path: 'stocks/:exchange/:ticker',
        lazy: page(() => import('./routes/stock'), 'StockRoute'),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'screener/:id?',
            lazy: page(() => import('./routes/screener'), 'ScreenerRoute'),
          },
          {
            path: 'portfolio/:id?',
            lazy: page(() => import('./routes/portfolio'), 'PortfolioRoute'),
          },
          {
            path: 'watchlist/:id?',
            lazy: page(() => import('./routes/watchlist'), 'WatchlistRoute'),
          },
          { path: 'profile', lazy: page(() => import('./routes/profile'), 'ProfileRoute') },
        ],
      },
      {
        path: 'evidence',
        lazy: page(() => import('./routes/evidence'), 'EvidenceRoute'),
      },
      {
        path: 'glossary',
        lazy: page(() => import('./routes/glossary'), 'GlossaryRoute'),
      },
      {
        path: 'about',
        lazy: page(() => import('@/features/info-pages/components/about-page'), 'AboutPage'),
      },
      {
        path: 'legal',
        lazy: page(
          () => import('@/features/info-pages/components/legal-notice-page'),
          'LegalNoticePage',
        ),
      },
      {
        path: 'privacy',
        lazy: page(() => import('@/features/info-pages/components/privacy-page'), 'PrivacyPage'),
      },
      {
        path: 'disclaimer',
        lazy: page(
          () => import('@/features/info-pages/components/disclaimer-page'),
          'DisclaimerPage',
        ),
      },
      { path: '*', lazy: page(() => import('./routes/not-found'), 'NotFoundRoute') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
