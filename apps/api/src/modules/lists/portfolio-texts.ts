import type { Language } from '../../i18n/language';
import { percentIn, ukPlural } from '../../i18n/format';

/*
 * The sentences of a portfolio's analysis (issue 21) in the reader's language (issue 23): the
 * rules, what each found and how to fix it, the return's method. English is the original wording;
 * Spanish speaks to the reader as tú, Ukrainian as ви. Tickers and sector names are data and stay
 * as they are; figures are written as the language writes them (5.0%, 5,0 %, 5,0%).
 */

export interface PortfolioTexts {
  /** A fraction as a percentage with one decimal. */
  pct: (x: number) => string;
  unknownSector: string;
  noHoldings: string;
  companies: {
    rule: (min: number) => string;
    detail: (n: number) => string;
    fix: (missing: number) => string;
  };
  position: {
    rule: (max: string) => string;
    detail: (ticker: string, weight: string, byValue: boolean) => string;
    /** `items`: "TICKER (weight)", joined. */
    fix: (items: string, max: string, addCompanies: boolean) => string;
  };
  sector: {
    rule: (max: string) => string;
    detail: (sector: string, weight: string) => string;
    fix: (items: string, max: string) => string;
  };
  score: {
    rule: (min: number) => string;
    none: (min: number, unscored: number) => string;
    /** `items`: "TICKER (score)", joined. */
    low: (items: string, min: number, unscored: number) => string;
    fix: string;
  };
  method: string;
}

