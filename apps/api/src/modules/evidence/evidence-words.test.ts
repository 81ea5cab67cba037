import type { GroupResult } from '@evident/contracts/evidence';
import { describe, expect, it } from 'vitest';
import type { BacktestCaveat } from '../../db/schema';
import { evidenceIn } from './evidence-texts';
import type { StoredEvidence } from './evidence.repository';

/*
 * The evidence answer's texts, byte for byte in Spanish and Ukrainian (ADR 055: their words moved
 * from code into the catalogues' `evidence.*` entries). The expected texts were written by the
 * code before the move: every portfolio's label, both parameters the job writes, and every wording
 * of every caveat, with figures for each plural form (an unknown label or parameter stays as
 * stored). The caveats are stored as codes since issue 54: their English is the job's before.
 */
const group = (id: string, label: string) => ({ id, label }) as GroupResult;
const BUCKETS = ['90+', '70-89', '50-69', '20-49', '<20', 'other'];
const fixed = BUCKETS.map((id) => group(id, `Score ${id}`));
const deciles = Array.from({ length: 10 }, (_, d) => group(`D${d + 1}`, `Decile ${d + 1}`));

/** The costs' figures: each plural form of each language. */
const COSTS = [
  0, 0.5, 1, 1.5, 2, 2.5, 3, 5, 10, 11, 12, 21, 22, 25, 100, 101, 111, 1000000, 1234.56,
];

/** An answer with every portfolio, both parameters the job writes and every caveat's wording. */
const EVIDENCE = {
  params: {
    benchmark: 'SPY (dividend-adjusted month-end closes)',
    universe: 'S&P 500 members at each rebalance date (membership history)',
  },
  buckets: fixed,
  deciles: [...deciles, group('X', 'Another portfolio')],
  benchmark: { label: 'Benchmark' },
  walkForward: {
    start: '2020-01-31',
    buckets: BUCKETS.map((id) => group(id, `Walk-forward Score ${id}`)),
    deciles,
    fixedSameDates: { buckets: fixed, deciles },
    weights: [],
    latest: null,
  },
  caveatCodes: [
    { code: 'survivorship' },
    { code: 'survivorship', firstYear: { year: 2009, withoutPrice: 1234, members: 5000 } },
    { code: 'delistings', missing: 12, total: 3456 },
    {
      code: 'delistings',
      missing: 0,
      total: 10000,
      topBucket: { lost50: -0.045, lost100: null, measured: 0.12 },
    },
    {
      code: 'delistings',
      missing: 1,
      total: 2,
      topBucket: { lost50: 0.1, lost100: -0.0004, measured: 12.345 },
    },
    { code: 'earlyFundamentals' },
    { code: 'investable', liquidityFloorFrom: null },
    { code: 'investable', liquidityFloorFrom: '2021-10-31' },
    { code: 'investable', liquidityFloorFrom: '2019-01-02' },
    ...COSTS.map((basisPoints) => ({ code: 'costs', basisPoints }) as const),
    { code: 'weights' },
    { code: 'pastPerformance' },
  ] satisfies BacktestCaveat[],
} as unknown as StoredEvidence;

/** The texts of the answer in a language. */
const textsIn = (language: 'es' | 'uk') => {
  const e = evidenceIn(EVIDENCE, language);
  const labels = (groups: readonly GroupResult[]) => groups.map((g) => g.label);
  return {
    params: e.params,
    buckets: labels(e.buckets),
    deciles: labels(e.deciles),
    benchmark: e.benchmark.label,
    walkForward: {
      buckets: labels(e.walkForward!.buckets),
      deciles: labels(e.walkForward!.deciles),
      fixedSameDates: {
        buckets: labels(e.walkForward!.fixedSameDates.buckets),
        deciles: labels(e.walkForward!.fixedSameDates.deciles),
      },
    },
    caveats: e.caveats,
  };
};

const INVESTABLE =
  'The investable universe and the size bands are taken at each date from that date’s prices: price at least $1, market value at least $300 million, a filing in the last 15 months and a score.';
const investableFrom = (date: string) =>
  `${INVESTABLE} The $1 million a day liquidity floor (the median session’s traded value over the three months before the date) applies from ${date}, the first date whose three months are covered by daily volumes. Before that date the history has month-end closes without volumes, so only the price, market value, filing and score floors apply.`;

