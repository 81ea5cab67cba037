import type {
  ApplyFiltersBody,
  ScreenerExplanation,
  ScreenerField,
} from '@evident/contracts/screener';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { errorText } from '@/lib/api-client';
import { formatInteger } from '@/lib/format';
import { explainScreen } from '../api/screener-api';
import { formatCell } from '../units';
import styles from './screener.module.css';
import '@/i18n/en/screener';

/** "Why isn't X here?": type a ticker; each filter says whether it keeps the company, with its value. */
export function WhyNot({
  body,
  isOr,
  fields,
  screenKey,
}: {
  body: ApplyFiltersBody;
  isOr: boolean;
  fields: ReadonlyMap<string, ScreenerField>;
  /** Changes with the screen: an answer about another screen is put away. */
  screenKey: string;
}) {
  const { t } = useTranslation('screener');
  const [ticker, setTicker] = useState('');
  const explain = useMutation({
    mutationFn: (symbol: string) => explainScreen(body, symbol, isOr),
  });
  const { reset } = explain;
  useEffect(() => reset(), [screenKey, reset]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ticker.trim()) explain.mutate(ticker.trim());
  };
  return (
    <section className={styles.whyNot} aria-labelledby="why-not-title">
      <h2 id="why-not-title" className={styles.sectionTitle}>
        {t('whyNot.title')}
      </h2>
      <form onSubmit={submit} className={styles.inline}>
        <label htmlFor="why-not-ticker" className="visually-hidden">
          {t('whyNot.ticker')}
        </label>
        <input
          id="why-not-ticker"
          placeholder={t('whyNot.placeholder', { example: 'AAPL' })}
          value={ticker}
          onChange={(e) => setTicker(e.target.value)}
          autoCapitalize="characters"
        />
        <Button type="submit" size="sm" variant="secondary" disabled={explain.isPending}>
          {t('whyNot.check')}
        </Button>
      </form>
      {explain.isError ? (
        <p role="alert" className={styles.error}>
          {errorText(explain.error, t('errors.applyFailed'))}
        </p>
      ) : null}
      {explain.data ? <Explanation data={explain.data} fields={fields} /> : null}
    </section>
  );
}

function Explanation({
  data,
  fields,
}: {
  data: ScreenerExplanation;
  fields: ReadonlyMap<string, ScreenerField>;
}) {
  const { t } = useTranslation('screener');
  return (
    <div aria-live="polite" data-testid="why-not-answer">
      <p>
        <Trans
          t={t}
          i18nKey={
            data.matches
              ? data.rank
                ? 'whyNot.atPosition'
                : 'whyNot.pastPlan'
              : 'whyNot.notInResults'
          }
          values={{
            name: data.companyName,
            ticker: data.ticker,
            rank: formatInteger(data.rank),
          }}
          components={{ strong: <strong /> }}
        />
      </p>
      <ul className={styles.verdicts}>
        {data.filters.map((f) => (
          <li key={f.index} data-passes={String(f.passes)}>
            <span aria-hidden="true">
              {f.passes === true ? '✓' : f.passes === false ? '✕' : '?'}
            </span>{' '}
            {f.label}: {formatCell(f.value, fields.get(f.field))} —{' '}
            {f.passes === true
              ? t('whyNot.passes')
              : f.passes === false
                ? t('whyNot.excluded')
                : t('whyNot.excludedMissing')}
          </li>
        ))}
      </ul>
    </div>
  );
}
