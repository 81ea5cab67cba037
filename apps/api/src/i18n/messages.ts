import { AUTH_MESSAGES } from '@evident/contracts/auth';
import { LIST_MESSAGES } from '@evident/contracts/lists';
import { PAYMENT_MESSAGES } from '@evident/contracts/payments';
import { SCREENER_MESSAGES } from '@evident/contracts/screener';
import { en } from './catalogue/en';
import type { Language } from './language';
import { ukPlural } from './format';
import { t, type MessageId } from './translate';

/*
 * The messages the server writes for users (issue 23): errors, validation, and the short
 * confirmations of the answer envelope. Services throw them in English, most as the contracts'
 * constants (the spec's words); their Spanish and Ukrainian are catalogue entries (ADR 055), found
 * here by the English of the en catalogue, the one place a constant maps to its id. Spanish speaks
 * to the reader as tú, Ukrainian as ви; API identifiers stay as they are, between «» in Ukrainian.
 *
 * The messages with a variable part (zod's own, and the contracts' functions such as "At most 50
 * tickers per request") reach the handler as English sentences only: they are matched by the
 * patterns below, whose texts are still written here (see ADR 055, "not done").
 */

/** A language the server translates into (English is the source). */
export type TranslatedLanguage = Exclude<Language, 'en'>;
type Texts = Record<TranslatedLanguage, string>;

/** The catalogue sections that hold messages (the others hold sentences built from codes). */
const MESSAGE_SECTIONS = [
  'error',
  'zod',
  'apiKeys',
  'auth',
  'validation',
  'stocks',
  'lists',
  'screener',
  'payments',
  'feedback',
  'unsubscribe',
  'alerts',
] as const;

/**
 * Each message's id by its English; where two constants read the same, the later id (a message
 * such as "constructor" is no key of a map's, as it would be of a plain object's).
 */
export const MESSAGE_IDS: ReadonlyMap<string, MessageId> = new Map(
  (Object.entries(en) as [MessageId, string][])
    .filter(([id]) => MESSAGE_SECTIONS.some((section) => id.startsWith(`${section}.`)))
    .map(([id, english]) => [english, id]),
);

// ---- Messages with a variable part ----------------------------------------------------------------

const esPlural = (n: number, one: string, other: string) => (n === 1 ? one : other);

const TIERS: Record<string, Texts> = {
  Free: { es: 'Gratis', uk: 'Безкоштовний' },
  Basic: { es: 'Básico', uk: 'Базовий' },
  Advanced: { es: 'Avanzado', uk: 'Розширений' },
  Pro: { es: 'Pro', uk: 'Pro' },
};
const PERIODS: Record<string, Texts> = {
  monthly: { es: 'mensual', uk: 'щомісячно' },
  yearly: { es: 'anual', uk: 'щороку' },
};
/** A plan's title as the billing messages write it: "Pro (monthly)". */
const planTitle = (tier: string, period: string, l: TranslatedLanguage) =>
  `${TIERS[tier]?.[l] ?? tier} (${PERIODS[period]?.[l] ?? period})`;

const FIELD_KINDS: Record<string, Texts> = {
  number: { es: 'numérico', uk: 'числове поле' },
  category: { es: 'de categoría', uk: 'поле категорії' },
  boolean: { es: 'de sí o no', uk: 'логічне поле' },
};

/** Zod's type names (`Invalid input: expected string, received number`). */
const TYPE_NAMES: Record<string, Texts> = {
  string: { es: 'un texto', uk: 'рядок' },
  number: { es: 'un número', uk: 'число' },
  int: { es: 'un número entero', uk: 'ціле число' },
  bigint: { es: 'un número entero grande', uk: 'велике ціле число' },
  boolean: { es: 'un valor verdadero o falso', uk: 'логічне значення' },
  array: { es: 'una lista', uk: 'список' },
  tuple: { es: 'una lista', uk: 'список' },
  object: { es: 'un objeto', uk: 'об’єкт' },
  record: { es: 'un objeto', uk: 'об’єкт' },
  map: { es: 'un mapa', uk: 'словник' },
  set: { es: 'un conjunto', uk: 'множина' },
  date: { es: 'una fecha', uk: 'дата' },
  file: { es: 'un archivo', uk: 'файл' },
  null: { es: 'un valor nulo', uk: 'порожнє значення' },
  nan: { es: 'NaN', uk: 'NaN' },
  NaN: { es: 'NaN', uk: 'NaN' },
  function: { es: 'una función', uk: 'функція' },
  symbol: { es: 'un símbolo', uk: 'символ' },
};
const typeName = (type: string, l: TranslatedLanguage) => TYPE_NAMES[type]?.[l] ?? type;

