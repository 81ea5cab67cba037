import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { stockPath } from '@/lib/stock-path';
import { DESKTOP_QUICK_PICKS, MOBILE_QUICK_PICKS } from '../quick-picks';
import styles from './home-hero.module.css';
import '@/i18n/en/home';

/**
 * The opening of the home page: the tagline, what Evident does, the search box (passed in by the
 * app) and quick picks.
 */
export function HomeHero({ mobile, search }: { mobile: boolean; search: ReactNode }) {
  const { t } = useTranslation('home');
  const picks = mobile ? MOBILE_QUICK_PICKS : DESKTOP_QUICK_PICKS;
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
      <h1 id="home-title" className={styles.title}>
        {t('hero.title')}
      </h1>
      <p className={styles.lead}>{t('hero.lead')}</p>
      <div className={styles.search}>{search}</div>
      <nav aria-label={t('hero.popularCompanies')} className={styles.picksNav}>
        <ul className={mobile ? styles.boxes : styles.picks}>
          {picks.map((p) => (
            <li key={p.ticker}>
              <Link to={stockPath(p.ticker)} className={mobile ? styles.box : styles.pick}>
                {mobile ? <span className={styles.boxSymbol}>{p.ticker.split(':')[1]}</span> : null}
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
