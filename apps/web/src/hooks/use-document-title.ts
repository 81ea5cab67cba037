import { useEffect } from 'react';

export const APP_NAME = 'Evident';

/** Sets the tab title to "<title> · Evident", or the app name with its tagline on the home page. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${APP_NAME}`
      : `${APP_NAME} · Beat the market. With science.`;
  }, [title]);
}
