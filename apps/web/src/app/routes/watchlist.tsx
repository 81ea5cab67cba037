import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** `/watchlist/:id?`, behind the sign-in guard. */
export function WatchlistRoute() {
  useDocumentTitle('Watchlist');
  return <PageHeader title="Watchlist" />;
}
