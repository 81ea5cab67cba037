import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.EVIDENT_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // In development the API runs on its own port; in production it serves `dist/` itself.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/forms': { target: apiTarget, changeOrigin: true },
      '/share': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/forms': { target: apiTarget, changeOrigin: true },
      '/share': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what each route loads first (npm run check:web-budget).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // Charts load on demand only (components/line-chart.tsx), never in the first chunk.
            { name: 'uplot', test: /node_modules[\\/]uplot[\\/]/ },
            // Toasts load on first use (components/toast.tsx).
            { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Other libraries (Radix and its helpers) stay with the code that uses them: the tabs
            // of a page do not bring the dialogs and menus, which load on first use.
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
