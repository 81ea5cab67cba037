/**
 * A stage of the app's start (`main.tsx`): the app's own modules (providers, routes, the page
 * frame) are evaluated in a task of their own, before `start.tsx` renders.
 */
export { AppProviders } from '@/app/providers';
export { createAppRouter } from '@/app/router';
