/**
 * The score's fixed words in the interface's language (issue 23): factor names and the status
 * words of the score bands. The API sends them in English, as identifiers the page also styles
 * by (`data-band="Good"`); the page shows them through these.
 */
import { t } from '@/i18n/i18n';

const FACTOR_IDS = {
  value: 'value',
  growth: 'growth',
  profitability: 'profitability',
  health: 'health',
  shareholderretribution: 'shareholderRetribution',
  'shareholder payout': 'shareholderRetribution',
  momentum: 'momentum',
  earningsquality: 'earningsQuality',
  'earnings quality': 'earningsQuality',
} as const;

/**
 * A factor's name from its id (`shareholderRetribution`), its contract key
 * (`ShareholderRetribution`) or its English name (`Shareholder payout`); anything else as given.
 */
export function factorName(keyOrName: string): string {
  const id = FACTOR_IDS[keyOrName.toLowerCase() as keyof typeof FACTOR_IDS];
  return id ? t(`common:factors.${id}`) : keyOrName;
}

const STATUS = ['Excellent', 'Good', 'Fair', 'Weak', 'Poor'] as const;

/** A band's word ("Good") or "Insufficient data", in the language; anything else as given. */
export function statusWord(label: string): string {
  if ((STATUS as readonly string[]).includes(label)) {
    return t(`common:status.${label as (typeof STATUS)[number]}`);
  }
  return label === 'Insufficient data' ? t('common:status.insufficient') : label;
}
