import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** `/screener/:id?`, behind the sign-in guard. */
export function ScreenerRoute() {
  useDocumentTitle('Screener');
  return <PageHeader title="Screener" />;
}
