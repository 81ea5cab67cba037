import type { ComponentType, SVGProps } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/components/badge';
import {
  AnalysisIcon,
  IdeasIcon,
  PortfolioIcon,
  ScreenerIcon,
  WatchlistIcon,
} from '@/components/icons';
import styles from './main-nav.module.css';

type NavItem = {
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
  /** Absent for entries that are not available yet. */
  to?: string;
  isActive?: (pathname: string) => boolean;
};

const startsWith = (prefix: string) => (pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Spec §2: four main entries plus Ideas, shown but marked Soon and disabled. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    label: 'Analysis',
    icon: AnalysisIcon,
    to: '/',
    isActive: (pathname) => pathname === '/' || pathname.startsWith('/stocks/'),
  },
  { label: 'Screener', icon: ScreenerIcon, to: '/screener', isActive: startsWith('/screener') },
  { label: 'Portfolio', icon: PortfolioIcon, to: '/portfolio', isActive: startsWith('/portfolio') },
  { label: 'Watchlist', icon: WatchlistIcon, to: '/watchlist', isActive: startsWith('/watchlist') },
  { label: 'Ideas', icon: IdeasIcon },
];

export type MainNavProps = {
  /** `side`: the left menu (desktop); `rail`: the compact left menu (tablet); `bottom`: mobile. */
  variant: 'side' | 'rail' | 'bottom';
};

export function MainNav({ variant }: MainNavProps) {
  const { pathname } = useLocation();
  return (
    <nav
      className={[styles.nav, styles[variant]].join(' ')}
      aria-label="Main"
      data-variant={variant}
    >
      <ul className={styles.list}>
        {NAV_ITEMS.map(({ label, icon: Icon, to, isActive }) => {
          if (!to) {
            return (
              <li key={label}>
                <span className={[styles.item, styles.disabled].join(' ')} aria-disabled="true">
                  <Icon className={styles.icon} size={20} />
                  <span className={styles.label}>{label}</span>
                  <Badge tone="outline" className={styles.soon}>
                    Soon
                  </Badge>
                </span>
              </li>
            );
          }
          const active = isActive?.(pathname) ?? false;
          return (
            <li key={label}>
              <Link
                to={to}
                className={styles.item}
                aria-current={active ? 'page' : undefined}
                data-active={active}
              >
                <Icon className={styles.icon} size={20} />
                <span className={styles.label}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
