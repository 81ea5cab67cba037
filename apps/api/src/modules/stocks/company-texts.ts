import type { CompanyDetail } from '@evident/contracts/stocks';
import type { Attribute } from '@evident/engine/attributes/attributes';
import { localizedMetric } from '@evident/engine/metrics/catalogue/localized';
import type { MetricContext, MetricId } from '@evident/engine/metrics/metric-id';
import { bandWord } from '../../i18n/band-words';
import { metricValueIn } from '../../i18n/figures';
import { storedReasonText } from '../../i18n/reason-texts';
import { t } from '../../i18n/translate';
import type { StoredFairValueDetail } from '../../db/schema';
import {
  dateIn,
  moneyIn,
  NOT_AVAILABLE,
  numberFormat,
  percentIn,
  type OtherLanguage,
} from '../../i18n/format';
import type { Language } from '../../i18n/language';

/**
 * The company page's sentences in Spanish and Ukrainian (issue 23): the FAQ, the buyback note, the
 * attributes, the reasons of "what changed" and the fair value's reasons, written anew from the
 * figures (English stays as the presenter and the engine write it). A sentence stored before its
 * figures were kept (an attribute of an older run) stays in English until the next run.
 */
const pctOrNot = (x: number | null, language: OtherLanguage) =>
  x === null ? NOT_AVAILABLE[language] : percentIn(x, language);

const ruleOf = (id: MetricId, language: OtherLanguage) =>
  localizedMetric(id, language)
    .rulesOfThumb?.text.replace(/\.$/, '')
    .replace(/^./, (c) => c.toLowerCase());

// ---- Attributes -------------------------------------------------------------------------------

/** An attribute's sentence in the language, or its English one when its figures were not kept. */
export function attributeText(a: Attribute, language: OtherLanguage): string {
  if (a.value === undefined || a.verdict === undefined) return a.text;
  const name = localizedMetric(a.metric, language).name;
  const value = metricValueIn(a.metric, a.value, language);
  const rule = ruleOf(a.metric, language);
  const sector = a.sectorPercentile ?? null;
  const universe = a.universePercentile ?? null;
  const es = language === 'es';
  const verdict =
    a.verdict === 'good'
      ? es
        ? `cumple la regla práctica (${rule})`
        : `відповідає емпіричному правилу (${rule})`
      : a.verdict === 'poor'
        ? es
          ? `no cumple la regla práctica (${rule})`
          : `не відповідає емпіричному правилу (${rule})`
        : null;
  let compare: string | null = null;
  if (sector !== null) {
    const r = Math.round(sector);
    compare =
      sector >= 50
        ? es
          ? `es mejor que el ${r} % de su sector`
          : `краще, ніж у ${r}% компаній сектору`
        : es
          ? `es peor que el ${100 - r} % de su sector`
          : `гірше, ніж у ${100 - r}% компаній сектору`;
  } else if (!verdict) {
    const u = universe ?? 50;
    const r = Math.round(u);
    compare =
      u >= 50
        ? es
          ? `es mejor que el ${r} % de las empresas`
          : `краще, ніж у ${r}% компаній`
        : es
          ? `es peor que el ${100 - r} % de las empresas`
          : `гірше, ніж у ${100 - r}% компаній`;
  }
  const said = [verdict, compare].filter((p): p is string => p !== null).join(es ? ' y ' : ' і ');
  return es ? `${name} de ${value}: ${said}.` : `«${name}»: ${value} — ${said}.`;
}

// ---- Fair value -------------------------------------------------------------------------------

/** A fair value's detail as served: its reasons written in the language. */
export function fairValueDetailIn(
  stored: StoredFairValueDetail,
  language: Language,
): NonNullable<CompanyDetail['fairValueDetail']> {
  return {
    ...stored,
    reason: stored.reason === null ? null : storedReasonText(stored.reason, language),
    methods: stored.methods.map((m) =>
      m.value === null ? { ...m, reason: storedReasonText(m.reason, language) } : m,
    ),
  };
}

// ---- Buyback note and FAQ ---------------------------------------------------------------------

