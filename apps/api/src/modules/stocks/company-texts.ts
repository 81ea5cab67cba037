import type { CompanyDetail } from '@evident/contracts/stocks';
import type { Attribute } from '@evident/engine/attributes/attributes';
import { localizedMetric } from '@evident/engine/metrics/catalogue/localized';
import type { MetricContext, MetricId } from '@evident/engine/metrics/metric-id';
import { bandWord } from '../../i18n/band-words';
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

/** A metric value as the sentences write it (the engine's `formatValue`, in the language). */
export function metricValueIn(id: MetricId, v: number, language: OtherLanguage): string {
  const abs = Math.abs(v);
  switch (localizedMetric(id, language).unit) {
    case 'percent':
    case 'probability':
      return percentIn(v, language, abs < 0.1 ? 1 : 0);
    case 'usd':
      return moneyIn(v, language);
    case 'score': {
      const d = abs < 10 ? 1 : 0;
      return numberFormat(language, { minimumFractionDigits: d, maximumFractionDigits: d }).format(
        v,
      );
    }
    default: {
      const d = abs < 1 ? 2 : abs < 10 ? 1 : 0;
      return numberFormat(language, { minimumFractionDigits: d, maximumFractionDigits: d }).format(
        v,
      );
    }
  }
}

/** Four significant digits, for two values that would otherwise read the same. */
function preciseValueIn(id: MetricId, v: number, language: OtherLanguage): string {
  const unit = localizedMetric(id, language).unit;
  if (unit === 'usd') return moneyIn(v, language);
  if (unit === 'percent' || unit === 'probability') {
    return numberFormat(language, { style: 'percent', maximumSignificantDigits: 4 }).format(v);
  }
  return numberFormat(language, { maximumSignificantDigits: 4 }).format(v);
}

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

// ---- What changed -----------------------------------------------------------------------------

type Change = NonNullable<CompanyDetail['changes']>;
type Reason = Change['reasons'][number];

/** A reason of "what changed" in the language (its figures are in the answer). */
export function reasonText(r: Reason, change: Change, language: OtherLanguage): string {
  const id = r.metric as MetricId;
  const name = localizedMetric(id, language).name;
  const es = language === 'es';
  const rounded = (x: number | null) =>
    x === null ? NOT_AVAILABLE[language] : metricValueIn(id, x, language);
  const precise =
    r.before !== null &&
    r.after !== null &&
    r.before !== r.after &&
    rounded(r.before) === rounded(r.after);
  const v = (x: number | null) =>
    x === null ? NOT_AVAILABLE[language] : precise ? preciseValueIn(id, x, language) : rounded(x);
  const price = change.price;
  const move =
    price && price.before !== null
      ? es
        ? `al moverse la cotización de ${moneyIn(price.before, language)} a ${moneyIn(price.after, language)}`
        : `бо ціна акції змінилася з ${moneyIn(price.before, language)} на ${moneyIn(price.after, language)}`
      : es
        ? 'al moverse la cotización'
        : 'бо змінилася ціна акції';
  const filed = change.filing
    ? es
      ? `con el informe del ${dateIn(change.filing.after, language)}`
      : `зі звітом від ${dateIn(change.filing.after, language)}`
    : es
      ? 'con un nuevo informe'
      : 'з новим звітом';
  const went = es
    ? `${name} pasó de ${v(r.before)} a ${v(r.after)}`
    : `Показник «${name}» змінився з ${v(r.before)} на ${v(r.after)}`;
  switch (r.cause) {
    case 'now-available':
      return es
        ? `${name} ya está disponible: ${v(r.after)}.`
        : `Показник «${name}» тепер доступний: ${v(r.after)}.`;
    case 'no-longer-available':
      return es
        ? `${name} ya no está disponible (era ${v(r.before)}).`
        : `Показник «${name}» більше не доступний (був ${v(r.before)}).`;
    case 'peers': {
      const ranked = r.percentileBefore !== null && r.percentileAfter !== null;
      const a = Math.round(r.percentileBefore ?? 0);
      const b = Math.round(r.percentileAfter ?? 0);
      return es
        ? `${name} se mantuvo en ${v(r.after)}, pero cambiaron las cifras de otras empresas${ranked ? `: su posición pasó del percentil ${a} al ${b}` : ''}.`
        : `Показник «${name}» лишився на рівні ${v(r.after)}, але змінилися дані інших компаній${ranked ? `: його процентиль змінився з ${a} на ${b}` : ''}.`;
    }
    case 'price':
      return `${went} ${move}.`;
    case 'filing':
      return `${went} ${filed}.`;
    case 'filing-and-price':
      return es ? `${went} ${filed} y ${move}.` : `${went} ${filed} і ${move}.`;
    case 'other':
      return `${went}.`;
  }
}

// ---- Fair value -------------------------------------------------------------------------------

const SCALE: Record<OtherLanguage, Record<string, string>> = {
  es: { billion: 'mil millones', million: 'millones' },
  uk: { billion: 'млрд', million: 'млн' },
};

