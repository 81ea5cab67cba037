import type { CompanyPicker } from '@/features/lists/components/lists-page';
import { StockSearch } from '@/features/search/components/stock-search';
import { t } from '@/i18n/i18n';
import '@/i18n/en/lists';

/** The lists screens' "Add a company" box: the company search, choosing adds instead of opening. */
export const listCompanyPicker: CompanyPicker = (props) => (
  <StockSearch
    {...props}
    placeholder={t('lists:page.searchPlaceholder')}
    debounceMs={300}
    maxResults={6}
  />
);
