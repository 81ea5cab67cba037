import type { SCORE_BANDS } from '@evident/contracts/score-bands';
import type { Language } from './language';

type BandLabel = (typeof SCORE_BANDS)[number]['label'];

/** The score bands' words (spec §2) as the server writes them in sentences and images. */
export const BAND_WORDS: Record<Language, Record<BandLabel, string>> = {
  en: { Excellent: 'Excellent', Good: 'Good', Fair: 'Fair', Weak: 'Weak', Poor: 'Poor' },
  // Agreeing with "el Evident Score" / "Evident Score" (masculine in both).
  es: { Excellent: 'Excelente', Good: 'Bueno', Fair: 'Aceptable', Weak: 'Débil', Poor: 'Malo' },
  uk: {
    Excellent: 'Відмінний',
    Good: 'Добрий',
    Fair: 'Задовільний',
    Weak: 'Слабкий',
    Poor: 'Поганий',
  },
};

/** The word of a band label ("Good"), or the label itself when it is not one. */
export const bandWord = (label: string | null, language: Language): string | null =>
  label === null ? null : ((BAND_WORDS[language] as Record<string, string>)[label] ?? label);