export const PORTFOLIO_TEXTS: Record<Language, PortfolioTexts> = {
  en: {
    pct: (x) => `${(x * 100).toFixed(1)}%`,
    unknownSector: 'Unknown sector',
    noHoldings: 'No holdings.',
    companies: {
      rule: (min) => `Hold at least ${min} companies.`,
      detail: (n) => `${n} ${n === 1 ? 'company' : 'companies'} held.`,
      fix: (missing) => `Add ${missing} more to spread the risk of any one company.`,
    },
    position: {
      rule: (max) => `No position above ${max} of the portfolio.`,
      detail: (ticker, weight, byValue) =>
        `Largest: ${ticker} at ${weight}${byValue ? ' of the value' : ' (equal weights: no shares given)'}.`,
      fix: (items, max, addCompanies) =>
        `Trim ${items} to ${max} or less${addCompanies ? ', or add companies' : ''}.`,
    },
    sector: {
      rule: (max) => `No sector above ${max} of the portfolio.`,
      detail: (sector, weight) => `Largest: ${sector} at ${weight}.`,
      fix: (items, max) => `Bring ${items} down to ${max} by adding other sectors or trimming.`,
    },
    score: {
      rule: (min) => `Holdings with an Evident Score under ${min} are flagged.`,
      none: (min, unscored) =>
        `No holding scores under ${min}${unscored ? ` (${unscored} without a score)` : ''}.`,
      low: (items, min, unscored) =>
        `${items} under ${min}${unscored ? `; ${unscored} without a score` : ''}.`,
      fix: 'Look at what drags their scores (the company page says which factors) and whether the reason to hold them still stands.',
    },
    method:
      'Total return of each current holding between the two month ends (dividend-adjusted month-end closes), weighted by today’s weights over the holdings with both prices; SPY’s total return over the same month ends. The holdings as they are today, not the trades made during the year.',
  },
  es: {
    pct: (x) => percentIn(x, 'es'),
    unknownSector: 'Sector desconocido',
    noHoldings: 'No hay posiciones.',
    companies: {
      rule: (min) => `Mantén al menos ${min} empresas.`,
      detail: (n) => `${n} ${n === 1 ? 'empresa' : 'empresas'} en cartera.`,
      fix: (missing) => `Añade ${missing} más para no depender tanto de una sola empresa.`,
    },
    position: {
      rule: (max) => `Ninguna posición por encima del ${max} de la cartera.`,
      detail: (ticker, weight, byValue) =>
        `La mayor: ${ticker}, con el ${weight}${byValue ? ' del valor' : ' (ponderación equitativa: no se han indicado acciones)'}.`,
      fix: (items, max, addCompanies) =>
        `Reduce ${items} al ${max} o menos${addCompanies ? ', o añade empresas' : ''}.`,
    },
    sector: {
      rule: (max) => `Ningún sector por encima del ${max} de la cartera.`,
      detail: (sector, weight) => `El mayor: ${sector}, con el ${weight}.`,
      fix: (items, max) =>
        `Baja ${items} al ${max} añadiendo otros sectores o reduciendo posiciones.`,
    },
    score: {
      rule: (min) => `Se señalan las posiciones con un Evident Score inferior a ${min}.`,
      none: (min, unscored) =>
        `Ninguna posición tiene una puntuación inferior a ${min}${unscored ? ` (${unscored} sin puntuación)` : ''}.`,
      low: (items, min, unscored) =>
        `${items}: por debajo de ${min}${unscored ? `; ${unscored} sin puntuación` : ''}.`,
      fix: 'Mira qué lastra sus puntuaciones (la página de cada empresa indica qué factores) y si sigue en pie el motivo para mantenerlas.',
    },
    method:
      'Rentabilidad total de cada posición actual entre los dos cierres de mes (cierres de fin de mes ajustados por dividendos), con las ponderaciones de hoy sobre las posiciones que tienen ambos precios; la rentabilidad total del SPY entre los mismos cierres de mes. Son las posiciones tal como están hoy, no las operaciones hechas durante el año.',
  },
  uk: {
    pct: (x) => percentIn(x, 'uk'),
    unknownSector: 'Невідомий сектор',
    noHoldings: 'Позицій немає.',
    companies: {
      rule: (min) =>
        `Тримайте щонайменше ${min} ${ukPlural(min, 'компанію', 'компанії', 'компаній')}.`,
      detail: (n) => `У портфелі ${n} ${ukPlural(n, 'компанія', 'компанії', 'компаній')}.`,
      fix: (missing) =>
        `Додайте ще ${missing} ${ukPlural(missing, 'компанію', 'компанії', 'компаній')}, щоб не залежати так сильно від однієї компанії.`,
    },
    position: {
      rule: (max) => `Жодної позиції понад ${max} портфеля.`,
      detail: (ticker, weight, byValue) =>
        `Найбільша: ${ticker} — ${weight}${byValue ? ' вартості' : ' (рівні ваги: кількість акцій не вказано)'}.`,
      fix: (items, max, addCompanies) =>
        `Зменште ${items} до ${max} або менше${addCompanies ? ' чи додайте компанії' : ''}.`,
    },
    sector: {
      rule: (max) => `Жодного сектору понад ${max} портфеля.`,
      detail: (sector, weight) => `Найбільший: ${sector} — ${weight}.`,
      fix: (items, max) =>
        `Зменште частку ${items} до ${max}, додавши інші сектори або скоротивши позиції.`,
    },
    score: {
      rule: (min) => `Позиції з Evident Score нижче ${min} позначаються.`,
      none: (min, unscored) =>
        `Жодна позиція не має оцінки нижче ${min}${unscored ? ` (${unscored} без оцінки)` : ''}.`,
      low: (items, min, unscored) =>
        `${items}: нижче ${min}${unscored ? `; ${unscored} без оцінки` : ''}.`,
      fix: 'Подивіться, що тягне їхні оцінки вниз (на сторінці компанії видно, які саме фактори), і чи досі актуальна причина їх тримати.',
    },
    method:
      'Повна дохідність кожної поточної позиції між двома кінцями місяця (ціни закриття на кінець місяця з поправкою на дивіденди), зважена за сьогоднішніми вагами позицій, що мають обидві ціни; повна дохідність SPY між тими самими кінцями місяця. Ідеться про позиції в нинішньому складі, а не про угоди, здійснені протягом року.',
  },
};
