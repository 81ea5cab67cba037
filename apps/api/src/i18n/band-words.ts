import type { SCORE_BANDS } from '@evident/contracts/score-bands';
import type { Language } from './language';
import { t, type MessageId } from './translate';

type BandLabel = (typeof SCORE_BANDS)[number]['label'];

/** The score bands' words (spec §2) as the server writes them in sentences and images. */
const BAND_IDS: Record<BandLabel, MessageId> = {
  Excellent: 'band.excellent',
  Good: 'band.good',
  Fair: 'band.fair',
  Weak: 'band.weak',
  Poor: 'band.poor',
};

/** The word of a band label ("Good"), or the label itself when it is not one. */
export function bandWord(label: string | null, language: Language): string | null {
  if (label === null) return null;
  return Object.hasOwn(BAND_IDS, label) ? t(language, BAND_IDS[label as BandLabel]) : label;
}
