import { SearchInput } from '@/components/search-input';
import styles from './home-hero.module.css';

/** The calm opening of the home page: the tagline, what Evident does, and the company search. */
export function HomeHero() {
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
      <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
        <SearchInput
          label="Find a company by name or ticker"
          placeholder="Find a company..."
          name="q"
          size="lg"
        />
      </form>
    </section>
  );
}
