import { Link } from 'react-router';
import { buttonClassName } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <section>
      <PageHeader
        title="Page not found"
        subtitle="The page you asked for does not exist or has moved."
      />
      <Link to="/" className={buttonClassName('primary')}>
        Go to the home page
      </Link>
    </section>
  );
}
