import { ukPlural } from './format';
import type { Language } from './language';

/*
 * The words the messages with a variable part put together (message-patterns.ts): plan names,
 * field kinds, zod's type names, units and bounds, in Spanish and Ukrainian.
 */

/** A language the server translates into (English is the source). */
export type TranslatedLanguage = Exclude<Language, 'en'>;
export type Texts = Record<TranslatedLanguage, string>;

export const esPlural = (n: number, one: string, other: string) => (n === 1 ? one : other);

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
export const planTitle = (tier: string, period: string, l: TranslatedLanguage) =>
  `${TIERS[tier]?.[l] ?? tier} (${PERIODS[period]?.[l] ?? period})`;

export const FIELD_KINDS: Record<string, Texts> = {
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
export const typeName = (type: string, l: TranslatedLanguage) => TYPE_NAMES[type]?.[l] ?? type;

/** Zod's size units, with the forms a number takes. */
const UNITS: Record<string, { es: [string, string]; uk: [string, string, string] }> = {
  characters: { es: ['carácter', 'caracteres'], uk: ['символ', 'символи', 'символів'] },
  items: { es: ['elemento', 'elementos'], uk: ['елемент', 'елементи', 'елементів'] },
  elements: { es: ['elemento', 'elementos'], uk: ['елемент', 'елементи', 'елементів'] },
  entries: { es: ['entrada', 'entradas'], uk: ['запис', 'записи', 'записів'] },
  bytes: { es: ['byte', 'bytes'], uk: ['байт', 'байти', 'байтів'] },
};
export function sized(n: string, unit: string, l: TranslatedLanguage): string {
  const u = UNITS[unit];
  const count = Number(n);
  if (!u || !Number.isFinite(count)) return `${n} ${unit}`;
  return l === 'es' ? `${n} ${esPlural(count, ...u.es)}` : `${n} ${ukPlural(count, ...u.uk)}`;
}

export const BOUNDS: Record<string, Texts> = {
  '<=': { es: 'como máximo', uk: 'щонайбільше' },
  '<': { es: 'menos de', uk: 'менше ніж' },
  '>=': { es: 'al menos', uk: 'щонайменше' },
  '>': { es: 'más de', uk: 'більше ніж' },
  'exactly ': { es: 'exactamente', uk: 'рівно' },
};
export const NUMBER_BOUNDS: Record<string, Texts> = {
  '<=': { es: 'como máximo', uk: 'не більше' },
  '<': { es: 'menor que', uk: 'менше ніж' },
  '>=': { es: 'al menos', uk: 'не менше' },
  '>': { es: 'mayor que', uk: 'більше ніж' },
  'exactly ': { es: 'exactamente', uk: 'рівно' },
};

/** What "Invalid {part}: …" names (the error handler's parts of a request). */
export const PARTS: Record<string, Texts> = {
  body: { es: 'Cuerpo de la solicitud no válido', uk: 'Некоректне тіло запиту' },
  'query parameter': { es: 'Parámetro de consulta no válido', uk: 'Некоректний параметр запиту' },
  'path parameter': { es: 'Parámetro de ruta no válido', uk: 'Некоректний параметр шляху' },
  header: { es: 'Cabecera no válida', uk: 'Некоректний заголовок' },
  request: { es: 'Solicitud no válida', uk: 'Некоректний запит' },
};