/** Zod's size units, with the forms a number takes. */
const UNITS: Record<string, { es: [string, string]; uk: [string, string, string] }> = {
  characters: { es: ['carácter', 'caracteres'], uk: ['символ', 'символи', 'символів'] },
  items: { es: ['elemento', 'elementos'], uk: ['елемент', 'елементи', 'елементів'] },
  elements: { es: ['elemento', 'elementos'], uk: ['елемент', 'елементи', 'елементів'] },
  entries: { es: ['entrada', 'entradas'], uk: ['запис', 'записи', 'записів'] },
  bytes: { es: ['byte', 'bytes'], uk: ['байт', 'байти', 'байтів'] },
};
function sized(n: string, unit: string, l: TranslatedLanguage): string {
  const u = UNITS[unit];
  const count = Number(n);
  if (!u || !Number.isFinite(count)) return `${n} ${unit}`;
  return l === 'es' ? `${n} ${esPlural(count, ...u.es)}` : `${n} ${ukPlural(count, ...u.uk)}`;
}

const BOUNDS: Record<string, Texts> = {
  '<=': { es: 'como máximo', uk: 'щонайбільше' },
  '<': { es: 'menos de', uk: 'менше ніж' },
  '>=': { es: 'al menos', uk: 'щонайменше' },
  '>': { es: 'más de', uk: 'більше ніж' },
  'exactly ': { es: 'exactamente', uk: 'рівно' },
};
const NUMBER_BOUNDS: Record<string, Texts> = {
  '<=': { es: 'como máximo', uk: 'не більше' },
  '<': { es: 'menor que', uk: 'менше ніж' },
  '>=': { es: 'al menos', uk: 'не менше' },
  '>': { es: 'mayor que', uk: 'більше ніж' },
  'exactly ': { es: 'exactamente', uk: 'рівно' },
};

/** What "Invalid {part}: …" names (the error handler's parts of a request). */
const PARTS: Record<string, Texts> = {
  body: { es: 'Cuerpo de la solicitud no válido', uk: 'Некоректне тіло запиту' },
  'query parameter': { es: 'Parámetro de consulta no válido', uk: 'Некоректний параметр запиту' },
  'path parameter': { es: 'Parámetro de ruta no válido', uk: 'Некоректний параметр шляху' },
  header: { es: 'Cabecera no válida', uk: 'Некоректний заголовок' },
  request: { es: 'Solicitud no válida', uk: 'Некоректний запит' },
};

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

/**
 * Messages that clients compare to act on rather than show, answered in English whatever the
 * language: the web app turns spec §8's "user doesnot exist" into a move to sign-up with its own,
 * translated, notice, and "incorrect password" into its own, translated, password field error.
 */
export const KEPT_IN_ENGLISH: ReadonlySet<string> = new Set([
  AUTH_MESSAGES.userNotFound,
  AUTH_MESSAGES.incorrectPassword,
]);

/** A field path before a message: `filters.0.field: …`, `ticker: …`, `holdings[2].shares: …`. */
const FIELD_PREFIX = /^([\w.[\]-]+): (.+)$/s;

function known(message: string, language: TranslatedLanguage): string | undefined {
  const id = MESSAGE_IDS.get(message);
  if (id !== undefined) return t(language, id);
  const inner = (s: string) => translateMessage(s, language);
  for (const p of PATTERNS) {
    const m = p.en.exec(message);
    if (m) return p.render(m, language, inner);
  }
  return undefined;
}

/**
 * A message in `language`: English as it is; the Spanish or Ukrainian of a known message; a
 * "field: message" with its message translated (the field path stays); any other message, and
 * those `KEPT_IN_ENGLISH`, as they are.
 */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en' || KEPT_IN_ENGLISH.has(message)) return message;
  const hit = known(message, language);
  if (hit !== undefined) return hit;
  const field = FIELD_PREFIX.exec(message);
  if (field) {
    const inner = known(field[2]!, language);
    if (inner !== undefined) return `${field[1]}: ${inner}`;
  }
  return message;
}
