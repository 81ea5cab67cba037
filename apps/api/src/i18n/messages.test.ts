import { ALERT_NAMES, UNSUBSCRIBE_MESSAGES } from '@evident/contracts/alerts';
import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '@evident/contracts/auth';
import { LIST_MESSAGES } from '@evident/contracts/lists';
import { PAYMENT_MESSAGES } from '@evident/contracts/payments';
import { SCREENER_MESSAGES } from '@evident/contracts/screener';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT } from '../app';
import { mailOutbox, users } from '../db/schema';
import { GENERIC_SERVER_MESSAGE } from '../http/error-handler';
import { TOO_MANY } from '../http/rate-limiter';
import { BAD_TEXT_MESSAGE } from '../http/text-guard';
import { buildTestApp, WEB_KEY, type TestApp } from '../test/build-test-app';
import { KEPT_IN_ENGLISH, MESSAGE_IDS, translateMessage } from './messages';
import { ukPlural } from './format';
import { t } from './translate';

/**
 * Latin words of three letters or more left in a Ukrainian text: API identifiers between «»,
 * abbreviations and ticker symbols (capitals) and a few names are not English words.
 */
const NAMES = new Set(['Google', 'Stripe', 'Evident', 'Score', 'Unicode', 'Pro', 'NaN']);
function englishWords(text: string): string[] {
  const outsideQuotes = text.replace(/«[^»]*»/g, '');
  return (outsideQuotes.match(/[A-Za-z]{3,}/g) ?? []).filter(
    (w) => !NAMES.has(w) && w !== w.toUpperCase(),
  );
}

/**
 * Every constant message of the contracts' catalogues, and the schema messages with figures (a
 * message with a variable part made at a throw site carries its code: coded-texts.test.ts).
 */
const CATALOGUE: string[] = [
  ...Object.values(AUTH_MESSAGES).flatMap((m) =>
    typeof m === 'string' ? [m] : [m('USING_EMAIL'), m('GOOGLE')],
  ),
  ...Object.values(VALIDATION_MESSAGES),
  ...Object.values(LIST_MESSAGES).filter((m) => typeof m === 'string'),
  ...Object.values(SCREENER_MESSAGES).filter((m) => typeof m === 'string'),
  SCREENER_MESSAGES.tooManyFilters(20),
  SCREENER_MESSAGES.tooManyColumns(24),
  'At most 50 tickers per request',
  'limit must be a number from 1 to 50',
  'pageSize must be a whole number from 1 to 100',
  ...Object.values(PAYMENT_MESSAGES).filter((m) => typeof m === 'string'),
  UNSUBSCRIBE_MESSAGES.invalid,
  UNSUBSCRIBE_MESSAGES.used,
  UNSUBSCRIBE_MESSAGES.done('scoreBandChanges'),
  UNSUBSCRIBE_MESSAGES.done('dailySelections'),
  ...Object.values(ALERT_NAMES),
  GENERIC_SERVER_MESSAGE,
  TOO_MANY,
  BAD_TEXT_MESSAGE,
];