/** The valuation's reasons (engine sentences) in the language, fragment by fragment. */
const VALUATION_PHRASES: [RegExp, Record<OtherLanguage, (...m: string[]) => string>][] = [
  [
    /the methods disagree by more than (\d+)× \(/g,
    {
      es: (n) => `los métodos discrepan en más de ${n}× (`,
      uk: (n) => `методи розходяться більш ніж у ${n} раза (`,
    },
  ],
  [
    /fewer than two multiples can be used \(/g,
    {
      es: () => 'se pueden usar menos de dos múltiplos (',
      uk: () => 'можна використати менше двох мультиплікаторів (',
    },
  ],
  [
    /fewer than (\d+) years of free cash flow, the latest included/g,
    {
      es: (n) => `menos de ${n} años de flujo de caja libre, incluido el último`,
      uk: (n) => `менше ${n} років даних про вільний грошовий потік, включно з останнім`,
    },
  ],
  [
    /a blank-check company has no business to value yet/g,
    {
      es: () => 'una sociedad de adquisición (SPAC) aún no tiene negocio que valorar',
      uk: () => 'компанія-«пустушка» для поглинання (SPAC) ще не має бізнесу, який можна оцінити',
    },
  ],
  [/none left out/g, { es: () => 'ninguno descartado', uk: () => 'жоден не відкинуто' }],
  [
    /(P\/E|P\/S|P\/FCF|P\/B): not positive today/g,
    { es: (m) => `${m}: no es positivo hoy`, uk: (m) => `${m}: сьогодні не додатний` },
  ],
  [
    /(P\/E|P\/S|P\/FCF|P\/B): under (\d+) years of positive history/g,
    {
      es: (m, n) => `${m}: menos de ${n} años de historial positivo`,
      uk: (m, n) => `${m}: менше ${n} років додатної історії`,
    },
  ],
  [
    /the share counts filed \(([\d.]+) (billion|million)\) are not on the basis of today's ([\d.]+) (billion|million)/g,
    {
      es: (a, s, b, t) =>
        `las cifras de acciones presentadas (${a} ${SCALE.es[s]}) no están en la base de las ${b} ${SCALE.es[t]} de hoy`,
      uk: (a, s, b, t) =>
        `кількість акцій у звітах (${a} ${SCALE.uk[s]}) не відповідає сьогоднішній базі (${b} ${SCALE.uk[t]})`,
    },
  ],
  [
    /return on equity \(([\d.]+)% a year\) is below the long-run growth of ([\d.]+)%/g,
    {
      es: (a, b) =>
        `la rentabilidad sobre fondos propios (${a} % anual) es inferior al crecimiento a largo plazo del ${b} %`,
      uk: (a, b) =>
        `рентабельність власного капіталу (${a}% на рік) нижча за довгострокове зростання ${b}%`,
    },
  ],
  [
    /a REIT is valued on funds from operations, which the data does not report/g,
    {
      es: () => 'un REIT se valora por sus fondos de operaciones (FFO), que los datos no recogen',
      uk: () => 'REIT оцінюють за коштами від операцій (FFO), яких немає в даних',
    },
  ],
  [
    /no revenue for the last twelve months/g,
    {
      es: () => 'no hay ingresos de los últimos doce meses',
      uk: () => 'немає виручки за останні дванадцять місяців',
    },
  ],
  [
    /free cash flow is negative or nil in a normal year/g,
    {
      es: () => 'el flujo de caja libre es negativo o nulo en un año normal',
      uk: () => 'вільний грошовий потік від’ємний або нульовий у звичайний рік',
    },
  ],
  [
    /no growth history to project/g,
    {
      es: () => 'no hay historial de crecimiento que proyectar',
      uk: () => 'немає історії зростання для прогнозу',
    },
  ],
  [
    /no positive book value/g,
    { es: () => 'el valor contable no es positivo', uk: () => 'балансова вартість не додатна' },
  ],
  [
    /no return on equity for the last twelve months/g,
    {
      es: () => 'no hay rentabilidad sobre fondos propios de los últimos doce meses',
      uk: () => 'немає рентабельності власного капіталу за останні дванадцять місяців',
    },
  ],
  [
    /fewer than two years of return on equity/g,
    {
      es: () => 'menos de dos años de rentabilidad sobre fondos propios',
      uk: () => 'менше двох років даних про рентабельність власного капіталу',
    },
  ],
  [/no recent price/g, { es: () => 'no hay un precio reciente', uk: () => 'немає свіжої ціни' }],
  [
    /own-history multiples/g,
    { es: () => 'múltiplos históricos propios', uk: () => 'власні історичні мультиплікатори' },
  ],
  [
    /excess return on equity/g,
    {
      es: () => 'rentabilidad en exceso sobre fondos propios',
      uk: () => 'надлишкова рентабельність власного капіталу',
    },
  ],
  [
    /discounted cash flow/g,
    { es: () => 'flujo de caja descontado', uk: () => 'дисконтований грошовий потік' },
  ],
];

/** A valuation reason in the language: each known phrase replaced, figures kept. */
export function valuationReasonText(reason: string, language: OtherLanguage): string {
  let text = reason;
  for (const [pattern, words] of VALUATION_PHRASES) {
    text = text.replace(pattern, (_match, ...groups: unknown[]) =>
      words[language](...(groups.filter((g) => typeof g === 'string') as string[])),
    );
  }
  return text;
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
    const why = detail.reason
      ? valuationReasonText(detail.reason, language)
      : es
        ? 'no hay un precio reciente'
        : 'немає свіжої ціни';
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
  const fv = detail.fairValueDetail;
  return {
    ...detail,
    metrics,
    attributes: {
      positive: detail.attributes.positive.map(localAttr),
      neutral: detail.attributes.neutral.map(localAttr),
      negative: detail.attributes.negative.map(localAttr),
    },
    fairValueDetail: fv && {
      ...fv,
      reason: fv.reason === null ? null : valuationReasonText(fv.reason, language),
      methods: fv.methods.map((m) =>
        m.value === null && 'reason' in m && typeof m.reason === 'string'
          ? { ...m, reason: valuationReasonText(m.reason, language) }
          : m,
      ),
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
    changes: detail.changes && {
      ...detail.changes,
      reasons: detail.changes.reasons.map((r) => ({
        ...r,
        name: localizedMetric(r.metric as MetricId, language).name,
        text: reasonText(r, detail.changes!, language),
      })),
    },
  };
}

export type { OtherLanguage };
