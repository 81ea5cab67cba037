import { ALERT_NAMES, UNSUBSCRIBE_MESSAGES } from '@evident/contracts/alerts';
import { INVALID_API_KEY_MESSAGE } from '@evident/contracts/api-keys';
import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '@evident/contracts/auth';
import {
  LIST_MESSAGES,
  MAX_COMPANIES_PER_CALL,
  MAX_LISTS_PER_KIND,
} from '@evident/contracts/lists';
import { PAYMENT_MESSAGES } from '@evident/contracts/payments';
import { SCREENER_MESSAGES } from '@evident/contracts/screener';
import { COMPANY_NOT_FOUND } from '@evident/contracts/stocks';
import type { Language } from './language';
import { ukPlural } from './format';

/*
 * The messages the server writes for users (issue 23): errors, validation, and the short
 * confirmations of the answer envelope, in Spanish and Ukrainian. Keyed by the exact English, which
 * stays the answer for English readers (and for any message not known here). Spanish speaks to
 * the reader as tú, Ukrainian as ви; the vocabulary is the web app's (apps/web/src/i18n/messages).
 * API identifiers (parameter and field names, values) stay as they are, between «» in Ukrainian.
 */

/** A language the server translates into (English is the source). */
export type TranslatedLanguage = Exclude<Language, 'en'>;
type Texts = Record<TranslatedLanguage, string>;

