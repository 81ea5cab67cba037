import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ScreenerPage } from '@/features/screener/components/screener-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/i18n/en/screener';

/** `/screener/:id?`, behind the sign-in guard. */
export function ScreenerRoute() {
  const { t } = useTranslation('screener');
  useDocumentTitle(t('title'));
  const { id } = useParams();
  return <ScreenerPage screenId={id && /^\d+$/.test(id) ? Number(id) : null} />;
}
