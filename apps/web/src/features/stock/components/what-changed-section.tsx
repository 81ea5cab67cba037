import { Link } from 'react-router';
import type { CompanyDetail, ScoreChanges } from '@evident/contracts/stocks';
import { formatDate, formatUsd } from '@/lib/format';
import styles from './stock-page.module.css';
import own from './what-changed-section.module.css';

/*
 * "What changed since {date}" (issue 22, ADR 026): what the company answer's `changes` says moved
 * since the previous score run. Loaded on demand by stock-page.tsx (the company page's first
 * JavaScript is at its budget) and only for a company whose answer has changes.
 */

const NA = 'not available';

/** "49 (Weak)", or "not available" for a company that was not scored. */
const scoreText = (score: number | null, band: string | null) =>
  score === null ? NA : band ? `${score} (${band})` : String(score);

const percentileText = (p: number | null) => (p === null ? NA : String(p));

/** A fraction as a signed percentage with a true minus sign: −0.1667 → "−16.7%". */
function signedPercent(fraction: number): string {
  const text = `${Math.abs(fraction * 100).toFixed(1)}%`;
  if (text === '0.0%') return text;
  return fraction < 0 ? `−${text}` : `+${text}`;
}

function priceText(price: NonNullable<ScoreChanges['price']>): string {
  const move =
    price.before === null
      ? formatUsd(price.after)
      : `${formatUsd(price.before)} → ${formatUsd(price.after)}`;
  return price.change === null
    ? `Last close ${move}`
    : `Last close ${move} (${signedPercent(price.change)})`;
}

/** "Good → Fair", or the one word when only the percentile moved. */
const statusText = (before: string, after: string) =>
  before === after ? after : `${before} → ${after}`;

function Effect({ effect }: { effect: number }) {
  if (effect === 0) return null;
  const up = effect > 0;
  return (
    <span
      className={own.effect}
      data-direction={up ? 'up' : 'down'}
      role="img"
      aria-label={up ? 'raised the score' : 'lowered the score'}
    >
      {up ? '▲' : '▼'}
    </span>
  );
}

export function WhatChangedSection({
  changes,
  factors,
}: {
  changes: ScoreChanges;
  /** The company's factors, for the names of the reasons' factors. */
  factors: CompanyDetail['factors'];
}) {
  const since = formatDate(changes.since);
  const factorName = (key: keyof CompanyDetail['factors']) => factors[key].name;
  return (
    <section id="what-changed" className={styles.section} aria-labelledby="what-changed-title">
      <div>
        <h2 id="what-changed-title" className={styles.sectionTitle}>
          What changed since {since}
        </h2>
        <p className={styles.muted}>
          Scored on {formatDate(changes.asOf)}, compared with the score of {since}.
        </p>
      </div>
      <ul className={own.summary}>
        <li>
          <span className={own.label}>Score</span>{' '}
          {scoreText(changes.scoreBefore, changes.bandBefore)} →{' '}
          <strong>{scoreText(changes.scoreAfter, changes.bandAfter)}</strong>
        </li>
        {changes.price ? <li>{priceText(changes.price)}</li> : null}
        {changes.filing ? <li>New filing: {formatDate(changes.filing.after)}</li> : null}
        {changes.weights ? (
          <li>
            The factor weights were learnt again from newer data (
            <Link to="/evidence">walk-forward rule</Link>): on their own they moved the score{' '}
            {changes.weights.effect > 0 ? 'up' : 'down'} by{' '}
            {Math.abs(changes.weights.effect).toFixed(1)} points before ranking
          </li>
        ) : null}
      </ul>
      {changes.factors.length > 0 ? (
        <div className={own.group}>
          <h3 id="what-changed-factors" className={own.groupTitle}>
            Factors whose standing changed
          </h3>
          <ul className={own.factors} aria-labelledby="what-changed-factors">
            {changes.factors.map((f) => (
              <li key={f.factor}>
                <span className={own.factorName}>{f.name}</span>
                <span>{statusText(f.statusBefore, f.statusAfter)}</span>
                <span className={styles.muted}>
                  {percentileText(f.percentileBefore)} → {percentileText(f.percentileAfter)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {changes.reasons.length > 0 ? (
        <div className={own.group}>
          <h3 id="what-changed-reasons" className={own.groupTitle}>
            What moved the score
          </h3>
          <ul className={own.reasons} aria-labelledby="what-changed-reasons">
            {changes.reasons.map((r) => (
              <li key={r.metric}>
                <Effect effect={r.effect} />
                <span>
                  {r.text} <span className={own.factorTag}>{factorName(r.factor)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
