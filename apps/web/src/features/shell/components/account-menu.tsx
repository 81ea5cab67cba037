import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar';
import type { StoredUser } from '@/lib/stored-user';
import styles from './site-header.module.css';

/** The signed-in avatar's menu: My account and Sign out (loaded on demand by HeaderAvatar). */
export function AccountMenu({
  user,
  onSignOut,
}: {
  user: StoredUser | null;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.avatarLink} aria-label={t('header.accountMenu')}>
        <Avatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <Link to="/profile">{t('account.myAccount')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.menuItem} onSelect={onSignOut}>
            {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
