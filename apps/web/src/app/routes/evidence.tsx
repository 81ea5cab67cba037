import { useQuery } from '@tanstack/react-query';
import { EvidencePage } from '@/features/evidence/components/evidence-page';
import { methodologyQuery } from '@/features/stock/api/stock-queries';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** `/evidence`: the target of "see the science behind". */
export function EvidenceRoute() {
  useDocumentTitle('The evidence');
  const methodology = useQuery(methodologyQuery);
  return <EvidencePage methodology={methodology.data} />;
}