/** Where the buyback yield came from (the presenter's `buybackNote`, in the language). */
export function buybackNoteIn(
  buyback: MetricContext['buyback'] | undefined,
  language: OtherLanguage,
): string | undefined {
  if (!buyback) return undefined;
  const es = language === 'es';
  const to = buyback.periodEnd ? dateIn(buyback.periodEnd, language) : '';
  switch (buyback.basis) {
    case 'repurchases-net-of-issuance':
      return es
        ? `Recompras: recompras de acciones menos acciones emitidas en el estado de flujos de efectivo de los doce meses hasta el ${to}, sobre el valor de mercado actual.`
        : `Викуп акцій: зворотний викуп за вирахуванням випущених акцій у звіті про рух грошових коштів за дванадцять місяців до ${to}, відносно поточної ринкової капіталізації.`;
    case 'repurchases':
      return es
        ? `Recompras: recompras de acciones en el estado de flujos de efectivo de los doce meses hasta el ${to}, sobre el valor de mercado actual. Las acciones emitidas no figuran en los datos, así que la cifra no descuenta las nuevas acciones.`
        : `Викуп акцій: зворотний викуп у звіті про рух грошових коштів за дванадцять місяців до ${to}, відносно поточної ринкової капіталізації. Випуску нових акцій у даних немає, тож показник не враховує нові акції.`;
    case 'share-count':
      return es
        ? 'Recompras: la caída del número de acciones diluidas en el último año (las recompras del estado de flujos de efectivo no figuran en los datos de esta empresa).'
        : 'Викуп акцій: зменшення кількості розводнених акцій за останній рік (даних про викуп у звіті про рух грошових коштів для цієї компанії немає).';
  }
}

const METHOD_WORDS: Record<
  OtherLanguage,
  Record<'ownHistory' | 'cashFlow' | 'excessReturn', string>
> = {
  es: {
    ownHistory: 'los múltiplos a los que ha cotizado en sus últimos años',
    cashFlow: 'un descuento de flujos de caja',
    excessReturn: 'su rentabilidad en exceso sobre fondos propios',
  },
  uk: {
    ownHistory: 'мультиплікаторах, за якими компанія торгувалася в останні роки',
    cashFlow: 'дисконтованому грошовому потоці',
    excessReturn: 'надлишковій рентабельності власного капіталу',
  },
};

/** The FAQ in the language, from the same figures as the English one. */
export function faqIn(
  detail: Pick<
    CompanyDetail,
    | 'companyName'
    | 'evidentScore'
    | 'category'
    | 'fairValue'
    | 'percentageDifference'
    | 'fairValueDetail'
    | 'lastClose'
  >,
  figures: {
    roe: number | null;
    netMargin: number | null;
    roic: number | null;
    dividendYield: number | null;
  },
  asOf: string | null,
  hasDetail: boolean,
  language: OtherLanguage,
): CompanyDetail['faq'] {
  const name = detail.companyName;
  const es = language === 'es';
  const score = detail.evidentScore;
  const band = bandWord(detail.category, language);
  const when = asOf ? dateIn(asOf, language) : NOT_AVAILABLE[language];
  const scoreAnswer =
    score === null
      ? es
        ? `No disponible: no hay datos suficientes para puntuar ${name} con fiabilidad.`
        : `Немає даних: їх недостатньо, щоб надійно оцінити ${name}.`
      : es
        ? `${score}/100 (${band}) a ${when}: mejor que el ${score} % de las empresas que puntuamos.`
        : `${score}/100 (${band}) станом на ${when}: краще, ніж у ${score}% компаній, які ми оцінюємо.`;
  return [
    {
      question: es ? `¿Cuál es el Evident Score de ${name}?` : `Який Evident Score у ${name}?`,
      answer: scoreAnswer,
    },
    {
      question: es ? `¿Está ${name} infravalorada?` : `Чи недооцінена ${name}?`,
      answer: fairValueAnswerIn(detail, hasDetail, language),
    },
    {
      question: es ? `¿Qué rentabilidad obtiene ${name}?` : `Наскільки прибуткова ${name}?`,
      answer: es
        ? `Rentabilidad sobre fondos propios ${pctOrNot(figures.roe, language)}, margen neto ${pctOrNot(figures.netMargin, language)}, rentabilidad sobre el capital invertido ${pctOrNot(figures.roic, language)}.`
        : `Рентабельність власного капіталу ${pctOrNot(figures.roe, language)}, чиста маржа ${pctOrNot(figures.netMargin, language)}, рентабельність інвестованого капіталу ${pctOrNot(figures.roic, language)}.`,
    },
    {
      question: es ? `¿Paga dividendo ${name}?` : `Чи виплачує ${name} дивіденди?`,
      answer:
        figures.dividendYield === null
          ? es
            ? 'No disponible en nuestros datos.'
            : 'У наших даних цього немає.'
          : es
            ? `La rentabilidad por dividendo de los últimos 12 meses es del ${percentIn(figures.dividendYield, language)}.`
            : `Дивідендна дохідність за останні 12 місяців — ${percentIn(figures.dividendYield, language)}.`,
    },
  ];
}