/** The English the backtest job wrote before its caveats became codes (but "1 basis point"). */
const ENGLISH_CAVEATS = [
  'Survivorship bias: the data holds today’s listed companies and past S&P 500 members whose prices survive in it; companies that disappeared without a price history cannot be bought, which flatters every bucket.',
  'Survivorship bias: the data holds today’s listed companies and past S&P 500 members whose prices survive in it; companies that disappeared without a price history cannot be bought, which flatters every bucket. In 2009, 1234 of that year’s 5000 members have no price in the data.',
  'Holdings with no price at the next rebalance are closed at their last month-end price (0% that month): 12 of 3456 holdings. Losses of delistings are therefore understated.',
  'Holdings with no price at the next rebalance are closed at their last month-end price (0% that month): 0 of 10000 holdings. Losses of delistings are therefore understated; booked at −50% or −100% instead, the top bucket’s yearly return would be -4.5% or not available (12.0% as measured).',
  'Holdings with no price at the next rebalance are closed at their last month-end price (0% that month): 1 of 2 holdings. Losses of delistings are therefore understated; booked at −50% or −100% instead, the top bucket’s yearly return would be 10.0% or -0.0% (1234.5% as measured).',
  'Fundamentals before 2009 are sparse (see the data README): early scores rest on fewer metrics.',
  `${INVESTABLE} The $1 million a day liquidity floor is not applied in the backtest, whose history has month-end closes without volumes; today’s lists apply it.`,
  investableFrom('Oct 31, 2021'),
  investableFrom('Jan 2, 2019'),
  ...COSTS.map(
    (points) =>
      `Costs: ${points} basis point${points === 1 ? '' : 's'} per unit of one-way turnover; no taxes, no market impact.`,
  ),
  'The fixed factor weights come from published research (ADR 004) and were revised once after a per-factor backtest of this data (ADR 009: health and shareholder payout lowered, profitability raised), so the held-out period (after the in-sample end) has informed them. The walk-forward line (ADR 032) learns its weights at each date from earlier data only, by a rule fixed before its results were computed: its whole record is out of sample with respect to the weights.',
  'Past performance is no guide to future returns.',
];

