import { LIST_MESSAGES } from '@evident/contracts/lists';
import { PAYMENT_MESSAGES } from '@evident/contracts/payments';
import { SCREENER_MESSAGES } from '@evident/contracts/screener';
import { ukPlural } from './format';
import {
  BOUNDS,
  esPlural,
  FIELD_KINDS,
  NUMBER_BOUNDS,
  PARTS,
  planTitle,
  sized,
  typeName,
  type Texts,
  type TranslatedLanguage,
} from './message-pattern-words';

/*
 * The messages with a variable part (zod's own, and the contracts' functions such as "At most 50
 * tickers per request"): they reach the error handler as English sentences only, so each is
 * matched by a pattern over its English and written anew in Spanish or Ukrainian (ADR 055).
 */

type Render = (m: RegExpExecArray, l: TranslatedLanguage, inner: (s: string) => string) => string;

export interface MessagePattern {
  /** The English message, its variable parts captured. */
  en: RegExp;
  render: Render;
  /** An English message it matches (tests). */
  example: string;
}

const by =
  (texts: Record<TranslatedLanguage, (m: RegExpExecArray) => string>): Render =>
  (m, l) =>
    texts[l](m);

/**
 * The messages with a variable part, tried in order after the dictionary (so the first that
 * matches wins: the specific before the general).
 */
