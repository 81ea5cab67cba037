import type {
  ApplyFiltersBody,
  ScreenerExplanation,
  ScreenerField,
} from '@evident/contracts/screener';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api-client';
import { explainScreen } from '../api/screener-api';
import { formatCell } from '../units';
import styles from './screener.module.css';

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
  const [ticker, setTicker] = useState('');
  const explain = useMutation({
    mutationFn: (t: string) => explainScreen(body, t, isOr),
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
        Why isn’t a company here?
      </h2>
      <form onSubmit={submit} className={styles.inline}>
        <label htmlFor="why-not-ticker" className="visually-hidden">
          Ticker
        </label>
        <input
          id="why-not-ticker"
          placeholder="Ticker, e.g. AAPL"
          value={ticker}
          onChange={(e) => setTicker(e.target.value)}
          autoCapitalize="characters"
        />
        <Button type="submit" size="sm" variant="secondary" disabled={explain.isPending}>
          Check
        </Button>
      </form>
      {explain.isError ? (
        <p role="alert" className={styles.error}>
          {explain.error instanceof ApiError ? explain.error.message : 'Something went wrong'}
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
  return (
    <div aria-live="polite" data-testid="why-not-answer">
      <p>
        <strong>{data.companyName}</strong> ({data.ticker}){' '}
        {data.matches
          ? data.rank
            ? `is in the results, at position ${data.rank}.`
            : 'matches the screen, past the rows your plan shows.'
          : 'is not in the results:'}
      </p>
      <ul className={styles.verdicts}>
        {data.filters.map((f) => (
          <li key={f.index} data-passes={String(f.passes)}>
            <span aria-hidden="true">
              {f.passes === true ? '✓' : f.passes === false ? '✕' : '?'}
            </span>{' '}
            {f.label}: {formatCell(f.value, fields.get(f.field))} —{' '}
            {f.passes === true
              ? 'passes'
              : f.passes === false
                ? 'excluded by this filter'
                : 'excluded: the value is not available'}
          </li>
        ))}
      </ul>
    </div>
  );
}
