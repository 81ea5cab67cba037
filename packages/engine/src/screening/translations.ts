import {
  localizedFactorName,
  localizedMetric,
  localizedResearch,
  type CatalogueLanguage,
} from '../metrics/catalogue/localized';
import type { MetricId } from '../metrics/metric-id';
import { FACTOR_IDS, type FactorId } from '../scoring/factors';
import type { FieldDefinition, FieldGroup } from './fields';
import type { PresetDefinition, PresetId } from './presets';

/*
 * The screener's texts in Spanish (Spain, tú) and Ukrainian (ви) (issue 23): each field's label,
 * group and description, and each research preset's name, summary and basis. Metric fields take
 * theirs from the localized catalogue, so the screener and the methodology say the same; the
 * factor, score, market and company fields and the presets have their own here. English is the
 * definitions as they are. Pure data: the API picks the language.
 */

export type ScreeningLanguage = CatalogueLanguage;
type OtherLanguage = Exclude<ScreeningLanguage, 'en'>;

/** What a reader sees of a field. */
export interface FieldTexts {
  label: string;
  group: string;
  description: string;
}
/** What a reader sees of a preset (besides its paper, whose finding the catalogue translates). */
export type PresetTexts = Pick<PresetDefinition, 'name' | 'summary' | 'basis'>;

const GROUPS: Record<OtherLanguage, Record<FieldGroup, string>> = {
  es: {
    Score: 'Puntuación',
    Factors: 'Factores',
    Market: 'Mercado',
    Company: 'Empresa',
    Valuation: 'Valoración',
    Growth: 'Crecimiento',
    Profitability: 'Rentabilidad',
    Health: 'Solidez financiera',
    'Shareholder payout': 'Retribución al accionista',
    'Earnings quality': 'Calidad de los beneficios',
    Momentum: 'Momentum',
    Size: 'Tamaño',
  },
  uk: {
    Score: 'Оцінка',
    Factors: 'Фактори',
    Market: 'Ринок',
    Company: 'Компанія',
    Valuation: 'Оцінка вартості',
    Growth: 'Зростання',
    Profitability: 'Прибутковість',
    Health: 'Фінансова стійкість',
    'Shareholder payout': 'Виплати акціонерам',
    'Earnings quality': 'Якість прибутку',
    Momentum: 'Імпульс',
    Size: 'Розмір',
  },
};

/** The fields that are neither a metric nor a factor's. */
type FixedFieldId =
  | 'evidentScore'
  | 'evidentScoreValue'
  | 'lastClose'
  | 'change1d'
  | 'sector'
  | 'industry'
  | 'exchange'
  | 'country'
  | 'sp500'
  | 'investable';

const FIXED_FIELDS: Record<
  OtherLanguage,
  Record<FixedFieldId, { label: string; description: string }>
> = {
  es: {
    evidentScore: {
      label: 'Evident Score',
      description:
        'El Evident Score (0–100): la posición del compuesto entre las empresas con puntuación.',
    },
    evidentScoreValue: {
      label: 'Evident Score compuesto',
      description:
        'La media ponderada de los valores de los cinco factores principales, antes de ordenar las empresas (0–100).',
    },
    lastClose: { label: 'Último cierre', description: 'El último precio de cierre diario.' },
    change1d: {
      label: 'Variación en 1 día',
      description: 'El cierre de la última sesión dividido entre el cierre anterior, menos uno.',
    },
    sector: { label: 'Sector', description: 'El sector GICS de la empresa.' },
    industry: { label: 'Industria', description: 'La industria de la empresa.' },
    exchange: { label: 'Bolsa', description: 'Dónde cotizan las acciones.' },
    country: { label: 'País', description: 'Dónde tiene su sede la empresa.' },
    sp500: {
      label: 'Miembro del S&P 500',
      description: 'Si la empresa forma parte hoy del S&P 500.',
    },
    investable: {
      label: 'Invertible',
      description:
        'En el universo invertible: precio de al menos 1 $, valor de mercado de al menos 300 millones de dólares, una mediana de 1 millón de dólares negociado al día en tres meses, una presentación de resultados en los últimos 15 meses y un Evident Score.',
    },
  },
  uk: {
    evidentScore: {
      label: 'Evident Score',
      description: 'Evident Score (0–100): місце композитного показника серед оцінених компаній.',
    },
    evidentScoreValue: {
      label: 'Композитний показник Evident Score',
      description:
        'Зважене середнє значень п’яти основних факторів до ранжування компаній (0–100).',
    },
    lastClose: { label: 'Остання ціна закриття', description: 'Остання денна ціна закриття.' },
    change1d: {
      label: 'Зміна за 1 день',
      description:
        'Ціна закриття останньої сесії, поділена на попередню ціну закриття, мінус один.',
    },
    sector: { label: 'Сектор', description: 'Сектор компанії за класифікацією GICS.' },
    industry: { label: 'Галузь', description: 'Галузь компанії.' },
    exchange: { label: 'Біржа', description: 'Біржа, на якій котируються акції.' },
    country: { label: 'Країна', description: 'Країна, де розташована компанія.' },
    sp500: {
      label: 'У складі S&P 500',
      description: 'Чи входить компанія сьогодні до S&P 500.',
    },
    investable: {
      label: 'Придатна для інвестування',
      description:
        'В інвестиційному універсумі: ціна щонайменше 1 $, ринкова вартість щонайменше 300 мільйонів доларів, медіана торгів щонайменше 1 мільйон доларів на день за три місяці, звітність за останні 15 місяців і Evident Score.',
    },
  },
};