const MESSAGES: Record<string, Texts> = {
  // ---- Generic, framework, limits -------------------------------------------------------------
  'Something went wrong. Please try again later.': {
    es: 'Algo ha salido mal. Inténtalo de nuevo más tarde.',
    uk: 'Щось пішло не так. Спробуйте пізніше.',
  },
  'Not found': { es: 'No encontrado', uk: 'Не знайдено' },
  'Invalid request': { es: 'Solicitud no válida', uk: 'Некоректний запит' },
  [INVALID_API_KEY_MESSAGE]: { es: 'Clave de API no válida', uk: 'Недійсний ключ API' },
  'Too many requests. Please wait a moment and try again.': {
    es: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
    uk: 'Забагато запитів. Зачекайте трохи й спробуйте ще раз.',
  },
  'The request body is not valid JSON': {
    es: 'El cuerpo de la solicitud no es un JSON válido',
    uk: 'Тіло запиту не є коректним JSON',
  },
  'The request body is empty; send a JSON object': {
    es: 'El cuerpo de la solicitud está vacío; envía un objeto JSON',
    uk: 'Тіло запиту порожнє; надішліть об’єкт JSON',
  },
  'The request body is too large': {
    es: 'El cuerpo de la solicitud es demasiado grande',
    uk: 'Тіло запиту завелике',
  },
  'Unsupported content type; send application/json': {
    es: 'Tipo de contenido no admitido; envía application/json',
    uk: 'Непідтримуваний тип вмісту; надішліть «application/json»',
  },
  'The request content length is invalid': {
    es: 'La longitud del contenido de la solicitud no es válida',
    uk: 'Некоректна довжина вмісту запиту',
  },
  'The address is not valid: a % must start a valid escape (e.g. %20).': {
    es: 'La dirección no es válida: cada % debe iniciar una secuencia de escape válida (p. ej., %20).',
    uk: 'Адреса некоректна: символ % має починати коректну екрановану послідовність (наприклад, %20).',
  },
  'The request could not be routed.': {
    es: 'No se ha podido encaminar la solicitud.',
    uk: 'Не вдалося визначити маршрут запиту.',
  },
  'Text cannot contain NUL characters or broken Unicode (lone surrogates).': {
    es: 'El texto no puede contener caracteres NUL ni Unicode dañado (sustitutos sueltos).',
    uk: 'Текст не може містити символи NUL або пошкоджений Unicode (непарні сурогати).',
  },
  'Service degraded: database unreachable': {
    es: 'Servicio degradado: no se puede acceder a la base de datos',
    uk: 'Сервіс працює з обмеженнями: база даних недоступна',
  },
  'Market data is still loading; try again in a minute.': {
    es: 'Los datos de mercado aún se están cargando; vuelve a intentarlo en un minuto.',
    uk: 'Ринкові дані ще завантажуються; спробуйте ще раз за хвилину.',
  },
  'A data job is running; try again when it has finished.': {
    es: 'Hay una tarea de datos en curso; vuelve a intentarlo cuando termine.',
    uk: 'Триває обробка даних; спробуйте ще раз, коли вона завершиться.',
  },
  Saved: { es: 'Guardado', uk: 'Збережено' },

  // ---- Zod's own messages without a variable part ---------------------------------------------
  'Invalid input': { es: 'Valor no válido', uk: 'Некоректне значення' },
  'Invalid input: more than one option matched': {
    es: 'Valor no válido: coincide con más de una opción',
    uk: 'Некоректне значення: підходить більше ніж один варіант',
  },
  'Invalid email address': {
    es: 'Dirección de correo electrónico no válida',
    uk: 'Некоректна адреса електронної пошти',
  },
  'Invalid URL': { es: 'URL no válida', uk: 'Некоректна URL-адреса' },
  'Invalid UUID': { es: 'UUID no válido', uk: 'Некоректний UUID' },
  'Invalid ISO datetime': { es: 'Fecha y hora ISO no válidas', uk: 'Некоректні дата й час ISO' },
  'Invalid ISO date': { es: 'Fecha ISO no válida', uk: 'Некоректна дата ISO' },

  // ---- Accounts (spec §4, §5, §8) -------------------------------------------------------------
  [AUTH_MESSAGES.loginSuccess]: {
    es: 'Has iniciado sesión correctamente',
    uk: 'Ви успішно увійшли',
  },
  [AUTH_MESSAGES.userNotFound]: {
    es: 'No existe ninguna cuenta con esta dirección de correo electrónico',
    uk: 'Облікового запису з цією адресою електронної пошти не існує',
  },
  [AUTH_MESSAGES.incorrectPassword]: { es: 'Contraseña incorrecta', uk: 'Неправильний пароль' },
  [AUTH_MESSAGES.signupSuccess]: {
    es: 'Te has registrado correctamente',
    uk: 'Ви успішно зареєструвалися',
  },
  [AUTH_MESSAGES.accountNotFound]: { es: 'La cuenta no existe', uk: 'Обліковий запис не існує' },
  [AUTH_MESSAGES.existingAccount('USING_EMAIL')]: {
    es: 'Ya tienes una cuenta: inicia sesión con tu correo electrónico y contraseña.',
    uk: 'У вас уже є обліковий запис — увійдіть за допомогою електронної пошти та пароля.',
  },
  [AUTH_MESSAGES.existingAccount('GOOGLE')]: {
    es: 'Ya tienes una cuenta: inicia sesión con Google.',
    uk: 'У вас уже є обліковий запис — увійдіть через Google.',
  },
  [AUTH_MESSAGES.emailNotVerified]: {
    es: 'Verifica tu dirección de correo electrónico antes de iniciar sesión.',
    uk: 'Підтвердьте адресу електронної пошти, перш ніж увійти.',
  },
  [AUTH_MESSAGES.verified]: {
    es: 'Tu correo electrónico se ha verificado correctamente',
    uk: 'Адресу електронної пошти успішно підтверджено',
  },
  [AUTH_MESSAGES.verificationInvalid]: {
    es: 'Este enlace de verificación no es válido o ha caducado.',
    uk: 'Це посилання для підтвердження недійсне або термін його дії минув.',
  },
  [AUTH_MESSAGES.verificationSent]: {
    es: 'Correo de verificación enviado',
    uk: 'Лист для підтвердження надіслано',
  },
  [AUTH_MESSAGES.resetCodeSent]: {
    es: 'Si existe una cuenta con este correo electrónico, le hemos enviado un código para restablecer la contraseña.',
    uk: 'Якщо обліковий запис із цією адресою існує, ми надіслали на неї код для скидання пароля.',
  },
  [AUTH_MESSAGES.resetCodeInvalid]: {
    es: 'El código no es válido o ha caducado.',
    uk: 'Код недійсний або термін його дії минув.',
  },
  [AUTH_MESSAGES.passwordReset]: {
    es: 'Se ha restablecido tu contraseña.',
    uk: 'Новий пароль збережено.',
  },
  [AUTH_MESSAGES.passwordChanged]: {
    es: 'Se ha cambiado tu contraseña.',
    uk: 'Ваш пароль змінено.',
  },
  [AUTH_MESSAGES.currentPasswordWrong]: {
    es: 'La contraseña actual no es correcta.',
    uk: 'Поточний пароль неправильний.',
  },
  [AUTH_MESSAGES.googleDisabled]: {
    es: 'El inicio de sesión con Google no está disponible.',
    uk: 'Вхід через Google недоступний.',
  },
  [AUTH_MESSAGES.googleInvalid]: {
    es: 'No se ha podido verificar el inicio de sesión con Google.',
    uk: 'Не вдалося перевірити вхід через Google.',
  },
  [AUTH_MESSAGES.tooMany]: {
    es: 'Demasiados intentos. Inténtalo de nuevo más tarde.',
    uk: 'Забагато спроб. Спробуйте пізніше.',
  },
  [AUTH_MESSAGES.unauthorized]: { es: 'No autorizado', uk: 'Потрібна авторизація' },
  [AUTH_MESSAGES.refreshFailed]: {
    es: 'No se ha podido renovar el token de sesión',
    uk: 'Не вдалося оновити сесію',
  },
  [AUTH_MESSAGES.loggedOut]: { es: 'Has cerrado sesión.', uk: 'Ви вийшли з облікового запису.' },
  'No refresh token available': {
    es: 'No hay ningún token de renovación disponible',
    uk: 'Немає токена оновлення сесії',
  },
  'This e-mail address is already verified.': {
    es: 'Esta dirección de correo electrónico ya está verificada.',
    uk: 'Цю адресу електронної пошти вже підтверджено.',
  },
  'Too many preferences': { es: 'Demasiadas preferencias', uk: 'Забагато налаштувань' },
  'Unknown plan': { es: 'Plan desconocido', uk: 'Невідомий план' },
  'Password is too long (200 characters at most).': {
    es: 'La contraseña es demasiado larga (máximo 200 caracteres).',
    uk: 'Пароль задовгий (щонайбільше 200 символів).',
  },
  [VALIDATION_MESSAGES.emailRequired]: {
    es: 'El correo electrónico es obligatorio.',
    uk: 'Вкажіть електронну пошту.',
  },
  [VALIDATION_MESSAGES.emailInvalid]: {
    es: 'La dirección de correo electrónico no es válida.',
    uk: 'Неправильна адреса електронної пошти.',
  },
  [VALIDATION_MESSAGES.emailCheck]: {
    es: 'Revisa la dirección de correo electrónico indicada.',
    uk: 'Перевірте вказану адресу електронної пошти.',
  },
  [VALIDATION_MESSAGES.passwordRequired]: {
    es: 'La contraseña es obligatoria.',
    uk: 'Вкажіть пароль.',
  },
  [VALIDATION_MESSAGES.passwordShort]: {
    es: 'La contraseña debe tener al menos 8 caracteres.',
    uk: 'Пароль має містити щонайменше 8 символів.',
  },
  [VALIDATION_MESSAGES.firstNameRequired]: {
    es: 'El nombre es obligatorio.',
    uk: 'Вкажіть ім’я.',
  },
  [VALIDATION_MESSAGES.lastNameWhitespace]: {
    es: 'Los apellidos no pueden empezar con un espacio',
    uk: 'Прізвище не може починатися з пробілу',
  },
  [VALIDATION_MESSAGES.forgotEmail]: {
    es: 'Introduce una dirección de correo electrónico válida',
    uk: 'Введіть правильну адресу електронної пошти',
  },
  [VALIDATION_MESSAGES.resetFields]: { es: 'Rellena todos los campos', uk: 'Заповніть усі поля' },
  'Disposable emails are not allowed.': {
    es: 'No se admiten direcciones de correo electrónico desechables.',
    uk: 'Одноразові адреси електронної пошти не приймаються.',
  },

  // ---- Companies, search, charts ----------------------------------------------------------------
  [COMPANY_NOT_FOUND]: { es: 'No se ha encontrado la empresa', uk: 'Компанію не знайдено' },
  'Ticker must look like EXCHANGE:SYMBOL, e.g. NASDAQ:AAPL': {
    es: 'El ticker debe tener la forma BOLSA:SÍMBOLO, p. ej., NASDAQ:AAPL',
    uk: 'Тікер має бути у форматі БІРЖА:СИМВОЛ, наприклад NASDAQ:AAPL',
  },
  'Search text is too long (100 characters at most)': {
    es: 'El texto de búsqueda es demasiado largo (máximo 100 caracteres)',
    uk: 'Текст пошуку задовгий (щонайбільше 100 символів)',
  },
  'tickers is required: a comma-separated list of EXCHANGE:SYMBOL': {
    es: 'El parámetro «tickers» es obligatorio: una lista de BOLSA:SÍMBOLO separados por comas',
    uk: 'Параметр «tickers» обов’язковий: список БІРЖА:СИМВОЛ через кому',
  },
  'sort must be volume or gainers': {
    es: 'El parámetro «sort» debe ser «volume» o «gainers»',
    uk: 'Параметр «sort» має бути «volume» або «gainers»',
  },
  'period must be annual or quarterly': {
    es: 'El parámetro «period» debe ser «annual» o «quarterly»',
    uk: 'Параметр «period» має бути «annual» або «quarterly»',
  },
  'range must be 6m, 1y or 5y': {
    es: 'El parámetro «range» debe ser «6m», «1y» o «5y»',
    uk: 'Параметр «range» має бути «6m», «1y» або «5y»',
  },
  'Unknown exchange': { es: 'Bolsa desconocida', uk: 'Невідома біржа' },
  'Unknown image': { es: 'Imagen desconocida', uk: 'Невідоме зображення' },

  // ---- Watchlists and portfolios --------------------------------------------------------------
  [LIST_MESSAGES.nameRequired]: { es: 'El nombre es obligatorio.', uk: 'Вкажіть назву.' },
  [LIST_MESSAGES.nameTooLong]: {
    es: 'El nombre puede tener como máximo 60 caracteres.',
    uk: 'Назва може містити щонайбільше 60 символів.',
  },
  [LIST_MESSAGES.nameTaken]: {
    es: 'Ya existe una lista con este nombre.',
    uk: 'Список із такою назвою вже існує.',
  },
  [LIST_MESSAGES.notFound]: { es: 'No se ha encontrado la lista', uk: 'Список не знайдено' },
  [LIST_MESSAGES.tooManyLists]: {
    es: `Puedes tener como máximo ${MAX_LISTS_PER_KIND} listas de cada tipo.`,
    uk: `Можна мати щонайбільше ${MAX_LISTS_PER_KIND} списків кожного типу.`,
  },
  [LIST_MESSAGES.noCompanies]: {
    es: 'Indica al menos una empresa (companyIds o tickers).',
    uk: 'Вкажіть щонайменше одну компанію («companyIds» або «tickers»).',
  },
  [LIST_MESSAGES.tooManyCompanies]: {
    es: `Como máximo ${MAX_COMPANIES_PER_CALL} empresas por solicitud.`,
    uk: `Щонайбільше ${MAX_COMPANIES_PER_CALL} компаній за один запит.`,
  },
  [LIST_MESSAGES.holdingsOnlyInPortfolios]: {
    es: 'El número de acciones y el coste solo se indican en las carteras.',
    uk: 'Кількість акцій і вартість вказують лише в портфелях.',
  },
  [LIST_MESSAGES.badShares]: {
    es: 'El número de acciones debe ser un número de 0 a 1.000.000.000.000 (o quedar vacío).',
    uk: 'Кількість акцій має бути числом від 0 до 1 000 000 000 000 (або порожньою).',
  },
  [LIST_MESSAGES.badCost]: {
    es: 'El coste medio debe ser un número de 0 a 10.000.000 (o quedar vacío).',
    uk: 'Середня вартість має бути числом від 0 до 10 000 000 (або порожньою).',
  },
  [LIST_MESSAGES.importEmpty]: { es: 'El archivo no tiene filas.', uk: 'У файлі немає рядків.' },
  [LIST_MESSAGES.importNoTicker]: { es: 'Sin ticker.', uk: 'Немає тікера.' },
  'companyIds are symbols, e.g. AAPL': {
    es: 'Los companyIds son símbolos, p. ej., AAPL',
    uk: '«companyIds» — це символи, наприклад AAPL',
  },
  'At most 1,000 companies per call.': {
    es: 'Como máximo 1.000 empresas por solicitud.',
    uk: 'Щонайбільше 1 000 компаній за один запит.',
  },
  'The file is too large (2 MB at most).': {
    es: 'El archivo es demasiado grande (máximo 2 MB).',
    uk: 'Файл завеликий (щонайбільше 2 МБ).',
  },
  'The item has been deleted': { es: 'Se ha eliminado el elemento', uk: 'Елемент видалено' },

  // ---- Screener (spec §5, §8, §9) ---------------------------------------------------------------
  [SCREENER_MESSAGES.atLeastOneFilter]: {
    es: 'Necesitas al menos un filtro para obtener datos de empresas',
    uk: 'Щоб отримати дані компаній, потрібен щонайменше один фільтр',
  },
  [SCREENER_MESSAGES.applyFailed]: { es: 'Algo ha salido mal', uk: 'Щось пішло не так' },
  [SCREENER_MESSAGES.saved]: {
    es: 'Se han guardado los cambios de los filtros',
    uk: 'Зміни фільтрів збережено',
  },
  [SCREENER_MESSAGES.notFound]: {
    es: 'No se ha encontrado la búsqueda',
    uk: 'Скринінг не знайдено',
  },
  [SCREENER_MESSAGES.nameTaken]: {
    es: 'Ya existe una búsqueda con este nombre.',
    uk: 'Скринінг із такою назвою вже існує.',
  },
  [SCREENER_MESSAGES.betweenOrder]: {
    es: '«min» no puede ser mayor que «max».',
    uk: '«min» не може бути більшим за «max».',
  },
  'field is required': {
    es: 'El campo «field» es obligatorio',
    uk: 'Поле «field» обов’язкове',
  },
  'field is too long': {
    es: 'El campo «field» es demasiado largo',
    uk: 'Поле «field» задовге',
  },
  'field is a field id from GET /screener/fields': {
    es: 'El campo «field» debe ser un identificador de GET /screener/fields',
    uk: 'Поле «field» має бути ідентифікатором поля з «GET /screener/fields»',
  },
  'percent must be more than 0': {
    es: 'El campo «percent» debe ser mayor que 0',
    uk: 'Поле «percent» має бути більшим за 0',
  },
  'percent must be at most 100': {
    es: 'El campo «percent» debe ser como máximo 100',
    uk: 'Поле «percent» має бути не більшим за 100',
  },
  'values must be a list of strings': {
    es: 'El campo «values» debe ser una lista de textos',
    uk: 'Поле «values» має бути списком рядків',
  },
  'values must name at least one value': {
    es: 'El campo «values» debe indicar al menos un valor',
    uk: 'Поле «values» має містити щонайменше одне значення',
  },
  'values has at most 100 entries': {
    es: 'El campo «values» admite como máximo 100 valores',
    uk: 'Поле «values» може містити щонайбільше 100 значень',
  },
  'op must be one of gte, lte, between, in, is, top, bottom, known, unknown': {
    es: 'El campo «op» debe ser uno de estos: gte, lte, between, in, is, top, bottom, known, unknown',
    uk: 'Поле «op» має бути одним із: «gte», «lte», «between», «in», «is», «top», «bottom», «known», «unknown»',
  },
  'page must be a whole number from 1': {
    es: 'El parámetro «page» debe ser un número entero a partir de 1',
    uk: 'Параметр «page» має бути цілим числом від 1',
  },
  'ticker is required': {
    es: 'El parámetro «ticker» es obligatorio',
    uk: 'Параметр «ticker» обов’язковий',
  },
  'ticker is too long': {
    es: 'El parámetro «ticker» es demasiado largo',
    uk: 'Параметр «ticker» задовгий',
  },

  // ---- Payments (spec §7, §8) -------------------------------------------------------------------
  [PAYMENT_MESSAGES.cancelTitle]: { es: 'Suscripción cancelada', uk: 'Підписку скасовано' },
  [PAYMENT_MESSAGES.cancelled]: {
    es: 'Tu suscripción se ha cancelado correctamente.',
    uk: 'Вашу підписку успішно скасовано.',
  },
  [PAYMENT_MESSAGES.cancelFailed]: {
    es: 'No se ha podido cancelar la suscripción. Inténtalo más tarde.',
    uk: 'Не вдалося скасувати підписку. Спробуйте пізніше.',
  },
  [PAYMENT_MESSAGES.resumeTitle]: { es: 'Suscripción reanudada', uk: 'Підписку відновлено' },
  [PAYMENT_MESSAGES.resumed]: {
    es: 'Tu suscripción se ha reanudado.',
    uk: 'Вашу підписку відновлено.',
  },
  [PAYMENT_MESSAGES.resumeFailed]: {
    es: 'No se ha podido reanudar la suscripción. Inténtalo más tarde.',
    uk: 'Не вдалося відновити підписку. Спробуйте пізніше.',
  },
  [PAYMENT_MESSAGES.portalFailed]: {
    es: 'No se ha podido abrir la gestión de la suscripción. Inténtalo más tarde.',
    uk: 'Не вдалося відкрити керування підпискою. Спробуйте пізніше.',
  },
  [PAYMENT_MESSAGES.planChangeFailed]: { es: 'Se ha producido un error', uk: 'Сталася помилка' },
  [PAYMENT_MESSAGES.samePlan]: { es: 'Ya tienes este plan.', uk: 'У вас уже цей план.' },
  [PAYMENT_MESSAGES.noSubscription]: {
    es: 'No tienes ninguna suscripción de pago que cambiar.',
    uk: 'У вас немає платної підписки, яку можна змінити.',
  },
  [PAYMENT_MESSAGES.notCancelable]: {
    es: 'Tu suscripción no está activa, así que no hay nada que cancelar.',
    uk: 'Ваша підписка неактивна, тож скасовувати нічого.',
  },
  [PAYMENT_MESSAGES.notResumable]: {
    es: 'Tu suscripción no tiene prevista ninguna finalización, así que no hay nada que reanudar.',
    uk: 'Завершення вашої підписки не заплановано, тож відновлювати нічого.',
  },
  [PAYMENT_MESSAGES.pastDue]: {
    es: 'Hay un problema con el pago de tu suscripción. Actualiza tu método de pago en el portal de suscripción.',
    uk: 'З оплатою вашої підписки виникла проблема. Оновіть спосіб оплати на порталі підписки.',
  },
  [PAYMENT_MESSAGES.historyNotYours]: {
    es: 'Solo puedes ver tu propio historial de pagos.',
    uk: 'Ви можете переглядати лише власну історію платежів.',
  },
  [PAYMENT_MESSAGES.badPaymentMethod]: {
    es: 'No se puede usar ese método de pago.',
    uk: 'Цей спосіб оплати не можна використати.',
  },
  'paymentMethodId is required.': {
    es: 'El campo «paymentMethodId» es obligatorio.',
    uk: 'Поле «paymentMethodId» обов’язкове.',
  },
  'paymentMethodId must be a payment method id (pm_…).': {
    es: 'El campo «paymentMethodId» debe ser el identificador de un método de pago (pm_…).',
    uk: 'Поле «paymentMethodId» має бути ідентифікатором способу оплати («pm_…»).',
  },
  'The body is not valid JSON.': {
    es: 'El cuerpo de la solicitud no es un JSON válido.',
    uk: 'Тіло запиту не є коректним JSON.',
  },
  'Your payment method was updated.': {
    es: 'Se ha actualizado tu método de pago.',
    uk: 'Спосіб оплати оновлено.',
  },
  'There is no such plan.': { es: 'Ese plan no existe.', uk: 'Такого плану не існує.' },
  'Checkout created': { es: 'Página de pago creada', uk: 'Сторінку оплати створено' },
  'Your card was declined.': {
    es: 'Tu tarjeta ha sido rechazada.',
    uk: 'Вашу картку відхилено.',
  },
  'This checkout is no longer open.': {
    es: 'Este pago ya no está abierto.',
    uk: 'Ця сторінка оплати вже закрита.',
  },
  'This customer already has a subscription.': {
    es: 'Este cliente ya tiene una suscripción.',
    uk: 'Цей клієнт уже має підписку.',
  },
  'No such subscription.': { es: 'Esa suscripción no existe.', uk: 'Такої підписки не існує.' },
  'No subscription to update.': {
    es: 'No hay ninguna suscripción que actualizar.',
    uk: 'Немає підписки для оновлення.',
  },
  'No subscription.': { es: 'No hay ninguna suscripción.', uk: 'Немає підписки.' },
  'The subscription has no item to change.': {
    es: 'La suscripción no tiene ningún elemento que cambiar.',
    uk: 'У підписці немає елемента для зміни.',
  },

  // ---- Feedback, analytics ----------------------------------------------------------------------
  'Rating must be from 1 to 5': {
    es: 'La valoración debe ser de 1 a 5',
    uk: 'Оцінка має бути від 1 до 5',
  },
  'Please write a message': { es: 'Escribe un mensaje', uk: 'Напишіть повідомлення' },
  'The message is too long (5,000 characters at most)': {
    es: 'El mensaje es demasiado largo (máximo 5.000 caracteres)',
    uk: 'Повідомлення задовге (щонайбільше 5 000 символів)',
  },
  'Thank you for your message': {
    es: 'Gracias por tu mensaje',
    uk: 'Дякуємо за ваше повідомлення',
  },
  'Currency must be a three-letter ISO code': {
    es: 'La moneda debe ser un código ISO de tres letras',
    uk: 'Валюта має бути трилітерним кодом ISO',
  },
  'Page must be a path': { es: 'La página debe ser una ruta', uk: 'Сторінка має бути шляхом' },

  // ---- Alerts (issue 22) --------------------------------------------------------------------------
  [UNSUBSCRIBE_MESSAGES.invalid]: {
    es: 'Este enlace para darte de baja no es válido.',
    uk: 'Це посилання для відписки недійсне.',
  },
  [UNSUBSCRIBE_MESSAGES.used]: {
    es: 'Este enlace para darte de baja ya se ha usado.',
    uk: 'Це посилання для відписки вже використано.',
  },
  [UNSUBSCRIBE_MESSAGES.done('scoreBandChanges')]: {
    es: 'Ya no recibirás correos de «Cambios de nivel del Score en tus listas». Puedes volver a activarlos en tu perfil.',
    uk: 'Ви більше не отримуватимете листи «Зміни рівня Score у ваших списках». Їх можна знову ввімкнути у своєму профілі.',
  },
  [UNSUBSCRIBE_MESSAGES.done('dailySelections')]: {
    es: 'Ya no recibirás correos de «La selección diaria». Puedes volver a activarlos en tu perfil.',
    uk: 'Ви більше не отримуватимете листи «Щоденна добірка». Їх можна знову ввімкнути у своєму профілі.',
  },
  [ALERT_NAMES.scoreBandChanges]: {
    es: 'Cambios de nivel del Score en tus listas',
    uk: 'Зміни рівня Score у ваших списках',
  },
  [ALERT_NAMES.dailySelections]: { es: 'La selección diaria', uk: 'Щоденна добірка' },
};

/** The Spanish of each English message, keyed by the exact English. */
export const MESSAGES_ES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(MESSAGES).map(([en, t]) => [en, t.es]),
);
/** The Ukrainian of each English message, keyed by the exact English. */
export const MESSAGES_UK: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(MESSAGES).map(([en, t]) => [en, t.uk]),
);
export const DICTIONARIES: Readonly<Record<TranslatedLanguage, Readonly<Record<string, string>>>> =
  { es: MESSAGES_ES, uk: MESSAGES_UK };
/** The same as maps (a message such as "constructor" is no key of a plain object's prototype). */
const LOOKUP: Record<TranslatedLanguage, ReadonlyMap<string, string>> = {
  es: new Map(Object.entries(MESSAGES_ES)),
  uk: new Map(Object.entries(MESSAGES_UK)),
};

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
  const hit = LOOKUP[language].get(message);
  if (hit !== undefined) return hit;
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
