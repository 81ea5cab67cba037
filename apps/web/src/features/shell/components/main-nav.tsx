import { use, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthModalsContext } from '@/hooks/use-auth-modals';
import { useSignedIn } from '@/hooks/use-session';
import { Badge } from '@/components/badge';
import {
  AnalysisIcon,
  IdeasIcon,
  PersonIcon,
  PortfolioIcon,
  ScreenerIcon,
  WatchlistIcon,
} from '@/components/icons';
import styles from './main-nav.module.css';

type NavItem = {
  /** Its label is `shell:nav.<id>`. */
  id: 'analysis' | 'screener' | 'portfolio' | 'watchlist' | 'ideas';
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
    id: 'analysis',
    icon: AnalysisIcon,
    to: '/',
    isActive: (pathname) => pathname === '/' || pathname.startsWith('/stocks/'),
  },
  {
    id: 'screener',
    icon: ScreenerIcon,
    to: '/screener',
    isActive: startsWith('/screener'),
    protected: true,
  },
  {
    id: 'portfolio',
    icon: PortfolioIcon,
    to: '/portfolio',
    isActive: startsWith('/portfolio'),
    protected: true,
  },
  {
    id: 'watchlist',
    icon: WatchlistIcon,
    to: '/watchlist',
    isActive: startsWith('/watchlist'),
    protected: true,
  },
  { id: 'ideas', icon: IdeasIcon },
];

export type MainNavProps = {
  /** `side`: the left menu (desktop); `rail`: the compact left menu (tablet); `bottom`: mobile. */
  variant: 'side' | 'rail' | 'bottom';
};

/**
 * Spec §2 "Sidebar and footer entries": the side menu ends with the account entries (Sign In and
 * Sign Up Free, or My account and Sign out); the compact menus end with one account entry, My
 * account (signed in) or Sign In.
 */
export function MainNav({ variant }: MainNavProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const authModals = use(AuthModalsContext);
  // The side bar's lists scroll as one block (two sticky lists would stick on each other).
  const wrap = (lists: ReactNode) =>
    variant === 'side' ? <div className={styles.stick}>{lists}</div> : lists;
  return (
    <nav
      className={[styles.nav, styles[variant]].join(' ')}
      aria-label={t('nav.label')}
      data-variant={variant}
    >
      {wrap(
        <>
          <ul className={styles.list}>
            {NAV_ITEMS.map(({ id, icon: Icon, to, isActive, protected: needsUser }) => {
              const label = t(`nav.${id}`);
              if (!to) {
                return (
                  <li key={id}>
                    <span className={[styles.item, styles.disabled].join(' ')} aria-disabled="true">
                      <Icon className={styles.icon} size={20} />
                      <span className={styles.label}>{label}</span>
                      <Badge tone="outline" className={styles.soon}>
                        {t('nav.soon')}
                      </Badge>
                    </span>
                  </li>
                );
              }
              const active = isActive?.(pathname) ?? false;
              return (
                <li key={id}>
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
            {variant !== 'side' && authModals ? (
              <li>
                {signedIn ? (
                  <Link
                    to="/profile"
                    className={styles.item}
                    aria-current={pathname === '/profile' ? 'page' : undefined}
                    data-active={pathname === '/profile'}
                  >
                    <PersonIcon className={styles.icon} size={20} />
                    <span className={styles.label}>{t('nav.myAccount')}</span>
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={styles.item}
                    aria-haspopup="dialog"
                    onClick={() => authModals.open('login')}
                  >
                    <PersonIcon className={styles.icon} size={20} />
                    <span className={styles.label}>{t('account.signIn')}</span>
                  </button>
                )}
              </li>
            ) : null}
          </ul>
          {variant === 'side' && authModals ? (
            <ul className={[styles.list, styles.account].join(' ')} aria-label={t('account.label')}>
              {signedIn ? (
                <>
                  <li>
                    <Link to="/profile" className={styles.item}>
                      <span className={styles.label}>{t('account.myAccount')}</span>
                    </Link>
                  </li>
                  <li>
                    <button type="button" className={styles.item} onClick={authModals.signOut}>
                      <span className={styles.label}>{t('account.signOut')}</span>
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
                      <span className={styles.label}>{t('account.signIn')}</span>
                    </button>
                  </li>
                  <li>
                    <button
                      type="button"
                      className={styles.item}
                      onClick={() => authModals.open('signup')}
                    >
                      <span className={styles.label}>{t('account.signUpFree')}</span>
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
