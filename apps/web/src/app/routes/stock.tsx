import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StockSearch } from '@/features/search/components/stock-search';
import { HERO_DEBOUNCE_MS, HERO_RESULTS } from '@/features/search/search-results';
import { StockPage } from '@/features/stock/components/stock-page';
import { useBreakpoint } from '@/hooks/use-breakpoint';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { tickerOf } from '@/lib/stock-path';
import '@/i18n/en/stock';

/** `/stocks/:exchange/:ticker`: the full ticker is EXCHANGE:SYMBOL (spec §2). */
export function StockRoute() {
  const { t } = useTranslation('stock');
  const { exchange = '', ticker = '' } = useParams();
  const fullTicker = tickerOf(exchange, ticker);
  const mobile = useBreakpoint() === 'mobile';
  useDocumentTitle(fullTicker);
  return (
    <StockPage
      key={fullTicker}
      ticker={fullTicker}
      mobile={mobile}
      search={
        <StockSearch
          label={t('page.search')}
          debounceMs={HERO_DEBOUNCE_MS}
          maxResults={HERO_RESULTS}
          size="lg"
        />
      }
    />
  );
}
