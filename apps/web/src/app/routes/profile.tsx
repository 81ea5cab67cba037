import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** `/profile`, behind the sign-in guard. */
export function ProfileRoute() {
  useDocumentTitle('Profile');
  return <PageHeader title="Profile" />;
}
