import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import { useStoredUser } from '@/hooks/use-stored-user';
import { isSignedIn } from '@/lib/session';
import styles from './site-header.module.css';

/** The avatar at the right of the header; signed in, it leads to the profile (spec §2). */
export function HeaderAvatar() {
  const user = useStoredUser();
  if (isSignedIn()) {
    return (
      <Link to="/profile" className={styles.avatarLink} aria-label="My account">
        <Avatar user={user} />
      </Link>
    );
  }
  return (
    <span className={styles.avatarStatic}>
      <Avatar user={user} />
    </span>
  );
}
