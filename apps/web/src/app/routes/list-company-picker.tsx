import type { CompanyPicker } from '@/features/lists/components/lists-page';
import { StockSearch } from '@/features/search/components/stock-search';

/** The lists screens' "Add a company" box: the company search, choosing adds instead of opening. */
export const listCompanyPicker: CompanyPicker = (props) => (
  <StockSearch {...props} placeholder="Add a company..." debounceMs={300} maxResults={6} />
);
