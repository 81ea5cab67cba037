import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { stockPath } from '@/lib/stock-path';
import { DESKTOP_QUICK_PICKS, MOBILE_QUICK_PICKS } from '../quick-picks';
import styles from './home-hero.module.css';

/**
 * The opening of the home page: the tagline, what Evident does, the search box (passed in by the
 * app) and quick picks.
 */
export function HomeHero({ mobile, search }: { mobile: boolean; search: ReactNode }) {
  const picks = mobile ? MOBILE_QUICK_PICKS : DESKTOP_QUICK_PICKS;
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <p className={styles.eyebrow}>Fundamental analysis of US-listed companies</p>
      <h1 id="home-title" className={styles.title}>
        Beat the market. With science.
      </h1>
      <p className={styles.lead}>
        Evident reads each company’s public financial statements and rates its value, growth,
        profitability, financial health and shareholder payout, then combines them into one score of
        how likely it is to beat the market over the next three years.
      </p>
      <div className={styles.search}>{search}</div>
      <nav aria-label="Popular companies" className={styles.picksNav}>
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
