import type { ScreenerField } from '@evident/contracts/screener';
import { t } from '@/i18n/i18n';
import { formatInteger, formatNumber, formatPercent, formatUsd, notAvailable } from '@/lib/format';
import '@/i18n/en/screener';

/**
 * How a field's numbers are typed and shown in the screener: percent fields as percentages
 * (stored as fractions), large dollar amounts in billions, the rest as they are.
 */
export interface Scale {
  /** Stored value = typed value × factor. */
  factor: number;
  suffix: string;
}

export function scaleOf(field: Pick<ScreenerField, 'unit' | 'histogram'>): Scale {
  if (field.unit === 'percent' || field.unit === 'probability')
    return { factor: 0.01, suffix: '%' };
  if (field.unit === 'usd' && (field.histogram?.max ?? 0) >= 1e9)
    return { factor: 1e9, suffix: t('screener:units.billionsUsd') };
  if (field.unit === 'usd') return { factor: 1, suffix: '$' };
  return { factor: 1, suffix: '' };
}

/** A typed number as stored (rounding away the float noise of × 0.01). */
export const toStored = (typed: number, scale: Scale) =>
  Number((typed * scale.factor).toPrecision(12));

export const toTyped = (stored: number, scale: Scale) =>
  Number((stored / scale.factor).toPrecision(6));

/** A cell of the results table. */
export function formatCell(
  value: number | string | boolean | null | undefined,
  field: Pick<ScreenerField, 'unit' | 'kind'> | undefined,
): string {
  if (value === null || value === undefined) return notAvailable();
  if (typeof value === 'boolean') return value ? t('screener:yes') : t('screener:no');
  if (typeof value === 'string') return value;
  switch (field?.unit) {
    case 'percent':
    case 'probability':
      return formatPercent(value);
    case 'usd':
      return formatUsd(value);
    case 'times':
      return `${formatNumber(value, 1)}×`;
    case 'score':
      return formatNumber(value, 1);
    default:
      return Number.isInteger(value) ? formatInteger(value) : formatNumber(value, 2);
  }
}
