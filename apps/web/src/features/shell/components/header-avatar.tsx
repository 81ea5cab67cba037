import { DropdownMenu } from 'radix-ui';
import { use } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { AuthModalsContext } from '@/hooks/use-auth-modals';
import { useSignedIn } from '@/hooks/use-session';
import { useStoredUser } from '@/hooks/use-stored-user';
import styles from './site-header.module.css';

/**
 * The avatar at the right of the header (photo, else initials, else an icon). Signed in: a menu
 * with My account and Sign out; signed out: it opens the sign-in modal.
 */
export function HeaderAvatar() {
  const user = useStoredUser();
  const signedIn = useSignedIn();
  const authModals = use(AuthModalsContext);
  if (signedIn && authModals) {
    return (
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={styles.avatarLink} aria-label="Account menu">
          <Avatar user={user} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
            <DropdownMenu.Item asChild className={styles.menuItem}>
              <Link to="/profile">My account</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.menuItem} onSelect={authModals.signOut}>
              Sign out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    );
  }
  if (signedIn) {
    return (
      <Link to="/profile" className={styles.avatarLink} aria-label="My account">
        <Avatar user={user} />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={styles.avatarLink}
      aria-label="Sign in"
      onClick={() => authModals?.open('login')}
    >
      <Avatar user={user} />
    </button>
  );
}