const EXPECTED = {
  es: {
    params: {
      benchmark: 'SPY (cierres de fin de mes ajustados por dividendos)',
      universe:
        'miembros del S&P 500 en cada fecha de rebalanceo (historial de composición del índice)',
    },
    buckets: [
      'Puntuación de 90 o más',
      'Puntuación de 70 a 89',
      'Puntuación de 50 a 69',
      'Puntuación de 20 a 49',
      'Puntuación inferior a 20',
      'Score other',
    ],
    deciles: [
      'Decil 1 (el peor)',
      'Decil 2',
      'Decil 3',
      'Decil 4',
      'Decil 5',
      'Decil 6',
      'Decil 7',
      'Decil 8',
      'Decil 9',
      'Decil 10 (el mejor)',
      'Another portfolio',
    ],
    benchmark: 'Índice de referencia',
    walkForward: {
      buckets: [
        'Walk-forward Score de 90 o más',
        'Walk-forward Score de 70 a 89',
        'Walk-forward Score de 50 a 69',
        'Walk-forward Score de 20 a 49',
        'Walk-forward Score inferior a 20',
        'Walk-forward Score other',
      ],
      deciles: [
        'Decil 1 (el peor) (ponderaciones walk-forward)',
        'Decil 2 (ponderaciones walk-forward)',
        'Decil 3 (ponderaciones walk-forward)',
        'Decil 4 (ponderaciones walk-forward)',
        'Decil 5 (ponderaciones walk-forward)',
        'Decil 6 (ponderaciones walk-forward)',
        'Decil 7 (ponderaciones walk-forward)',
        'Decil 8 (ponderaciones walk-forward)',
        'Decil 9 (ponderaciones walk-forward)',
        'Decil 10 (el mejor) (ponderaciones walk-forward)',
      ],
      fixedSameDates: {
        buckets: [
          'Puntuación de 90 o más',
          'Puntuación de 70 a 89',
          'Puntuación de 50 a 69',
          'Puntuación de 20 a 49',
          'Puntuación inferior a 20',
          'Score other',
        ],
        deciles: [
          'Decil 1 (el peor)',
          'Decil 2',
          'Decil 3',
          'Decil 4',
          'Decil 5',
          'Decil 6',
          'Decil 7',
          'Decil 8',
          'Decil 9',
          'Decil 10 (el mejor)',
        ],
      },
    },
    caveats: [
      'Sesgo de supervivencia: los datos recogen las empresas que cotizan hoy y los antiguos miembros del S&P 500 cuyos precios se conservan en ellos; las empresas que desaparecieron sin historial de precios no se pueden comprar, lo que favorece a todos los grupos.',
      'Sesgo de supervivencia: los datos recogen las empresas que cotizan hoy y los antiguos miembros del S&P 500 cuyos precios se conservan en ellos; las empresas que desaparecieron sin historial de precios no se pueden comprar, lo que favorece a todos los grupos. En 2009, 1234 de los 5000 miembros de ese año no tienen precio en los datos.',
      'Las posiciones sin precio en el siguiente rebalanceo se cierran a su último precio de fin de mes (0 % ese mes): 12 de 3456 posiciones. Por eso las pérdidas de las empresas que dejan de cotizar quedan infravaloradas.',
      'Las posiciones sin precio en el siguiente rebalanceo se cierran a su último precio de fin de mes (0 % ese mes): 0 de 10.000 posiciones. Por eso las pérdidas de las empresas que dejan de cotizar quedan infravaloradas; si se contabilizaran al −50 % o al −100 %, la rentabilidad anual del grupo de puntuación más alta sería -4,5 % o no disponible (medida: 12,0 %).',
      'Las posiciones sin precio en el siguiente rebalanceo se cierran a su último precio de fin de mes (0 % ese mes): 1 de 2 posiciones. Por eso las pérdidas de las empresas que dejan de cotizar quedan infravaloradas; si se contabilizaran al −50 % o al −100 %, la rentabilidad anual del grupo de puntuación más alta sería 10,0 % o -0,0 % (medida: 1234,5 %).',
      'Los datos fundamentales anteriores a 2009 son escasos (consulta la documentación de los datos): las primeras puntuaciones se basan en menos métricas.',
      'El universo invertible y los tramos de tamaño se toman en cada fecha con los precios de esa fecha: precio de al menos 1 $, valor de mercado de al menos 300 millones de dólares, resultados presentados en los últimos 15 meses y una puntuación. El mínimo de liquidez de 1 millón de dólares al día no se aplica en el backtest, cuyo histórico tiene cierres de fin de mes sin volúmenes; las listas de hoy sí lo aplican.',
      'El universo invertible y los tramos de tamaño se toman en cada fecha con los precios de esa fecha: precio de al menos 1 $, valor de mercado de al menos 300 millones de dólares, resultados presentados en los últimos 15 meses y una puntuación. El mínimo de liquidez de 1 millón de dólares al día (el volumen negociado de la sesión mediana de los tres meses anteriores a la fecha) se aplica desde el 31 oct 2021, la primera fecha cuyos tres meses anteriores cubren los volúmenes diarios. Antes de esa fecha el histórico tiene cierres de fin de mes sin volúmenes, así que solo se aplican los mínimos de precio, valor de mercado, resultados presentados y puntuación.',
      'El universo invertible y los tramos de tamaño se toman en cada fecha con los precios de esa fecha: precio de al menos 1 $, valor de mercado de al menos 300 millones de dólares, resultados presentados en los últimos 15 meses y una puntuación. El mínimo de liquidez de 1 millón de dólares al día (el volumen negociado de la sesión mediana de los tres meses anteriores a la fecha) se aplica desde el 2 ene 2019, la primera fecha cuyos tres meses anteriores cubren los volúmenes diarios. Antes de esa fecha el histórico tiene cierres de fin de mes sin volúmenes, así que solo se aplican los mínimos de precio, valor de mercado, resultados presentados y puntuación.',
      'Costes: 0 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 0,5 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 1 punto básico por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 1,5 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 2 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 2,5 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 3 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 5 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 10 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 11 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 12 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 21 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 22 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 25 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 100 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 101 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 111 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 1.000.000 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Costes: 1234,56 puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
      'Las ponderaciones fijas de los factores proceden de la investigación publicada (ADR 004) y se revisaron una vez tras un backtest de cada factor sobre estos datos (ADR 009: se rebajaron las de solidez financiera y retribución al accionista y se elevó la de rentabilidad), así que el periodo fuera de la muestra (posterior al final de la muestra) ha influido en ellas. La línea walk-forward (ADR 032) aprende sus ponderaciones en cada fecha solo a partir de datos anteriores, con una regla fijada antes de calcular sus resultados: todo su historial queda fuera de la muestra respecto a las ponderaciones.',
      'La rentabilidad pasada no garantiza rentabilidades futuras.',
    ],
  },
  uk: {
    params: {
      benchmark: 'SPY (ціни закриття на кінець місяця з поправкою на дивіденди)',
      universe: 'учасники S&P 500 на кожну дату ребалансування (історія складу індексу)',
    },
    buckets: [
      'Оцінка 90 або більше',
      'Оцінка від 70 до 89',
      'Оцінка від 50 до 69',
      'Оцінка від 20 до 49',
      'Оцінка нижче 20',
      'Score other',
    ],
    deciles: [
      'Дециль 1 (найгірший)',
      'Дециль 2',
      'Дециль 3',
      'Дециль 4',
      'Дециль 5',
      'Дециль 6',
      'Дециль 7',
      'Дециль 8',
      'Дециль 9',
      'Дециль 10 (найкращий)',
      'Another portfolio',
    ],
    benchmark: 'Бенчмарк',
    walkForward: {
      buckets: [
        'Walk-forward Score 90 або більше',
        'Walk-forward Score від 70 до 89',
        'Walk-forward Score від 50 до 69',
        'Walk-forward Score від 20 до 49',
        'Walk-forward Score нижче 20',
        'Walk-forward Score other',
      ],
      deciles: [
        'Дециль 1 (найгірший) (ковзні ваги)',
        'Дециль 2 (ковзні ваги)',
        'Дециль 3 (ковзні ваги)',
        'Дециль 4 (ковзні ваги)',
        'Дециль 5 (ковзні ваги)',
        'Дециль 6 (ковзні ваги)',
        'Дециль 7 (ковзні ваги)',
        'Дециль 8 (ковзні ваги)',
        'Дециль 9 (ковзні ваги)',
        'Дециль 10 (найкращий) (ковзні ваги)',
      ],
      fixedSameDates: {
        buckets: [
          'Оцінка 90 або більше',
          'Оцінка від 70 до 89',
          'Оцінка від 50 до 69',
          'Оцінка від 20 до 49',
          'Оцінка нижче 20',
          'Score other',
        ],
        deciles: [
          'Дециль 1 (найгірший)',
          'Дециль 2',
          'Дециль 3',
          'Дециль 4',
          'Дециль 5',
          'Дециль 6',
          'Дециль 7',
          'Дециль 8',
          'Дециль 9',
          'Дециль 10 (найкращий)',
        ],
      },
    },
    caveats: [
      'Помилка вцілілого: дані містять компанії, що торгуються сьогодні, і колишніх учасників S&P 500, ціни яких у них збереглися; компанії, що зникли без цінової історії, купити неможливо, а це прикрашає результати кожної групи.',
      'Помилка вцілілого: дані містять компанії, що торгуються сьогодні, і колишніх учасників S&P 500, ціни яких у них збереглися; компанії, що зникли без цінової історії, купити неможливо, а це прикрашає результати кожної групи. У 2009 році 1 234 з 5 000 учасників того року не мають ціни в даних.',
      'Позиції без ціни на наступному ребалансуванні закриваються за останньою ціною на кінець місяця (0% того місяця): 12 з 3 456 позицій. Тому збитки компаній, що припинили торгуватися, занижено.',
      'Позиції без ціни на наступному ребалансуванні закриваються за останньою ціною на кінець місяця (0% того місяця): 0 з 10 000 позицій. Тому збитки компаній, що припинили торгуватися, занижено; якби їх враховували як −50% або −100%, річна дохідність групи з найвищою оцінкою становила б -4,5% або немає даних (виміряна: 12,0%).',
      'Позиції без ціни на наступному ребалансуванні закриваються за останньою ціною на кінець місяця (0% того місяця): 1 з 2 позицій. Тому збитки компаній, що припинили торгуватися, занижено; якби їх враховували як −50% або −100%, річна дохідність групи з найвищою оцінкою становила б 10,0% або -0,0% (виміряна: 1 234,5%).',
      'Фундаментальних даних до 2009 року небагато (див. документацію до даних): ранні оцінки спираються на меншу кількість показників.',
      'Інвестиційний універсум і діапазони розміру визначаються на кожну дату за цінами на ту дату: ціна щонайменше 1 $, ринкова вартість щонайменше 300 мільйонів доларів, звітність за останні 15 місяців і оцінка. Поріг ліквідності 1 мільйон доларів на день у бектесті не застосовується, бо його історія містить ціни закриття на кінець місяця без обсягів; сьогоднішні списки його застосовують.',
      'Інвестиційний універсум і діапазони розміру визначаються на кожну дату за цінами на ту дату: ціна щонайменше 1 $, ринкова вартість щонайменше 300 мільйонів доларів, звітність за останні 15 місяців і оцінка. Поріг ліквідності 1 мільйон доларів на день (обсяг торгів медіанної сесії за три місяці до дати) застосовується з 31 жовт. 2021 р. — першої дати, три попередні місяці якої покривають денні обсяги. До цієї дати історія містить ціни закриття на кінець місяця без обсягів, тож застосовуються лише пороги ціни, ринкової вартості, звітності та оцінки.',
      'Інвестиційний універсум і діапазони розміру визначаються на кожну дату за цінами на ту дату: ціна щонайменше 1 $, ринкова вартість щонайменше 300 мільйонів доларів, звітність за останні 15 місяців і оцінка. Поріг ліквідності 1 мільйон доларів на день (обсяг торгів медіанної сесії за три місяці до дати) застосовується з 2 січ. 2019 р. — першої дати, три попередні місяці якої покривають денні обсяги. До цієї дати історія містить ціни закриття на кінець місяця без обсягів, тож застосовуються лише пороги ціни, ринкової вартості, звітності та оцінки.',
      'Витрати: 0 базисних пунктів на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 0,5 базисного пункту на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 1 базисний пункт на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 1,5 базисного пункту на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 2 базисні пункти на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 2,5 базисного пункту на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 3 базисні пункти на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 5 базисних пунктів на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 10 базисних пунктів на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 11 базисних пунктів на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 12 базисних пунктів на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 21 базисний пункт на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 22 базисні пункти на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 25 базисних пунктів на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 100 базисних пунктів на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 101 базисний пункт на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 111 базисних пунктів на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 1 000 000 базисних пунктів на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Витрати: 1 234,56 базисного пункту на одиницю одностороннього обороту; без податків і без впливу на ринок.',
      'Фіксовані ваги факторів узято з опублікованих досліджень (ADR 004) і один раз переглянуто після бектесту кожного фактора на цих даних (ADR 009: ваги фінансової стійкості та виплат акціонерам знижено, вагу прибутковості підвищено), тож період поза вибіркою (після кінця вибірки) вплинув на них. Ковзний метод (ADR 032) визначає ваги на кожну дату лише за попередніми даними, за правилом, зафіксованим до того, як було розраховано його результати: уся його історія — поза вибіркою щодо ваг.',
      'Минулі результати не гарантують майбутньої дохідності.',
    ],
  },
};

describe('the evidence answer’s texts', () => {
  for (const language of ['es', 'uk'] as const) {
    it(`writes every label, parameter and caveat in ${language} as before`, () => {
      expect(textsIn(language)).toStrictEqual(EXPECTED[language]);
    });
  }

  it('writes the caveats in English as the job wrote them before their codes', () => {
    const e = evidenceIn(EVIDENCE, 'en');
    // Labels and parameters are stored in English: answered as stored.
    expect(e.params).toBe(EVIDENCE.params);
    expect(e.buckets).toBe(EVIDENCE.buckets);
    expect(e.caveats).toStrictEqual(ENGLISH_CAVEATS);
    expect(e).not.toHaveProperty('caveatCodes');
  });

  it('keeps the sentences of a backtest stored before the codes, in every language', () => {
    const { caveatCodes: _codes, ...rest } = EVIDENCE;
    const older = { ...rest, caveats: ['A caveat of an older backtest.'] };
    for (const language of ['en', 'es', 'uk'] as const) {
      expect(evidenceIn(older, language).caveats).toEqual(['A caveat of an older backtest.']);
    }
  });
});
