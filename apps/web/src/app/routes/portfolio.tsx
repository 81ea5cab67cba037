import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** `/portfolio/:id?`, behind the sign-in guard. */
export function PortfolioRoute() {
  useDocumentTitle('Portfolio');
  return <PageHeader title="Portfolio" />;
}