function fairValueAnswerIn(
  d: Pick<CompanyDetail, 'fairValue' | 'percentageDifference' | 'fairValueDetail' | 'lastClose'>,
  hasDetail: boolean,
  language: OtherLanguage,
): string {
  const es = language === 'es';
  const detail = d.fairValueDetail;
  if (!hasDetail || !detail) {
    return es
      ? 'No disponible: el valor razonable se está calculando de nuevo con el método actual.'
      : 'Немає даних: справедлива вартість перераховується за чинним методом.';
  }
  if (d.fairValue === null || d.lastClose === null || detail.low === null || detail.high === null) {
    const why = detail.reason ?? t(language, 'valuation.noRecentPrice');
    return es ? `No disponible: ${why}.` : `Немає даних: ${why}.`;
  }
  const diff = d.percentageDifference ?? 0;
  const gap = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.abs(diff),
  );
  const used = detail.methods.flatMap((m) =>
    m.value === null ? [] : [METHOD_WORDS[language][m.method]],
  );
  const money = (x: number) => moneyIn(x, language);
  return es
    ? `Nuestro valor razonable es ${money(d.fairValue)} (rango de ${money(detail.low)} a ${money(detail.high)}), un ${gap} % ${diff >= 0 ? 'por encima' : 'por debajo'} del último cierre de ${money(d.lastClose)}. Se basa en ${used.join(' y ')}.`
    : `Наша справедлива вартість — ${money(d.fairValue)} (діапазон від ${money(detail.low)} до ${money(detail.high)}), на ${gap}% ${diff >= 0 ? 'вище' : 'нижче'} за останню ціну закриття ${money(d.lastClose)}. Вона ґрунтується на ${used.join(' та ')}.`;
}

/** The company answer with its sentences in `language` (English: as it is). */
export function companyDetailIn(
  detail: CompanyDetail,
  language: Language,
  sources: {
    buyback: MetricContext['buyback'] | undefined;
    attributes: readonly Attribute[];
    asOf: string | null;
    hasDetail: boolean;
  },
): CompanyDetail {
  if (language === 'en') return detail;
  const note = buybackNoteIn(sources.buyback, language);
  const metrics: CompanyDetail['metrics'] = {};
  for (const [id, m] of Object.entries(detail.metrics)) {
    metrics[id] = m.note !== undefined && note !== undefined ? { ...m, note } : m;
  }
  const texts = new Map(
    sources.attributes.map((a) => [`${a.kind}|${a.metric}`, attributeText(a, language)]),
  );
  const localAttr = (a: CompanyDetail['attributes']['positive'][number]) => ({
    ...a,
    text: texts.get(`${a.kind}|${a.metric}`) ?? a.text,
  });
  return {
    ...detail,
    metrics,
    attributes: {
      positive: detail.attributes.positive.map(localAttr),
      neutral: detail.attributes.neutral.map(localAttr),
      negative: detail.attributes.negative.map(localAttr),
    },
    faq: faqIn(
      detail,
      {
        roe: detail.kpis.roe ?? null,
        netMargin: detail.kpis.netMargin ?? null,
        roic: detail.kpis.roic ?? null,
        dividendYield: detail.kpis.dividendYield ?? null,
      },
      sources.asOf,
      sources.hasDetail,
      language,
    ),
  };
}

export type { OtherLanguage };