/** A factor's three fields: its value, and its percentile in the market and in its sector. */
type FactorFieldKind = 'value' | 'percentile' | 'sectorPercentile';

const FACTOR_FIELDS: Record<
  OtherLanguage,
  Record<FactorFieldKind, (name: string) => { label: string; description: string }>
> = {
  es: {
    value: (name) => ({
      label: `Factor de ${lower(name)}`,
      description: `El valor del factor de ${lower(name)}: la media ponderada de los percentiles de sus métricas (0–100).`,
    }),
    percentile: (name) => ({
      label: `Percentil de ${lower(name)} (mercado)`,
      description: `La posición del factor de ${lower(name)} entre todas las empresas con puntuación (100 = la mejor).`,
    }),
    sectorPercentile: (name) => ({
      label: `Percentil de ${lower(name)} (sector)`,
      description: `La posición del factor de ${lower(name)} entre las empresas de su mismo sector (100 = la mejor).`,
    }),
  },
  uk: {
    value: (name) => ({
      label: `Фактор «${name}»`,
      description: `Значення фактора «${name}»: зважене середнє процентилів його показників (0–100).`,
    }),
    percentile: (name) => ({
      label: `Процентиль фактора «${name}» (ринок)`,
      description: `Місце фактора «${name}» серед усіх оцінених компаній (100 = найкраще).`,
    }),
    sectorPercentile: (name) => ({
      label: `Процентиль фактора «${name}» (сектор)`,
      description: `Місце фактора «${name}» серед компаній того самого сектору (100 = найкраще).`,
    }),
  },
};

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

const FACTOR_FIELD = /^factor\.([A-Za-z]+)(?:\.(percentile|sectorPercentile))?$/;
const isFactor = (id: string): id is FactorId => (FACTOR_IDS as readonly string[]).includes(id);
const isFixed = (id: string, language: OtherLanguage): id is FixedFieldId =>
  Object.hasOwn(FIXED_FIELDS[language], id);

/** A field's label, group and description in `language` (English: the definition's). */
export function localizedFieldTexts(
  field: FieldDefinition,
  language: ScreeningLanguage,
): FieldTexts {
  if (language === 'en') {
    return { label: field.label, group: field.group, description: field.description };
  }
  const id = field.id;
  const group = GROUPS[language][field.group];
  if (isFixed(id, language)) return { ...FIXED_FIELDS[language][id], group };
  const [, factor, kind = 'value'] = FACTOR_FIELD.exec(id) ?? [];
  if (factor !== undefined && isFactor(factor)) {
    const texts = FACTOR_FIELDS[language][kind as FactorFieldKind];
    return { ...texts(localizedFactorName(factor, language)), group };
  }
  const metric = localizedMetric(id as MetricId, language);
  return { label: metric.name, group, description: metric.description };
}

