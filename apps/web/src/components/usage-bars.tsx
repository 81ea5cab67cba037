import type { SubscriptionData } from '@evident/contracts/auth';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '@/lib/format';
import styles from './usage-bars.module.css';

const limitText = (used: number, limit: number) =>
  `${formatInteger(used)} / ${limit === -1 ? '∞' : formatInteger(limit)}`;

/** This month's usage against the plan's limits (−1 = unlimited, shown as ∞), with bars. */
export function UsageBars({ usage }: { usage: SubscriptionData['usage'] }) {
  const { t } = useTranslation();
  const rows = [
    [t('usage.analysis'), usage.analysis],
    [t('usage.portfolio'), usage.portfolio],
    [t('usage.watchlist'), usage.watchlist],
  ] as const;
  return (
    <ul className={styles.usage}>
      {rows.map(([label, u]) => (
        <li key={label}>
          <span className={styles.row}>
            <span>{label}</span>
            <span>{limitText(u.used, u.limit)}</span>
          </span>
          <span
            className={styles.bar}
            role="img"
            aria-label={`${label}: ${limitText(u.used, u.limit)}`}
          >
            <span
              className={styles.barFill}
              style={{
                width:
                  u.limit === -1
                    ? '0%'
                    : `${Math.min(100, (u.used / Math.max(1, u.limit)) * 100)}%`,
              }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
