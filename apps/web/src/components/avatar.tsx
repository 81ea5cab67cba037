import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf, type StoredUser } from '@/lib/stored-user';
import { PersonIcon } from './icons';
import styles from './avatar.module.css';

export type AvatarProps = {
  user: StoredUser | null;
  size?: number;
};

function fullName(user: StoredUser | null): string {
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ');
}

/**
 * Spec §2: the photo, else the initials, else a generic person icon. A photo that fails to load
 * falls back to the initials.
 */
export function Avatar({ user, size = 32 }: AvatarProps) {
  const { t } = useTranslation();
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const name = fullName(user);
  const label = name || user?.email || t('avatar.guest');
  const style = { '--avatar-size': `${size}px` } as CSSProperties;
  const photo = user?.photoURL;
  const initials = initialsOf(user);

  if (photo && failedPhoto !== photo) {
    return (
      <span className={styles.avatar} style={style} data-avatar="photo">
        <img
          className={styles.photo}
          src={photo}
          alt={label}
          referrerPolicy="no-referrer"
          onError={() => setFailedPhoto(photo)}
        />
      </span>
    );
  }
  if (initials) {
    return (
      <span
        className={styles.avatar}
        style={style}
        role="img"
        aria-label={label}
        data-avatar="initials"
      >
        <span aria-hidden="true">{initials}</span>
      </span>
    );
  }
  return (
    <span
      className={[styles.avatar, styles.icon].join(' ')}
      style={style}
      role="img"
      aria-label={label}
      data-avatar="icon"
    >
      <PersonIcon size={Math.round(size * 0.6)} />
    </span>
  );
}
