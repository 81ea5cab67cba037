import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListsPage } from '@/features/lists/components/lists-page';
import { listCompanyPicker } from './list-company-picker';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/i18n/en/lists';

/** `/watchlist/:id?`, behind the sign-in guard. */
export function WatchlistRoute() {
  const { t } = useTranslation('lists');
  useDocumentTitle(t('watchlist.title'));
  const { id } = useParams();
  return (
    <ListsPage
      kind="watchlist"
      listId={id && /^\d+$/.test(id) ? Number(id) : null}
      companyPicker={listCompanyPicker}
    />
  );
}