describe('server messages in Spanish and Ukrainian (issue 23)', () => {
  it('has both languages for every message, each translated', () => {
    expect(MESSAGE_IDS.size).toBeGreaterThan(130);
    for (const language of ['es', 'uk'] as const) {
      for (const [english, id] of MESSAGE_IDS) {
        const text = t(language, id);
        expect(text.trim(), `${language}: ${english}`).not.toBe('');
        expect(text, `${language}: ${english}`).not.toBe(english);
      }
    }
  });

  it('translates every message of the contracts’ catalogues', () => {
    for (const english of CATALOGUE.filter((m) => !KEPT_IN_ENGLISH.has(m))) {
      for (const language of ['es', 'uk'] as const) {
        expect(translateMessage(english, language), `${language}: ${english}`).not.toBe(english);
      }
    }
  });

  it('leaves no English word in a Ukrainian message', () => {
    for (const [english, id] of MESSAGE_IDS) {
      const text = t('uk', id);
      expect(englishWords(text), `${english} → ${text}`).toEqual([]);
    }
  });

  it('translates the schemas’ messages with figures, and a "field: message"', () => {
    expect(translateMessage('At most 50 tickers per request', 'es')).toBe(
      'Como máximo 50 tickers por solicitud',
    );
    expect(translateMessage('At most 50 tickers per request', 'uk')).toBe(
      'Щонайбільше 50 тікерів за один запит',
    );
    expect([1, 2, 5, 11, 21, 22, 25, 112].map((n) => ukPlural(n, 'a', 'b', 'c'))).toEqual([
      'a',
      'b',
      'c',
      'c',
      'a',
      'b',
      'c',
      'c',
    ]);
  });

  it('translates a "field: message", the field path kept', () => {
    expect(translateMessage('holdings[0].shares: Name is required.', 'uk')).toBe(
      `holdings[0].shares: ${t('uk', MESSAGE_IDS.get('Name is required.')!)}`,
    );
    expect(translateMessage('limit: limit must be a number from 1 to 50', 'es')).toBe(
      'limit: El parámetro «limit» debe ser un número de 1 a 50',
    );
  });

  it('answers English, unknown messages and those clients compare as they are', () => {
    for (const english of [...CATALOGUE, 'Invalid body: email: Email is required.']) {
      expect(translateMessage(english, 'en')).toBe(english);
    }
    for (const odd of ['constructor', '__proto__', 'Something nobody wrote', '']) {
      expect(translateMessage(odd, 'es')).toBe(odd);
    }
    for (const kept of KEPT_IN_ENGLISH) {
      expect(translateMessage(kept, 'es')).toBe(kept);
      expect(translateMessage(kept, 'uk')).toBe(kept);
    }
  });
});

