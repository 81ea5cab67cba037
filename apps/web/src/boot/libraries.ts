/**
 * The first stage of the app's start (`main.tsx`): React, React DOM, the router and TanStack
 * Query are evaluated in a task of their own. Each export keeps its library's chunk in this stage.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
export { RouterProvider } from 'react-router';
export { QueryClient } from '@tanstack/react-query';
