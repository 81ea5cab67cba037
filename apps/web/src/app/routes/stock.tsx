import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** `/stocks/:exchange/:ticker`: the full ticker is EXCHANGE:SYMBOL (spec §2). */
export function StockRoute() {
  const { exchange = '', ticker = '' } = useParams();
  const fullTicker = `${exchange.toUpperCase()}:${ticker.toUpperCase()}`;
  useDocumentTitle(fullTicker);
  return <PageHeader title={fullTicker} />;
}
