import type { Evidence, GroupResult } from '@evident/contracts/evidence';
import { dateIn, LOCALE, NOT_AVAILABLE, ukPlural, type OtherLanguage } from '../../i18n/format';
import type { Language } from '../../i18n/language';

/*
 * The evidence answer's texts in Spanish and Ukrainian (issue 23), at presentation time: the
 * portfolios' labels, the universe and benchmark, and the caveats. The stored backtest keeps its
 * English (the job writes it); a text written here is recognised by its English wording, with its
 * figures written as the language writes them, and a text not recognised (an older backtest's)
 * stays in English. English is the stored answer as it is.
 */

const count = (text: string, language: OtherLanguage) =>
  new Intl.NumberFormat(LOCALE[language]).format(Number(text));

/** An English percentage of the job ("12.3%", "-4.0%") or "not available", in the language. */
function percent(text: string | undefined, language: OtherLanguage): string {
  if (text === undefined || text === 'not available') return NOT_AVAILABLE[language];
  return new Intl.NumberFormat(LOCALE[language], {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Number(text.slice(0, -1)) / 100);
}

// ---- Portfolios ---------------------------------------------------------------------------------

/** The score buckets' ranges (backtest.ts SCORE_BUCKETS), as "Score {{bucket}}" reads them. */
const BUCKETS: Record<OtherLanguage, Record<string, string>> = {
  es: {
    '90+': 'de 90 o más',
    '70-89': 'de 70 a 89',
    '50-69': 'de 50 a 69',
    '20-49': 'de 20 a 49',
    '<20': 'inferior a 20',
  },
  uk: {
    '90+': '90 або більше',
    '70-89': 'від 70 до 89',
    '50-69': 'від 50 до 69',
    '20-49': 'від 20 до 49',
    '<20': 'нижче 20',
  },
};

const WORDS: Record<
  OtherLanguage,
  {
    score: string;
    decile: string;
    best: string;
    worst: string;
    walkForward: string;
    benchmark: string;
  }
> = {
  es: {
    score: 'Puntuación',
    decile: 'Decil',
    best: 'el mejor',
    worst: 'el peor',
    walkForward: 'ponderaciones walk-forward',
    benchmark: 'Índice de referencia',
  },
  uk: {
    score: 'Оцінка',
    decile: 'Дециль',
    best: 'найкращий',
    worst: 'найгірший',
    walkForward: 'ковзні ваги',
    benchmark: 'Бенчмарк',
  },
};

/**
 * A portfolio's label in the language, from its id: "Score 90 or more", "Decile 10 (best)".
 *
 * The walk-forward buckets keep their English prefix "Walk-forward Score " before the translated
 * range: the web's comparison table (apps/web research.tsx) strips that prefix and writes the
 * range into its own translated "Score {{bucket}}".
 */
function groupLabel(
  group: Pick<GroupResult, 'id' | 'label'>,
  kind: 'fixed' | 'walkForward',
  language: OtherLanguage,
): string {
  const w = WORDS[language];
  const bucket = BUCKETS[language][group.id];
  if (bucket !== undefined) {
    return kind === 'fixed' ? `${w.score} ${bucket}` : `Walk-forward Score ${bucket}`;
  }
  const decile = /^D(\d+)$/.exec(group.id)?.[1];
  if (decile !== undefined) {
    const n = Number(decile);
    const rank = n === 10 ? ` (${w.best})` : n === 1 ? ` (${w.worst})` : '';
    return kind === 'fixed'
      ? `${w.decile} ${n}${rank}`
      : `${w.decile} ${n}${rank} (${w.walkForward})`;
  }
  return group.label;
}

function groupsIn<G extends Pick<GroupResult, 'id' | 'label'>>(
  groups: readonly G[],
  kind: 'fixed' | 'walkForward',
  language: OtherLanguage,
): G[] {
  return groups.map((g) => ({ ...g, label: groupLabel(g, kind, language) }));
}

// ---- Parameters -------------------------------------------------------------------------------

const PARAMS: Record<string, Record<OtherLanguage, string>> = {
  'SPY (dividend-adjusted month-end closes)': {
    es: 'SPY (cierres de fin de mes ajustados por dividendos)',
    uk: 'SPY (ціни закриття на кінець місяця з поправкою на дивіденди)',
  },
  'S&P 500 members at each rebalance date (membership history)': {
    es: 'miembros del S&P 500 en cada fecha de rebalanceo (historial de composición del índice)',
    uk: 'учасники S&P 500 на кожну дату ребалансування (історія складу індексу)',
  },
};

const paramIn = (text: string, language: OtherLanguage) => PARAMS[text]?.[language] ?? text;

// ---- Caveats ----------------------------------------------------------------------------------

const PCT = '(-?\\d+(?:\\.\\d+)?%|not available)';

/** The job's caveats (backtest-job.ts), each as a whole, with its figures. */
const CAVEATS: [RegExp, Record<OtherLanguage, (...m: (string | undefined)[]) => string>][] = [
  [
    /^Survivorship bias: the data holds today’s listed companies and past S&P 500 members whose prices survive in it; companies that disappeared without a price history cannot be bought, which flatters every bucket\.(?: In (\d+), (\d+) of that year’s (\d+) members have no price in the data\.)?$/,
    {
      es: (year, missing, members) =>
        `Sesgo de supervivencia: los datos recogen las empresas que cotizan hoy y los antiguos miembros del S&P 500 cuyos precios se conservan en ellos; las empresas que desaparecieron sin historial de precios no se pueden comprar, lo que favorece a todos los grupos.${
          year
            ? ` En ${year}, ${count(missing!, 'es')} de los ${count(members!, 'es')} miembros de ese año no tienen precio en los datos.`
            : ''
        }`,
      uk: (year, missing, members) =>
        `Помилка вцілілого: дані містять компанії, що торгуються сьогодні, і колишніх учасників S&P 500, ціни яких у них збереглися; компанії, що зникли без цінової історії, купити неможливо, а це прикрашає результати кожної групи.${
          year
            ? ` У ${year} році ${count(missing!, 'uk')} з ${count(members!, 'uk')} учасників того року не мають ціни в даних.`
            : ''
        }`,
    },
  ],
  [
    new RegExp(
      `^Holdings with no price at the next rebalance are closed at their last month-end price \\(0% that month\\): (\\d+) of (\\d+) holdings\\. Losses of delistings are therefore understated(?:; booked at −50% or −100% instead, the top bucket’s yearly return would be ${PCT} or ${PCT} \\(${PCT} as measured\\))?\\.$`,
    ),
    {
      es: (missing, total, lost50, lost100, measured) =>
        `Las posiciones sin precio en el siguiente rebalanceo se cierran a su último precio de fin de mes (0 % ese mes): ${count(missing!, 'es')} de ${count(total!, 'es')} posiciones. Por eso las pérdidas de las empresas que dejan de cotizar quedan infravaloradas${
          lost50 !== undefined
            ? `; si se contabilizaran al −50 % o al −100 %, la rentabilidad anual del grupo de puntuación más alta sería ${percent(lost50, 'es')} o ${percent(lost100, 'es')} (medida: ${percent(measured, 'es')})`
            : ''
        }.`,
      uk: (missing, total, lost50, lost100, measured) =>
        `Позиції без ціни на наступному ребалансуванні закриваються за останньою ціною на кінець місяця (0% того місяця): ${count(missing!, 'uk')} з ${count(total!, 'uk')} позицій. Тому збитки компаній, що припинили торгуватися, занижено${
          lost50 !== undefined
            ? `; якби їх враховували як −50% або −100%, річна дохідність групи з найвищою оцінкою становила б ${percent(lost50, 'uk')} або ${percent(lost100, 'uk')} (виміряна: ${percent(measured, 'uk')})`
            : ''
        }.`,
    },
  ],
  [
    /^Fundamentals before 2009 are sparse \(see the data README\): early scores rest on fewer metrics\.$/,
    {
      es: () =>
        'Los datos fundamentales anteriores a 2009 son escasos (consulta la documentación de los datos): las primeras puntuaciones se basan en menos métricas.',
      uk: () =>
        'Фундаментальних даних до 2009 року небагато (див. документацію до даних): ранні оцінки спираються на меншу кількість показників.',
    },
  ],
  [
    /^Costs: (\d+(?:\.\d+)?) basis points per unit of one-way turnover; no taxes, no market impact\.$/,
    {
      es: (points) => {
        const n = Number(points);
        const written = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(n);
        return `Costes: ${written} ${n === 1 ? 'punto básico' : 'puntos básicos'} por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.`;
      },
      uk: (points) => {
        const n = Number(points);
        const written = new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 2 }).format(n);
        const unit = Number.isInteger(n)
          ? ukPlural(n, 'базисний пункт', 'базисні пункти', 'базисних пунктів')
          : 'базисного пункту';
        return `Витрати: ${written} ${unit} на одиницю одностороннього обороту; без податків і без впливу на ринок.`;
      },
    },
  ],
  [
    /^The fixed factor weights come from published research \(ADR 004\) and were revised once after a per-factor backtest of this data \(ADR 009: health and shareholder payout lowered, profitability raised\), so the held-out period \(after the in-sample end\) has informed them\. The walk-forward line \(ADR 032\) learns its weights at each date from earlier data only, by a rule fixed before its results were computed: its whole record is out of sample with respect to the weights\.$/,
    {
      es: () =>
        'Las ponderaciones fijas de los factores proceden de la investigación publicada (ADR 004) y se revisaron una vez tras un backtest de cada factor sobre estos datos (ADR 009: se rebajaron las de solidez financiera y retribución al accionista y se elevó la de rentabilidad), así que el periodo fuera de la muestra (posterior al final de la muestra) ha influido en ellas. La línea walk-forward (ADR 032) aprende sus ponderaciones en cada fecha solo a partir de datos anteriores, con una regla fijada antes de calcular sus resultados: todo su historial queda fuera de la muestra respecto a las ponderaciones.',
      uk: () =>
        'Фіксовані ваги факторів узято з опублікованих досліджень (ADR 004) і один раз переглянуто після бектесту кожного фактора на цих даних (ADR 009: ваги фінансової стійкості та виплат акціонерам знижено, вагу прибутковості підвищено), тож період поза вибіркою (після кінця вибірки) вплинув на них. Ковзний метод (ADR 032) визначає ваги на кожну дату лише за попередніми даними, за правилом, зафіксованим до того, як було розраховано його результати: уся його історія — поза вибіркою щодо ваг.',
    },
  ],
  [
    /^The investable universe and the size bands are taken at each date from that date’s prices: price at least \$1, market value at least \$300 million, a filing in the last 15 months and a score\. The \$1 million a day liquidity floor is not applied in the backtest, whose history has month-end closes without volumes; today’s lists apply it\.$/,
    {
      es: () =>
        'El universo invertible y los tramos de tamaño se toman en cada fecha con los precios de esa fecha: precio de al menos 1 $, valor de mercado de al menos 300 millones de dólares, resultados presentados en los últimos 15 meses y una puntuación. El mínimo de liquidez de 1 millón de dólares al día no se aplica en el backtest, cuyo histórico tiene cierres de fin de mes sin volúmenes; las listas de hoy sí lo aplican.',
      uk: () =>
        'Інвестиційний універсум і діапазони розміру визначаються на кожну дату за цінами на ту дату: ціна щонайменше 1 $, ринкова вартість щонайменше 300 мільйонів доларів, звітність за останні 15 місяців і оцінка. Поріг ліквідності 1 мільйон доларів на день у бектесті не застосовується, бо його історія містить ціни закриття на кінець місяця без обсягів; сьогоднішні списки його застосовують.',
    },
  ],
  [
    /^The investable universe and the size bands are taken at each date from that date’s prices: price at least \$1, market value at least \$300 million, a filing in the last 15 months and a score\. The \$1 million a day liquidity floor \(the median session’s traded value over the three months before the date\) applies from ([A-Z][a-z]{2} \d{1,2}, \d{4}), the first date whose three months are covered by daily volumes\. Before that date the history has month-end closes without volumes, so only the price, market value, filing and score floors apply\.$/,
    {
      es: (date) =>
        `El universo invertible y los tramos de tamaño se toman en cada fecha con los precios de esa fecha: precio de al menos 1 $, valor de mercado de al menos 300 millones de dólares, resultados presentados en los últimos 15 meses y una puntuación. El mínimo de liquidez de 1 millón de dólares al día (el volumen negociado de la sesión mediana de los tres meses anteriores a la fecha) se aplica desde el ${dateIn(isoOf(date!), 'es')}, la primera fecha cuyos tres meses anteriores cubren los volúmenes diarios. Antes de esa fecha el histórico tiene cierres de fin de mes sin volúmenes, así que solo se aplican los mínimos de precio, valor de mercado, resultados presentados y puntuación.`,
      uk: (date) =>
        `Інвестиційний універсум і діапазони розміру визначаються на кожну дату за цінами на ту дату: ціна щонайменше 1 $, ринкова вартість щонайменше 300 мільйонів доларів, звітність за останні 15 місяців і оцінка. Поріг ліквідності 1 мільйон доларів на день (обсяг торгів медіанної сесії за три місяці до дати) застосовується з ${dateIn(isoOf(date!), 'uk')} — першої дати, три попередні місяці якої покривають денні обсяги. До цієї дати історія містить ціни закриття на кінець місяця без обсягів, тож застосовуються лише пороги ціни, ринкової вартості, звітності та оцінки.`,
    },
  ],
  [
    /^Past performance is no guide to future returns\.$/,
    {
      es: () => 'La rentabilidad pasada no garantiza rentabilidades futuras.',
      uk: () => 'Минулі результати не гарантують майбутньої дохідності.',
    },
  ],
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as `dateText` writes it ("Oct 31, 2021") back to ISO. */
function isoOf(text: string): string {
  const [, month, day, year] = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(text)!;
  const m = MONTHS.indexOf(month!) + 1;
  return `${year}-${String(m).padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** A caveat in the language; as it is when its wording is not one the job writes today. */
export function caveatIn(caveat: string, language: OtherLanguage): string {
  for (const [pattern, texts] of CAVEATS) {
    const m = pattern.exec(caveat);
    if (m) return texts[language](...m.slice(1));
  }
  return caveat;
}

// ---- The answer -------------------------------------------------------------------------------

/** The evidence answer with its texts in `language` (English: as stored). */
export function evidenceIn(evidence: Evidence, language: Language): Evidence {
  if (language === 'en') return evidence;
  const wf = evidence.walkForward;
  return {
    ...evidence,
    params: {
      ...evidence.params,
      benchmark: paramIn(evidence.params.benchmark, language),
      universe: paramIn(evidence.params.universe, language),
    },
    buckets: groupsIn(evidence.buckets, 'fixed', language),
    deciles: groupsIn(evidence.deciles, 'fixed', language),
    benchmark: { ...evidence.benchmark, label: WORDS[language].benchmark },
    ...(wf
      ? {
          walkForward: {
            ...wf,
            buckets: groupsIn(wf.buckets, 'walkForward', language),
            deciles: groupsIn(wf.deciles, 'walkForward', language),
            fixedSameDates: {
              buckets: groupsIn(wf.fixedSameDates.buckets, 'fixed', language),
              deciles: groupsIn(wf.fixedSameDates.deciles, 'fixed', language),
            },
          },
        }
      : {}),
    caveats: evidence.caveats.map((c) => caveatIn(c, language)),
  };
}
