import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './site-header.module.css';

/** The Evident mark (a rising line over a baseline) and wordmark; links home. */
export function SiteLogo() {
  const { t } = useTranslation('shell');
  return (
    <Link to="/" className={styles.logo} aria-label={t('header.home')}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--brand-800)" />
        <path d="M8 22.5h16" stroke="#9db8f2" strokeWidth="2" strokeLinecap="round" />
        <path
          d="M9 18.5l5-5 3.5 3.5L24 10.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.wordmark}>Evident</span>
    </Link>
  );
}
