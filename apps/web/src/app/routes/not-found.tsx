import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundRoute() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('notFound.title'));
  return (
    <section>
      <PageHeader title={t('notFound.title')} subtitle={t('notFound.subtitle')} />
      <Link to="/" className={buttonClassName('primary')}>
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
