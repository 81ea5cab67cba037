import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EvidencePage } from '@/features/evidence/components/evidence-page';
import { methodologyQuery } from '@/features/stock/api/stock-queries';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/i18n/en/evidence';

/** `/evidence`: the target of "see the science behind". */
export function EvidenceRoute() {
  const { t } = useTranslation('evidence');
  useDocumentTitle(t('documentTitle'));
  const methodology = useQuery(methodologyQuery);
  return <EvidencePage methodology={methodology.data} />;
}