describe('error and validation answers in the request’s language (issue 23)', () => {
  let t: TestApp;
  const ES = { 'accept-language': 'es-ES' };
  const UK = { 'accept-language': 'uk-UA' };
  const EN = { 'accept-language': 'en-GB' };

  beforeAll(async () => {
    t = await buildTestApp({}, { authRateLimitScale: 100 });
    await t.app.ready();
    // An empty read model: every ticker is unknown.
    await t.app.readModel.reload();
  });
  afterAll(async () => t.close());

  /** The same request asked in Spanish, Ukrainian and English. */
  const inEach = async <T>(ask: (headers: Record<string, string>) => Promise<T>) =>
    (await Promise.all([ES, UK, EN].map(ask))) as [T, T, T];
  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ url, headers: { ...WEB_KEY, ...headers } });
  const post = (url: string, payload: unknown, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...WEB_KEY, 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('a company that does not exist (404)', async () => {
    const answers = await Promise.all(
      [ES, UK, EN, {}].map((h) => get('/api/v1/stocks/NASDAQ:NOPE', h)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
    expect(answers.map((a) => a.json())).toEqual([
      { success: false, message: 'No se ha encontrado la empresa' },
      { success: false, message: 'Компанію не знайдено' },
      { success: false, message: 'Company not found' },
      { success: false, message: 'Company not found' },
    ]);
    // The answer depends on the language: caches keep one per language.
    for (const a of answers) expect(a.headers.vary).toContain('accept-language');
  });

  it('a bad query parameter (400)', async () => {
    const [es, uk, en] = await inEach((h) => get('/api/v1/stocks?search=a&limit=0', h));
    expect(es.statusCode).toBe(400);
    expect(es.json().message).toBe(
      'Parámetro de consulta no válido: limit: El parámetro «limit» debe ser un número de 1 a 50',
    );
    expect(uk.json().message).toBe(
      'Некоректний параметр запиту: limit: Параметр «limit» має бути числом від 1 до 50',
    );
    expect(en.json().message).toBe(
      'Invalid query parameter: limit: limit must be a number from 1 to 50',
    );
  });

  it('messages with a variable part, written from their code (issue 54)', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `NYSE:A${i}`).join(',');
    const [es, uk, en] = await inEach((h) =>
      get(`/api/v1/stocks/batch/companies?tickers=${many}`, h),
    );
    expect(en.json().message).toBe(
      'Invalid query parameter: tickers: At most 50 tickers per request',
    );
    expect(es.json().message).toBe(
      'Parámetro de consulta no válido: tickers: Como máximo 50 tickers por solicitud',
    );
    expect(uk.json().message).toBe(
      'Некоректний параметр запиту: tickers: Щонайбільше 50 тікерів за один запит',
    );
    // The text guard's path.
    const bad = await inEach((h) => get('/api/v1/stocks?search=a%00b', h));
    expect(bad.map((a) => a.statusCode)).toEqual([400, 400, 400]);
    expect(bad.map((a) => a.json().message)).toEqual([
      'El texto no puede contener caracteres NUL ni Unicode dañado (sustitutos sueltos). (search)',
      'Текст не може містити символи NUL або пошкоджений Unicode (непарні сурогати). (search)',
      `${BAD_TEXT_MESSAGE} (search)`,
    ]);
    for (const a of bad) expect(a.headers.vary).toContain('accept-language');
    // Zod's own message, by its issue code.
    const [zEs, zUk, zEn] = await inEach((h) => post('/api/v1/feedback', { kind: 7 }, h));
    expect([zEs.statusCode, zUk.statusCode, zEn.statusCode]).toEqual([400, 400, 400]);
    const kinds = '"rate-us"|"issues"|"feedback"|"contact"|"bug-report"';
    expect(zEn.json().message).toBe(
      `Invalid body: kind: Invalid option: expected one of ${kinds}; message: Invalid input: expected string, received undefined`,
    );
    expect(zEs.json().message).toBe(
      `Cuerpo de la solicitud no válido: kind: Opción no válida: se esperaba uno de estos valores: ${kinds}; message: Falta un valor: se esperaba un texto`,
    );
    expect(zUk.json().message).toBe(
      `Некоректне тіло запиту: kind: Некоректний варіант: допустимі значення — ${kinds}; message: Значення відсутнє: потрібен тип «рядок»`,
    );
  });

  it('a body over the limit (413)', async () => {
    const big = { kind: 'feedback', message: 'x'.repeat(DEFAULT_BODY_LIMIT) };
    const [es, uk, en] = await inEach((h) => post('/api/v1/feedback', big, h));
    expect([es.statusCode, uk.statusCode, en.statusCode]).toEqual([413, 413, 413]);
    expect(es.json().message).toBe('El cuerpo de la solicitud es demasiado grande');
    expect(uk.json().message).toBe('Тіло запиту завелике');
    expect(en.json().message).toBe('The request body is too large');
  });

  it('the sign-up form’s §5 messages, and its answer', async () => {
    const bad = { flag: 'USING_EMAIL', email: 'ana@example', password: 'x', firstName: 'Ana' };
    const [es, uk, en] = await inEach((h) => post('/api/v1/auth/signUp', bad, h));
    expect(es.statusCode).toBe(400);
    expect(es.json()).toEqual({
      success: false,
      message: 'La dirección de correo electrónico no es válida.',
    });
    expect(uk.json().message).toBe('Неправильна адреса електронної пошти.');
    expect(en.json().message).toBe(VALIDATION_MESSAGES.emailInvalid);
    const short = await post('/api/v1/auth/signUp', { ...bad, email: 'ana@example.com' }, ES);
    expect(short.json().message).toBe('La contraseña debe tener al menos 8 caracteres.');

    // A success's message too; and the account keeps the language it signed up in.
    const ok = await post(
      '/api/v1/auth/signUp',
      { ...bad, email: 'ana@example.com', password: 'a long password' },
      ES,
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().message).toBe('Te has registrado correctamente');
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ana@example.com'));
    expect(user!.language).toBe('es');
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'ana@example.com'));
    expect(mail!.subject).toBe('Verifica tu correo electrónico en Evident');

    // Spec §8: the web app acts on "user doesnot exist" (its own notice): kept in English.
    const missing = await post(
      '/api/v1/auth/login',
      { flag: 'USING_EMAIL', email: 'nobody@example.com', password: 'whatever' },
      ES,
    );
    expect(missing.json().message).toBe(AUTH_MESSAGES.userNotFound);
  });

  it('the answers hooks send themselves (an unknown API key)', async () => {
    const res = await t.app.inject({
      url: '/api/v1/stocks?search=a',
      headers: { 'x-api-key': 'nope', ...UK },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Недійсний ключ API' });
  });
});
