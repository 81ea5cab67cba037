import { useParams } from 'react-router';
import { ListsPage } from '@/features/lists/components/lists-page';
import { listCompanyPicker } from './list-company-picker';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** `/watchlist/:id?`, behind the sign-in guard. */
export function WatchlistRoute() {
  useDocumentTitle('Watchlist');
  const { id } = useParams();
  return (
    <ListsPage
      kind="watchlist"
      listId={id && /^\d+$/.test(id) ? Number(id) : null}
      companyPicker={listCompanyPicker}
    />
  );
}
