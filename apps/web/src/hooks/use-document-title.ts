import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const APP_NAME = 'Evident';

/** Sets the tab title to "<title> · Evident", or the app name with its tagline on the home page. */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation('shell');
  const tagline = t('documentTitle.tagline');
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : `${APP_NAME} · ${tagline}`;
  }, [title, tagline]);
}
