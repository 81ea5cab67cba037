import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScoreChanges } from '@evident/contracts/stocks';
import { formatDate, formatNumber, formatPercent, formatUsd, notAvailable } from '@/lib/format';
import styles from './stock-page.module.css';
import own from './what-changed-section.module.css';
import { factorName, statusWord } from '@/lib/score-words';
import '@/i18n/en/stock';

/*
 * "What changed since {date}" (issue 22, ADR 026): what the company answer's `changes` says moved
 * since the previous score run. Loaded on demand by stock-page.tsx (the company page's first
 * JavaScript is at its budget) and only for a company whose answer has changes.
 */

/** "49 (Weak)", or "not available" for a company that was not scored. */
const scoreText = (score: number | null, band: string | null) =>
  score === null ? notAvailable() : band ? `${score} (${band})` : String(score);

const percentileText = (p: number | null) => (p === null ? notAvailable() : String(p));

/** A fraction as a signed percentage with a true minus sign: −0.1667 → "−16.7%". */
function signedPercent(fraction: number): string {
  const text = formatPercent(Math.abs(fraction));
  if (Math.round(Math.abs(fraction) * 1000) === 0) return text;
  return fraction < 0 ? `−${text}` : `+${text}`;
}

function priceText(t: TFunction<'stock'>, price: NonNullable<ScoreChanges['price']>): string {
  const move =
    price.before === null
      ? formatUsd(price.after)
      : `${formatUsd(price.before)} → ${formatUsd(price.after)}`;
  return price.change === null
    ? t('whatChanged.lastClose', { move })
    : t('whatChanged.lastCloseChange', { move, change: signedPercent(price.change) });
}

/** "Good → Fair", or the one word when only the percentile moved. */
const statusText = (before: string, after: string) =>
  before === after ? statusWord(after) : `${statusWord(before)} → ${statusWord(after)}`;

function Effect({ effect }: { effect: number }) {
  const { t } = useTranslation('stock');
  if (effect === 0) return null;
  const up = effect > 0;
  return (
    <span
      className={own.effect}
      data-direction={up ? 'up' : 'down'}
      role="img"
      aria-label={up ? t('whatChanged.raised') : t('whatChanged.lowered')}
    >
      {up ? '▲' : '▼'}
    </span>
  );
}

export function WhatChangedSection({ changes }: { changes: ScoreChanges }) {
  const { t } = useTranslation('stock');
  const since = formatDate(changes.since);
  return (
    <section id="what-changed" className={styles.section} aria-labelledby="what-changed-title">
      <div>
        <h2 id="what-changed-title" className={styles.sectionTitle}>
          {t('whatChanged.title', { date: since })}
        </h2>
        <p className={styles.muted}>
          {t('whatChanged.scoredOn', { date: formatDate(changes.asOf), since })}
        </p>
      </div>
      <ul className={own.summary}>
        <li>
          <span className={own.label}>{t('whatChanged.score')}</span>{' '}
          {scoreText(changes.scoreBefore, changes.bandBefore)} →{' '}
          <strong>{scoreText(changes.scoreAfter, changes.bandAfter)}</strong>
        </li>
        {changes.price ? <li>{priceText(t, changes.price)}</li> : null}
        {changes.filing ? (
          <li>{t('whatChanged.newFiling', { date: formatDate(changes.filing.after) })}</li>
        ) : null}
        {changes.weights ? (
          <li>
            <Trans
              t={t}
              i18nKey={
                changes.weights.effect > 0 ? 'whatChanged.weightsUp' : 'whatChanged.weightsDown'
              }
              count={Math.abs(changes.weights.effect)}
              values={{ points: formatNumber(Math.abs(changes.weights.effect), 1) }}
              components={{ ruleLink: <Link to="/evidence" /> }}
            />
          </li>
        ) : null}
      </ul>
      {changes.factors.length > 0 ? (
        <div className={own.group}>
          <h3 id="what-changed-factors" className={own.groupTitle}>
            {t('whatChanged.factors')}
          </h3>
          <ul className={own.factors} aria-labelledby="what-changed-factors">
            {changes.factors.map((f) => (
              <li key={f.factor}>
                <span className={own.factorName}>{factorName(f.factor)}</span>
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
            {t('whatChanged.reasons')}
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
