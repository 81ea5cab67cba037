import { use, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { Link, useLocation } from 'react-router';
import { AuthModalsContext } from '@/hooks/use-auth-modals';
import { useSignedIn } from '@/hooks/use-session';
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
  /** Needs a signed-in user (spec §4 protected routes). */
  protected?: boolean;
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
  {
    label: 'Screener',
    icon: ScreenerIcon,
    to: '/screener',
    isActive: startsWith('/screener'),
    protected: true,
  },
  {
    label: 'Portfolio',
    icon: PortfolioIcon,
    to: '/portfolio',
    isActive: startsWith('/portfolio'),
    protected: true,
  },
  {
    label: 'Watchlist',
    icon: WatchlistIcon,
    to: '/watchlist',
    isActive: startsWith('/watchlist'),
    protected: true,
  },
  { label: 'Ideas', icon: IdeasIcon },
];

export type MainNavProps = {
  /** `side`: the left menu (desktop); `rail`: the compact left menu (tablet); `bottom`: mobile. */
  variant: 'side' | 'rail' | 'bottom';
};

export function MainNav({ variant }: MainNavProps) {
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const authModals = use(AuthModalsContext);
  // The side bar's lists scroll as one block (two sticky lists would stick on each other).
  const wrap = (lists: ReactNode) =>
    variant === 'side' ? <div className={styles.stick}>{lists}</div> : lists;
  return (
    <nav
      className={[styles.nav, styles[variant]].join(' ')}
      aria-label="Main"
      data-variant={variant}
    >
      {wrap(
        <>
          <ul className={styles.list}>
            {NAV_ITEMS.map(({ label, icon: Icon, to, isActive, protected: needsUser }) => {
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
                    onClick={(event) => {
                      // Spec §4: signed out, a protected entry opens the sign-in modal instead.
                      if (needsUser && !signedIn && authModals) {
                        event.preventDefault();
                        authModals.open('login');
                      }
                    }}
                  >
                    <Icon className={styles.icon} size={20} />
                    <span className={styles.label}>{label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
          {variant === 'side' && authModals ? (
            <ul className={[styles.list, styles.account].join(' ')} aria-label="Account">
              {signedIn ? (
                <>
                  <li>
                    <Link to="/profile" className={styles.item}>
                      <span className={styles.label}>My account</span>
                    </Link>
                  </li>
                  <li>
                    <button type="button" className={styles.item} onClick={authModals.signOut}>
                      <span className={styles.label}>Sign out</span>
                    </button>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <button
                      type="button"
                      className={styles.item}
                      onClick={() => authModals.open('login')}
                    >
                      <span className={styles.label}>Sign In</span>
                    </button>
                  </li>
                  <li>
                    <button
                      type="button"
                      className={styles.item}
                      onClick={() => authModals.open('signup')}
                    >
                      <span className={styles.label}>Sign Up Free</span>
                    </button>
                  </li>
                </>
              )}
            </ul>
          ) : null}
        </>,
      )}
    </nav>
  );
}
