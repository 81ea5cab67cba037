import type { Methodology } from '@evident/contracts/methodology';
import type { CompanyDetail } from '@evident/contracts/stocks';
import { useTranslation } from 'react-i18next';
import { factorName } from '@/lib/score-words';
import { formatNumber } from '@/lib/format';
import styles from './score-data-panel.module.css';
import '@/i18n/en/stock';

/** A metric's name in the page's language (the methodology answer), else its id. */
export function metricNameOf(methodology: Methodology | undefined, id: string): string {
  return methodology?.metrics.find((m) => m.id === id)?.name ?? id;
}

/** "A, B and C" in the page's language. */
export function listOf(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/**
 * Issue 52 (ADR 047): a company without the data for an Evident Score. It names the rule (at
 * least 4 of the 5 core factors, each on enough of its own measures), the factors it has, and
 * for each factor short of data the measures it misses. Nothing when the company is scored.
 */
export function ScoreDataPanel({
  company,
  methodology,
}: {
  company: CompanyDetail;
  methodology?: Methodology;
}) {
  const { t, i18n } = useTranslation('stock');
  const data = company.scoreData;
  if (!data || data.enough || company.evidentScore !== null) return null;
  const names = (ids: readonly string[]) =>
    listOf(
      ids.map((id) => metricNameOf(methodology, id)),
      i18n.language,
    );
  return (
    <section className={styles.panel} aria-labelledby="score-data-title" data-testid="score-data">
      <h2 id="score-data-title" className={styles.title}>
        {t('scoreData.title')}
      </h2>
      <p>
        {t('scoreData.rule', {
          needed: formatNumber(data.factorsNeeded),
          total: formatNumber(data.factors.length),
          name: company.companyName,
          present: formatNumber(data.factorsPresent),
        })}
      </p>
      <ul className={styles.factors}>
        {data.factors.map((f) => (
          <li key={f.factor} data-enough={f.enough}>
            <strong>{factorName(f.factor)}</strong>
            {': '}
            {f.enough
              ? t('scoreData.factorEnough', {
                  present: formatNumber(f.present),
                  applicable: formatNumber(f.applicable),
                })
              : t('scoreData.factorShort', {
                  present: formatNumber(f.present),
                  applicable: formatNumber(f.applicable),
                  needed: formatNumber(f.needed),
                })}
            {!f.enough && f.missing.length > 0 ? (
              <span className={styles.missing}>
                {' '}
                {t('scoreData.missing', { metrics: names(f.missing) })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
