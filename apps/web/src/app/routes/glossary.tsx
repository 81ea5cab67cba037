import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GlossaryPage } from '@/features/glossary/components/glossary-page';
import { methodologyQuery } from '@/features/stock/api/stock-queries';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/i18n/en/info';

/** `/glossary`: the metric catalogue, the target of the info tooltips' "Learn More". */
export function GlossaryRoute() {
  const { t } = useTranslation('info');
  useDocumentTitle(t('glossary.title'));
  const methodology = useQuery(methodologyQuery);
  return <GlossaryPage metrics={methodology.data?.metrics} failed={methodology.isError} />;
}
