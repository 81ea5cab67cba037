import { lazy, Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { AuthModalsContext } from '@/hooks/use-auth-modals';
import { useSignedIn } from '@/hooks/use-session';
import { useStoredUser } from '@/hooks/use-stored-user';
import styles from './site-header.module.css';

const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/**
 * The avatar at the right of the header (photo, else initials, else an icon). Signed in: a menu
 * with My account and Sign out; signed out: it opens the sign-in modal.
 */
export function HeaderAvatar() {
  const { t } = useTranslation('shell');
  const user = useStoredUser();
  const signedIn = useSignedIn();
  const authModals = use(AuthModalsContext);
  if (signedIn && authModals) {
    // The menu (Radix) loads with the signed-in header, not with every first visit; until it
    // has, the avatar is the plain link to the account page, at the same place and size.
    const fallback = (
      <Link to="/profile" className={styles.avatarLink} aria-label={t('account.myAccount')}>
        <Avatar user={user} />
      </Link>
    );
    return (
      <Suspense fallback={fallback}>
        <AccountMenu user={user} onSignOut={authModals.signOut} />
      </Suspense>
    );
  }
  if (signedIn) {
    return (
      <Link to="/profile" className={styles.avatarLink} aria-label={t('account.myAccount')}>
        <Avatar user={user} />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={styles.avatarLink}
      aria-label={t('header.signIn')}
      onClick={() => authModals?.open('login')}
    >
      <Avatar user={user} />
    </button>
  );
}
