import type { ReactNode } from 'react';
import { HeaderAvatar } from './header-avatar';
import { SiteLogo } from './site-logo';
import styles from './site-header.module.css';

/** Logo, company search and avatar (spec §2). The app passes the search box in. */
export function SiteHeader({ search }: { search: ReactNode }) {
  return (
    <header className={styles.header}>
      <SiteLogo />
      <div className={styles.search}>{search}</div>
      <HeaderAvatar />
    </header>
  );
}
