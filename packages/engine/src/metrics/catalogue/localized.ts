import type { MetricId } from '../metric-id';
import { METRIC_CATALOGUE } from '../catalogue';
import { FACTORS, type FactorId } from '../../scoring/factors';
import type { MetricDefinition, ResearchReference } from './types';
import { R } from './research';
import type { CatalogueTranslation, ResearchKey } from './translations/types';
import { es } from './translations/es';
import { uk } from './translations/uk';

/**
 * The catalogue in the server's languages (issue 23): names, formulas, descriptions, rules of
 * thumb, research findings and factor names replaced by their translation; everything else (ids,
 * units, directions, thresholds, citations) as in the English catalogue. English is the catalogue
 * as is.
 */
export const CATALOGUE_LANGUAGES = ['en', 'es', 'uk'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

export const CATALOGUE_TRANSLATIONS: Record<
  Exclude<CatalogueLanguage, 'en'>,
  CatalogueTranslation
> = { es, uk };

/** A research reference's key in `R`, by its citation (the catalogue holds the references). */
const RESEARCH_KEYS = new Map<string, ResearchKey>(
  (Object.keys(R) as ResearchKey[]).map((key) => [R[key].citation, key]),
);

/** A research reference with its finding in `language` (citation and year unchanged). */
export function localizedResearch(
  reference: ResearchReference,
  language: CatalogueLanguage,
): ResearchReference {
  if (language === 'en') return reference;
  const key = RESEARCH_KEYS.get(reference.citation);
  if (key === undefined) return reference;
  return { ...reference, finding: CATALOGUE_TRANSLATIONS[language].research[key].finding };
}

/** A metric's catalogue entry with its texts in `language`. */
export function localizedMetric(id: MetricId, language: CatalogueLanguage): MetricDefinition {
  const english = METRIC_CATALOGUE[id];
  if (language === 'en') return english;
  const texts = CATALOGUE_TRANSLATIONS[language].metrics[id];
  return {
    ...english,
    name: texts.name,
    formula: texts.formula,
    description: texts.description,
    rulesOfThumb:
      english.rulesOfThumb === null
        ? null
        : { ...english.rulesOfThumb, text: texts.rule ?? english.rulesOfThumb.text },
    research: english.research.map((reference) => localizedResearch(reference, language)),
  };
}

/** The whole catalogue with its texts in `language`. */
export function localizedCatalogue(
  language: CatalogueLanguage,
): Record<MetricId, MetricDefinition> {
  if (language === 'en') return METRIC_CATALOGUE;
  return Object.fromEntries(
    (Object.keys(METRIC_CATALOGUE) as MetricId[]).map((id) => [id, localizedMetric(id, language)]),
  ) as Record<MetricId, MetricDefinition>;
}

/** A factor's name in `language`. */
export function localizedFactorName(factorId: FactorId, language: CatalogueLanguage): string {
  return language === 'en'
    ? FACTORS[factorId].name
    : CATALOGUE_TRANSLATIONS[language].factors[factorId].name;
}

/** A metric's rule of thumb in `language`; null when it has none. */
export function localizedRuleText(id: MetricId, language: CatalogueLanguage): string | null {
  const rule = METRIC_CATALOGUE[id].rulesOfThumb;
  if (rule === null) return null;
  return language === 'en'
    ? rule.text
    : (CATALOGUE_TRANSLATIONS[language].metrics[id].rule ?? rule.text);
}