export const PATTERNS: readonly MessagePattern[] = [
  // The error handler's validation answer: each "field: message" translated on its own.
  {
    en: /^Invalid (body|query parameter|path parameter|header|request): (.+)$/s,
    render: (m, l, inner) => `${PARTS[m[1]!]![l]}: ${m[2]!.split('; ').map(inner).join('; ')}`,
    example: 'Invalid body: email: Email is required.',
  },
  {
    en: /^At most (\d+) tickers per request$/,
    render: by({
      es: (m) => `Como máximo ${m[1]} tickers por solicitud`,
      uk: (m) =>
        `Щонайбільше ${m[1]} ${ukPlural(Number(m[1]), 'тікер', 'тікери', 'тікерів')} за один запит`,
    }),
    example: 'At most 50 tickers per request',
  },
  {
    en: /^(\w+) must be a number from (\d+) to (\d+)$/,
    render: by({
      es: (m) => `El parámetro «${m[1]}» debe ser un número de ${m[2]} a ${m[3]}`,
      uk: (m) => `Параметр «${m[1]}» має бути числом від ${m[2]} до ${m[3]}`,
    }),
    example: 'limit must be a number from 1 to 50',
  },
  {
    en: /^(\w+) must be a whole number from (\d+) to (\d+)$/,
    render: by({
      es: (m) => `El parámetro «${m[1]}» debe ser un número entero de ${m[2]} a ${m[3]}`,
      uk: (m) => `Параметр «${m[1]}» має бути цілим числом від ${m[2]} до ${m[3]}`,
    }),
    example: 'pageSize must be a whole number from 1 to 100',
  },
  {
    en: /^(\w+) must be true or false$/,
    render: by({
      es: (m) => `El parámetro «${m[1]}» debe ser «true» o «false»`,
      uk: (m) => `Параметр «${m[1]}» має бути «true» або «false»`,
    }),
    example: 'isOr must be true or false',
  },
  {
    en: /^(\w+) must be a number$/,
    render: by({
      es: (m) => `El campo «${m[1]}» debe ser un número`,
      uk: (m) => `Поле «${m[1]}» має бути числом`,
    }),
    example: 'value must be a number',
  },
  {
    en: /^(\w+) must be a finite number$/,
    render: by({
      es: (m) => `El campo «${m[1]}» debe ser un número finito`,
      uk: (m) => `Поле «${m[1]}» має бути скінченним числом`,
    }),
    example: 'min must be a finite number',
  },
  {
    en: /^chart must be one of: (.+)$/,
    render: by({
      es: (m) => `El parámetro «chart» debe ser uno de estos: ${m[1]}`,
      uk: (m) => `Параметр «chart» має бути одним із: ${m[1]}`,
    }),
    example: 'chart must be one of: pe, all-ratios',
  },
  {
    en: /^Text cannot contain NUL characters or broken Unicode \(lone surrogates\)\. \((.+)\)$/s,
    render: (m, l, inner) =>
      `${inner('Text cannot contain NUL characters or broken Unicode (lone surrogates).')} (${m[1]})`,
    example: 'Text cannot contain NUL characters or broken Unicode (lone surrogates). (name)',
  },
  // Accounts and plans.
  {
    en: /^You have analysed (\d+) compan(?:y|ies) this month, the limit of your plan\. Upgrade your subscription to analyse more\.$/,
    render: by({
      es: (m) =>
        `Este mes has analizado ${m[1]} ${esPlural(Number(m[1]), 'empresa', 'empresas')}, el límite de tu plan. Mejora tu suscripción para analizar más.`,
      uk: (m) =>
        `Цього місяця ви проаналізували ${m[1]} ${ukPlural(Number(m[1]), 'компанію', 'компанії', 'компаній')} — це ліміт вашого плану. Оновіть підписку, щоб аналізувати більше.`,
    }),
    example: PAYMENT_MESSAGES.analysisLimit(5),
  },
  {
    en: /^You stay on (\w+) \((\w+)\)\.$/,
    render: by({
      es: (m) => `Sigues en el plan ${planTitle(m[1]!, m[2]!, 'es')}.`,
      uk: (m) => `Ви залишаєтеся на плані ${planTitle(m[1]!, m[2]!, 'uk')}.`,
    }),
    example: 'You stay on Pro (monthly).',
  },
  {
    en: /^Your plan is now (\w+) \((\w+)\)\.$/,
    render: by({
      es: (m) => `Ahora tu plan es ${planTitle(m[1]!, m[2]!, 'es')}.`,
      uk: (m) => `Тепер ваш план — ${planTitle(m[1]!, m[2]!, 'uk')}.`,
    }),
    example: 'Your plan is now Advanced (yearly).',
  },
  {
    en: /^Your plan changes to (\w+) \((\w+)\) at the end of this period(?: \(([\d-]+)\))?\.$/,
    render: by({
      es: (m) =>
        `Tu plan cambiará a ${planTitle(m[1]!, m[2]!, 'es')} al final de este periodo${m[3] ? ` (${m[3]})` : ''}.`,
      uk: (m) =>
        `Ваш план зміниться на ${planTitle(m[1]!, m[2]!, 'uk')} наприкінці цього періоду${m[3] ? ` (${m[3]})` : ''}.`,
    }),
    example: 'Your plan changes to Basic (monthly) at the end of this period (2026-12-01).',
  },
  // Lists.
  {
    en: /^Unknown companies: (.+)$/,
    render: by({
      es: (m) => `Empresas desconocidas: ${m[1]}`,
      uk: (m) => `Невідомі компанії: ${m[1]}`,
    }),
    example: LIST_MESSAGES.unknownCompanies(['NASDAQ:NOPE', 'ZZZZ']),
  },
  {
    en: /^Your plan allows (\d+) stocks? in your (watchlist|portfolio)s\. Upgrade your subscription to add more\.$/,
    render: by({
      es: (m) =>
        `Tu plan permite ${m[1]} ${esPlural(Number(m[1]), 'empresa', 'empresas')} en tus ${m[2] === 'watchlist' ? 'listas de seguimiento' : 'carteras'}. Mejora tu suscripción para añadir más.`,
      uk: (m) =>
        `Ваш план дозволяє ${m[1]} ${ukPlural(Number(m[1]), 'компанію', 'компанії', 'компаній')} у ваших ${m[2] === 'watchlist' ? 'списках спостереження' : 'портфелях'}. Оновіть підписку, щоб додати більше.`,
    }),
    example: LIST_MESSAGES.limitReached('watchlist', 1),
  },
  {
    en: /^Not in this list: (.+)$/,
    render: by({
      es: (m) => `No están en esta lista: ${m[1]}`,
      uk: (m) => `Немає в цьому списку: ${m[1]}`,
    }),
    example: LIST_MESSAGES.notInList(['AAPL']),
  },
  {
    en: /^At most (\d+) rows per import\.$/,
    render: by({
      es: (m) => `Como máximo ${m[1]} filas por importación.`,
      uk: (m) =>
        `Щонайбільше ${m[1]} ${ukPlural(Number(m[1]), 'рядок', 'рядки', 'рядків')} за одне імпортування.`,
    }),
    example: LIST_MESSAGES.importTooLarge(5000),
  },
  {
    en: /^The same company as line (\d+)\.$/,
    render: by({
      es: (m) => `La misma empresa que en la línea ${m[1]}.`,
      uk: (m) => `Та сама компанія, що й у рядку ${m[1]}.`,
    }),
    example: LIST_MESSAGES.importDuplicate(3),
  },
  // Screener.
  {
    en: /^You can save at most (\d+) screens\.$/,
    render: by({
      es: (m) => `Puedes guardar como máximo ${m[1]} búsquedas.`,
      uk: (m) =>
        `Можна зберегти щонайбільше ${m[1]} ${ukPlural(Number(m[1]), 'скринінг', 'скринінги', 'скринінгів')}.`,
    }),
    example: SCREENER_MESSAGES.tooManyScreens(50),
  },
  {
    en: /^A screen has at most (\d+) filters\.$/,
    render: by({
      es: (m) => `Una búsqueda admite como máximo ${m[1]} filtros.`,
      uk: (m) =>
        `Скринінг може мати щонайбільше ${m[1]} ${ukPlural(Number(m[1]), 'фільтр', 'фільтри', 'фільтрів')}.`,
    }),
    example: SCREENER_MESSAGES.tooManyFilters(20),
  },
  {
    en: /^At most (\d+) columns\.$/,
    render: by({
      es: (m) => `Como máximo ${m[1]} columnas.`,
      uk: (m) =>
        `Щонайбільше ${m[1]} ${ukPlural(Number(m[1]), 'стовпець', 'стовпці', 'стовпців')}.`,
    }),
    example: SCREENER_MESSAGES.tooManyColumns(24),
  },
  {
    en: /^Unknown field "(.*)"\.$/,
    render: by({
      es: (m) => `Campo desconocido: «${m[1]}».`,
      uk: (m) => `Невідоме поле «${m[1]}».`,
    }),
    example: SCREENER_MESSAGES.unknownField('nope'),
  },
  {
    en: /^"(.*)" does not apply to (\S+), a (number|category|boolean) field\.$/,
    render: by({
      es: (m) =>
        `El operador «${m[1]}» no se aplica a «${m[2]}», que es un campo ${FIELD_KINDS[m[3]!]!.es}.`,
      uk: (m) => `Оператор «${m[1]}» не застосовується до «${m[2]}»: це ${FIELD_KINDS[m[3]!]!.uk}.`,
    }),
    example: SCREENER_MESSAGES.wrongOperator('sector', 'gte', 'category'),
  },
  {
    en: /^(\S+) has no value "(.*)"\.$/,
    render: by({
      es: (m) => `«${m[1]}» no tiene el valor «${m[2]}».`,
      uk: (m) => `Поле «${m[1]}» не має значення «${m[2]}».`,
    }),
    example: SCREENER_MESSAGES.unknownOption('sector', 'Nope'),
  },
  {
    en: /^Unknown company: (.+)$/,
    render: by({
      es: (m) => `Empresa desconocida: ${m[1]}`,
      uk: (m) => `Невідома компанія: ${m[1]}`,
    }),
    example: SCREENER_MESSAGES.unknownTicker('NASDAQ:NOPE'),
  },
  {
    en: /^(\S+) is not screened: ETFs and companies without a score in the latest run are not in the screener\.$/,
    render: by({
      es: (m) =>
        `${m[1]} no está en el buscador de acciones: los ETF y las empresas sin puntuación en el último cálculo no se incluyen.`,
      uk: (m) =>
        `${m[1]} немає в скринері: ETF і компанії без оцінки в останньому розрахунку до нього не входять.`,
    }),
    example:
      'NYSE:SPY is not screened: ETFs and companies without a score in the latest run are not in the screener.',
  },
  // Zod's own messages (zod/v4/locales/en), for schemas that give none of their own.
  {
    en: /^Invalid input: expected (\w+), received (\w+)$/,
    render: by({
      es: (m) =>
        m[2] === 'undefined'
          ? `Falta un valor: se esperaba ${typeName(m[1]!, 'es')}`
          : `Valor no válido: se esperaba ${typeName(m[1]!, 'es')} y se ha recibido ${typeName(m[2]!, 'es')}`,
      uk: (m) =>
        m[2] === 'undefined'
          ? `Значення відсутнє: потрібен тип «${typeName(m[1]!, 'uk')}»`
          : `Некоректне значення: потрібен тип «${typeName(m[1]!, 'uk')}», отримано «${typeName(m[2]!, 'uk')}»`,
    }),
    example: 'Invalid input: expected string, received undefined',
  },
  {
    en: /^Invalid input: expected (.+)$/,
    render: by({
      es: (m) => `Valor no válido: se esperaba ${m[1]}`,
      uk: (m) => `Некоректне значення: очікувалося ${m[1]}`,
    }),
    example: 'Invalid input: expected "USING_EMAIL"',
  },
  {
    en: /^Invalid option: expected one of (.+)$/,
    render: by({
      es: (m) => `Opción no válida: se esperaba uno de estos valores: ${m[1]}`,
      uk: (m) => `Некоректний варіант: допустимі значення — ${m[1]}`,
    }),
    example: 'Invalid option: expected one of "asc"|"desc"',
  },
  {
    en: /^Invalid discriminator value\. Expected (.+)$/,
    render: by({
      es: (m) => `Valor no válido. Se esperaba ${m[1]}`,
      uk: (m) => `Некоректне значення. Очікувалося ${m[1]}`,
    }),
    example: "Invalid discriminator value. Expected 'USING_EMAIL' | 'GOOGLE'",
  },
  {
    en: /^Too big: expected (\w+) to have (<=|<|exactly )(\d+) (\w+)$/,
    render: by({
      es: (m) =>
        `${m[1] === 'string' ? 'Demasiado largo' : m[1] === 'array' || m[1] === 'set' ? 'Demasiados elementos' : 'Demasiado grande'}: ${BOUNDS[m[2]!]!.es} ${sized(m[3]!, m[4]!, 'es')}`,
      uk: (m) =>
        `${m[1] === 'string' ? 'Задовге значення' : m[1] === 'array' || m[1] === 'set' ? 'Забагато елементів' : 'Завелике значення'}: ${BOUNDS[m[2]!]!.uk} ${sized(m[3]!, m[4]!, 'uk')}`,
    }),
    example: 'Too big: expected string to have <=100 characters',
  },
  {
    en: /^Too small: expected (\w+) to have (>=|>|exactly )(\d+) (\w+)$/,
    render: by({
      es: (m) =>
        `${m[1] === 'string' ? 'Demasiado corto' : m[1] === 'array' || m[1] === 'set' ? 'Muy pocos elementos' : 'Demasiado pequeño'}: ${BOUNDS[m[2]!]!.es} ${sized(m[3]!, m[4]!, 'es')}`,
      uk: (m) =>
        `${m[1] === 'string' ? 'Закоротке значення' : m[1] === 'array' || m[1] === 'set' ? 'Замало елементів' : 'Замале значення'}: ${BOUNDS[m[2]!]!.uk} ${sized(m[3]!, m[4]!, 'uk')}`,
    }),
    example: 'Too small: expected array to have >=1 items',
  },
  {
    en: /^Too big: expected (\w+) to be (<=|<|exactly )(\S+)$/,
    render: by({
      es: (m) => `Demasiado grande: debe ser ${NUMBER_BOUNDS[m[2]!]!.es} ${m[3]}`,
      uk: (m) => `Завелике значення: має бути ${NUMBER_BOUNDS[m[2]!]!.uk} ${m[3]}`,
    }),
    example: 'Too big: expected number to be <=100',
  },
  {
    en: /^Too small: expected (\w+) to be (>=|>|exactly )(\S+)$/,
    render: by({
      es: (m) => `Demasiado pequeño: debe ser ${NUMBER_BOUNDS[m[2]!]!.es} ${m[3]}`,
      uk: (m) => `Замале значення: має бути ${NUMBER_BOUNDS[m[2]!]!.uk} ${m[3]}`,
    }),
    example: 'Too small: expected number to be >0',
  },
  {
    en: /^Invalid string: must (start with|end with|include|match pattern) (.+)$/s,
    render: (m, l) => {
      const how: Record<string, Texts> = {
        'start with': { es: 'debe empezar por', uk: 'має починатися з' },
        'end with': { es: 'debe terminar en', uk: 'має закінчуватися на' },
        include: { es: 'debe incluir', uk: 'має містити' },
        'match pattern': { es: 'debe seguir el patrón', uk: 'має відповідати шаблону' },
      };
      return l === 'es'
        ? `Texto no válido: ${how[m[1]!]!.es} ${m[2]}`
        : `Некоректний рядок: ${how[m[1]!]!.uk} ${m[2]}`;
    },
    example: 'Invalid string: must match pattern /^[A-Z]+$/',
  },
  {
    en: /^Invalid number: must be a multiple of (\S+)$/,
    render: by({
      es: (m) => `Número no válido: debe ser múltiplo de ${m[1]}`,
      uk: (m) => `Некоректне число: має бути кратним ${m[1]}`,
    }),
    example: 'Invalid number: must be a multiple of 5',
  },
  {
    en: /^Unrecognized keys?: (.+)$/,
    render: by({
      es: (m) => `Campos no reconocidos: ${m[1]}`,
      uk: (m) => `Невідомі поля: ${m[1]}`,
    }),
    example: 'Unrecognized key: "extra"',
  },
  {
    en: /^Invalid (key|value) in (\w+)$/,
    render: by({
      es: (m) =>
        `${m[1] === 'key' ? 'Clave no válida' : 'Valor no válido'} en ${typeName(m[2]!, 'es')}`,
      uk: (m) =>
        `${m[1] === 'key' ? 'Некоректний ключ' : 'Некоректне значення'} у «${typeName(m[2]!, 'uk')}»`,
    }),
    example: 'Invalid key in record',
  },
];