const PRESETS_IN: Record<OtherLanguage, Record<PresetId, PresetTexts>> = {
  es: {
    'evident-90': {
      name: 'Evident Score 90+',
      summary:
        'Empresas con un Evident Score de 90 o más: el grupo de puntuación más alto de la página de la evidencia, convertido en búsqueda.',
      basis: 'El Evident Score (ADR 004, ADR 009)',
    },
    piotroski: {
      name: 'F-score de Piotroski entre las acciones más baratas',
      summary:
        'La mitad más barata según valor contable / valor de mercado, con un F-score de Piotroski de 7,5 o más sobre 9 (la puntuación se ajusta a las señales que permiten calcular los informes presentados): acciones de valor financieramente sólidas.',
      basis: 'Piotroski (2000)',
    },
    'magic-formula': {
      name: 'Fórmula mágica, versión con beneficio neto',
      summary:
        'Los dos rankings de Greenblatt con las cifras que contienen los datos históricos de cada fecha: el 30 % con mayor rentabilidad por beneficio dentro del 30 % con mejor rentabilidad sobre activos (sus versiones basadas en el EBIT necesitan el beneficio operativo, que falta en el historial).',
      basis: 'Greenblatt (2005)',
    },
    'cheap-cash-flow': {
      name: 'Baratas por flujo de caja libre',
      summary:
        'El 10 % con mayor rentabilidad por flujo de caja libre: la mayor generación de caja por cada dólar de valor de mercado.',
      basis: 'Lakonishok, Shleifer & Vishny (1994)',
    },
    'low-accruals': {
      name: 'Pocos devengos',
      summary: 'El 10 % con el menor ratio de devengos de Sloan: beneficios respaldados por caja.',
      basis: 'Sloan (1996)',
    },
    'net-payout-yield': {
      name: 'Rentabilidad por retribución neta',
      summary:
        'El 10 % que más caja devuelve a sus accionistas: dividendos más recompras netas de las acciones emitidas, sobre el valor de mercado.',
      basis: 'Boudoukh, Michaely, Richardson & Roberts (2007)',
    },
    'quality-momentum': {
      name: 'Calidad con momentum',
      summary:
        'Factor de rentabilidad en el 30 % superior y momentum de 12−1 meses en el 30 % superior: negocios sólidos que el mercado está premiando.',
      basis: 'Jegadeesh & Titman (1993); Novy-Marx (2013)',
    },
    'low-volatility': {
      name: 'Baja volatilidad',
      summary: 'El 20 % con menor volatilidad a un año de sus rentabilidades diarias.',
      basis: 'Ang, Hodrick, Xing & Zhang (2006)',
    },
    'top-dogs': {
      name: 'Grandes líderes',
      summary:
        'La regla de la selección diaria: un Evident Score de 90 o más entre el 20 % de empresas con mayor valor de mercado.',
      basis: 'La regla de selección diaria de Evident (ADR 004)',
    },
    'hidden-gems': {
      name: 'Joyas ocultas',
      summary:
        'La regla de la selección diaria: un Evident Score de 90 o más, fuera del S&P 500, un valor de mercado por debajo de 2.000 millones de dólares (empresas pequeñas del universo invertible).',
      basis: 'La regla de selección diaria de Evident (ADR 004, ADR 049)',
    },
  },
  uk: {
    'evident-90': {
      name: 'Evident Score 90+',
      summary:
        'Компанії з Evident Score 90 або більше: найвища група оцінок зі сторінки доказів у вигляді скринінгу.',
      basis: 'Evident Score (ADR 004, ADR 009)',
    },
    piotroski: {
      name: 'F-показник Піотроскі серед дешевших акцій',
      summary:
        'Дешевша половина компаній за співвідношенням балансової та ринкової вартості з F-показником Піотроскі 7,5 або більше з 9 (показник перераховано на ті сигнали, які дає змогу обчислити звітність): фінансово міцні акції вартості.',
      basis: 'Piotroski (2000)',
    },
    'magic-formula': {
      name: 'Магічна формула, версія з чистим прибутком',
      summary:
        'Два рейтинги Ґрінблатта за даними, доступними на кожну дату: 30% компаній з найвищою дохідністю за прибутком серед 30% з найкращою рентабельністю активів (його версії на основі EBIT потребують операційного прибутку, якого немає в історичних даних).',
      basis: 'Greenblatt (2005)',
    },
    'cheap-cash-flow': {
      name: 'Дешеві за вільним грошовим потоком',
      summary:
        '10% компаній з найвищою дохідністю за вільним грошовим потоком: найбільше грошей на кожен долар ринкової вартості.',
      basis: 'Lakonishok, Shleifer & Vishny (1994)',
    },
    'low-accruals': {
      name: 'Низькі нарахування',
      summary:
        '10% компаній з найнижчим коефіцієнтом нарахувань Слоуна: прибуток, підкріплений грошима.',
      basis: 'Sloan (1996)',
    },
    'net-payout-yield': {
      name: 'Чиста дохідність виплат',
      summary:
        '10% компаній, що повертають акціонерам найбільше грошей: дивіденди плюс зворотний викуп акцій за вирахуванням випущених, відносно ринкової вартості.',
      basis: 'Boudoukh, Michaely, Richardson & Roberts (2007)',
    },
    'quality-momentum': {
      name: 'Якість з імпульсом',
      summary:
        'Фактор прибутковості у верхніх 30% та імпульс за 12−1 місяців у верхніх 30%: сильний бізнес, який ринок винагороджує.',
      basis: 'Jegadeesh & Titman (1993); Novy-Marx (2013)',
    },
    'low-volatility': {
      name: 'Низька волатильність',
      summary: '20% компаній з найнижчою річною волатильністю денної дохідності.',
      basis: 'Ang, Hodrick, Xing & Zhang (2006)',
    },
    'top-dogs': {
      name: 'Лідери',
      summary:
        'Правило щоденного відбору: Evident Score 90 або більше серед 20% компаній з найбільшою ринковою вартістю.',
      basis: 'Правило щоденного відбору Evident (ADR 004)',
    },
    'hidden-gems': {
      name: 'Приховані перлини',
      summary:
        'Правило щоденного відбору: Evident Score 90 або більше, поза S&P 500, ринкова вартість нижча за 2 мільярди доларів (малі компанії інвестиційного універсуму).',
      basis: 'Правило щоденного відбору Evident (ADR 004, ADR 049)',
    },
  },
};

/**
 * A preset with its name, summary, basis and paper's finding in `language` (filters, sort,
 * columns, universe and the paper's citation unchanged).
 */
export function localizedPreset(
  preset: PresetDefinition,
  language: ScreeningLanguage,
): PresetDefinition {
  if (language === 'en') return preset;
  return {
    ...preset,
    ...PRESETS_IN[language][preset.id],
    paper: preset.paper && localizedResearch(preset.paper, language),
  };
}
