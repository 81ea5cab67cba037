import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListsPage } from '@/features/lists/components/lists-page';
import { listCompanyPicker } from './list-company-picker';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/i18n/en/lists';

/** `/portfolio/:id?`, behind the sign-in guard: the watchlist screen in portfolio mode. */
export function PortfolioRoute() {
  const { t } = useTranslation('lists');
  useDocumentTitle(t('portfolio.title'));
  const { id } = useParams();
  return (
    <ListsPage
      kind="portfolio"
      listId={id && /^\d+$/.test(id) ? Number(id) : null}
      companyPicker={listCompanyPicker}
    />
  );
}
