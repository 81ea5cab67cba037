import { SearchInput } from '@/components/search-input';
import { HeaderAvatar } from './header-avatar';
import { SiteLogo } from './site-logo';
import styles from './site-header.module.css';

/** Logo, company search and avatar (spec §2). Search results arrive with the search issue. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <SiteLogo />
      <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
        <SearchInput label="Search companies" placeholder="Find a company..." name="q" />
      </form>
      <HeaderAvatar />
    </header>
  );
}
