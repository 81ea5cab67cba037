import type { InformationCoefficients } from '@evident/contracts/evidence';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { formatDate, formatNumber } from '@/lib/format';
import { sizeEvidence, type HorizonFigures } from '../size-bands';
import styles from './evidence-page.module.css';
import '@/i18n/en/evidence';

/*
 * Evidence by size (issue 52 item 5, ADR 049): where the score has worked and where it has not,
 * in words computed from the information coefficients of each universe and size band.
 */

const ic = (x: number | null) => formatNumber(x, 3);
const tStat = (x: number | null) => formatNumber(x, 1);

export function SizeBandsCard({
  ics,
  liquidityFloorFrom,
}: {
  ics: InformationCoefficients | null | undefined;
  /** From when the backtest applied the liquidity floor (ADR 049); null or absent: never. */
  liquidityFloorFrom?: string | null | undefined;
}) {
  const { t } = useTranslation('evidence');
  const title = t('sizeBands.title');
  const rows = ics ? sizeEvidence(ics) : [];
  // A backtest stored before ADR 049 has only the S&P 500 and all companies.
  if (!rows.some((r) => r.universe === 'investable')) {
    return (
      <Card title={title}>
        <p>{t('sizeBands.notAvailable')}</p>
      </Card>
    );
  }
  const figures = (h: HorizonFigures | undefined) =>
    h === undefined || h.reading === 'none'
      ? t('sizeBands.notMeasured')
      : t('sizeBands.figures', {
          ic: ic(h.meanIc),
          t: tStat(h.tStat),
          months: formatNumber(h.months, 0),
        });
  return (
    <Card title={title} subtitle={t('sizeBands.subtitle')}>
      <ul className={styles.list} data-testid="size-verdicts">
        {rows.map((r) => (
          <li key={r.universe} data-verdict={r.verdict}>
            {t(`sizeBands.verdict.${r.verdict}`, {
              universe: t(`sizeBands.universe.${r.universe}`),
              twelve: figures(r.horizons[0]),
              thirtySix: figures(r.horizons[1]),
            })}
          </li>
        ))}
      </ul>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={title}>
        <table className={styles.table}>
          <caption>{t('sizeBands.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sizeBands.universeColumn')}</th>
              <th scope="col">{t('sizeBands.companies')}</th>
              <th scope="col">{t('months', { count: 12 })}</th>
              <th scope="col">{t('ic.tStat12')}</th>
              <th scope="col">{t('months', { count: 36 })}</th>
              <th scope="col">{t('ic.tStat36')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.universe}>
                <th scope="row">{t(`sizeBands.universe.${r.universe}`)}</th>
                <td>{formatNumber(r.averageCompanies, 0)}</td>
                <td>{ic(r.horizons[0]?.meanIc ?? null)}</td>
                <td>{tStat(r.horizons[0]?.tStat ?? null)}</td>
                <td>{ic(r.horizons[1]?.meanIc ?? null)}</td>
                <td>{tStat(r.horizons[1]?.tStat ?? null)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.muted} data-testid="size-bands-point-in-time">
        {t('sizeBands.pointInTime')}{' '}
        {liquidityFloorFrom
          ? t('sizeBands.liquidityFrom', { date: formatDate(liquidityFloorFrom) })
          : t('sizeBands.liquidityNever')}
      </p>
    </Card>
  );
}
