import { MAX_COMPANIES_PER_CALL, MAX_LISTS_PER_KIND } from '@evident/contracts/lists';
import type { Catalogue } from '../translate';

/*
 * The server's texts in Spanish (ADR 055), keyed as the en catalogue. The reader is tú; the
 * vocabulary is the web app's (apps/web/src/i18n/messages). Plural forms: one, many (a million,
 * «de»), other.
 */
export const es: Catalogue = {
  // ---- Figures ----------------------------------------------------------------------------------
  'figures.notAvailable': 'no disponible',
  'figures.billion': '{{n}} mil millones',
  'figures.million': '{{n}} millones',

  // ---- Score bands, agreeing with «el Evident Score» (masculine) -------------------------------
  'band.excellent': 'Excelente',
  'band.good': 'Bueno',
  'band.fair': 'Aceptable',
  'band.weak': 'Débil',
  'band.poor': 'Malo',

  // ---- Listings that are not operating companies (ADR 046) ------------------------------------
  'listing.preferred':
    'un valor preferente (o preferente fiduciario): un derecho fijo frente a su emisor, no una parte del negocio',
  'listing.closedEndFund':
    'un fondo cerrado: su precio sigue una cartera de otros valores, no un negocio propio',
  'listing.etf': 'un fondo cotizado (ETF)',
  'listing.spac':
    'una SPAC (empresa de cheque en blanco): efectivo en fideicomiso a la espera de una adquisición, aún sin negocio',
  'listing.royaltyTrust':
    'un fideicomiso de regalías: reparte las regalías de unos activos fijos y no tiene un negocio que reinvierta',
  'listing.other':
    'un valor que no es una acción de una empresa (un pagaré, un certificado o un producto estructurado)',

  // ---- Fair value: why there is no figure -----------------------------------------------------
  'valuation.noRecentPrice': 'no hay un precio reciente',
  'valuation.noRevenue': 'no hay ingresos de los últimos doce meses',
  'valuation.fewCashFlowYears_one':
    'menos de {{count}} año de flujo de caja libre, incluido el último',
  'valuation.fewCashFlowYears_many':
    'menos de {{count}} años de flujo de caja libre, incluido el último',
  'valuation.fewCashFlowYears_other':
    'menos de {{count}} años de flujo de caja libre, incluido el último',
  'valuation.negativeCashFlow': 'el flujo de caja libre es negativo o nulo en un año normal',
  'valuation.noGrowthHistory': 'no hay historial de crecimiento que proyectar',
  'valuation.noBookValue': 'el valor contable no es positivo',
  'valuation.noRoe': 'no hay rentabilidad sobre fondos propios de los últimos doce meses',
  'valuation.fewRoeYears': 'menos de dos años de rentabilidad sobre fondos propios',
  'valuation.roeBelowGrowth':
    'la rentabilidad sobre fondos propios ({{roe}} anual) es inferior al crecimiento a largo plazo del {{growth}}',
  'valuation.reitNeedsFfo':
    'un REIT se valora por sus fondos de operaciones (FFO), que los datos no recogen',
  'valuation.blankCheck': 'una sociedad de adquisición (SPAC) aún no tiene negocio que valorar',
  'valuation.shareBasis':
    'las cifras de acciones presentadas ({{filed}}) no están en la base de las {{today}} de hoy',
  'valuation.fewMultiples': 'se pueden usar menos de dos múltiplos ({{shortfalls}})',
  'valuation.noneLeftOut': 'ninguno descartado',
  'valuation.multipleNotPositive': '{{multiple}}: no es positivo hoy',
  'valuation.multipleShortHistory_one':
    '{{multiple}}: menos de {{count}} año de historial positivo',
  'valuation.multipleShortHistory_many':
    '{{multiple}}: menos de {{count}} años de historial positivo',
  'valuation.multipleShortHistory_other':
    '{{multiple}}: menos de {{count}} años de historial positivo',
  'valuation.methodsDisagree': 'los métodos discrepan en más de {{factor}}× ({{figures}})',
  'valuation.methodFigure': '{{method}} {{value}}',
  'valuation.methodReason': '{{method}}: {{reason}}',
  'valuation.method.ownHistory': 'múltiplos históricos propios',
  'valuation.method.cashFlow': 'flujo de caja descontado',
  'valuation.method.excessReturn': 'rentabilidad en exceso sobre fondos propios',

  // ---- What changed -----------------------------------------------------------------------------
  'change.nowAvailable': '{{name}} ya está disponible: {{after}}.',
  'change.noLongerAvailable': '{{name}} ya no está disponible (era {{before}}).',
  'change.peers': '{{name}} se mantuvo en {{after}}, pero cambiaron las cifras de otras empresas.',
  'change.peersRanked':
    '{{name}} se mantuvo en {{after}}, pero cambiaron las cifras de otras empresas: su posición pasó del percentil {{from}} al {{to}}.',
  'change.price': '{{name}} pasó de {{before}} a {{after}} {{move}}.',
  'change.filing': '{{name}} pasó de {{before}} a {{after}} {{filed}}.',
  'change.filingAndPrice': '{{name}} pasó de {{before}} a {{after}} {{filed}} y {{move}}.',
  'change.other': '{{name}} pasó de {{before}} a {{after}}.',
  'change.priceMovedFromTo': 'al moverse la cotización de {{from}} a {{to}}',
  'change.priceMoved': 'al moverse la cotización',
  'change.filingOf': 'con el informe del {{date}}',
  'change.newFiling': 'con un nuevo informe',

  // ---- Errors: generic, framework, limits ------------------------------------------------------
  'error.somethingWentWrongTry': 'Algo ha salido mal. Inténtalo de nuevo más tarde.',
  'error.notFound': 'No encontrado',
  'error.invalidRequest': 'Solicitud no válida',
  'apiKeys.invalid': 'Clave de API no válida',
  'error.tooManyRequestsWait': 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  'error.requestBodyValidJSON': 'El cuerpo de la solicitud no es un JSON válido',
  'error.requestBodyEmptySend': 'El cuerpo de la solicitud está vacío; envía un objeto JSON',
  'error.requestBodyTooLarge': 'El cuerpo de la solicitud es demasiado grande',
  'error.unsupportedContentTypeSend': 'Tipo de contenido no admitido; envía application/json',
  'error.requestContentLengthInvalid': 'La longitud del contenido de la solicitud no es válida',
  'error.addressValidMustStart':
    'La dirección no es válida: cada % debe iniciar una secuencia de escape válida (p. ej., %20).',
  'error.requestCouldRouted': 'No se ha podido encaminar la solicitud.',
  'error.textCannotContainNUL':
    'El texto no puede contener caracteres NUL ni Unicode dañado (sustitutos sueltos).',
  'error.serviceDegradedDatabaseUnreachable':
    'Servicio degradado: no se puede acceder a la base de datos',
  'error.marketDataStillLoading':
    'Los datos de mercado aún se están cargando; vuelve a intentarlo en un minuto.',
  'error.dataJobRunningTry': 'Hay una tarea de datos en curso; vuelve a intentarlo cuando termine.',
  'error.saved': 'Guardado',

  // ---- Zod's own messages without a variable part ----------------------------------------------
  'zod.invalidInput': 'Valor no válido',
  'zod.invalidInputMoreThan': 'Valor no válido: coincide con más de una opción',
  'zod.invalidEmailAddress': 'Dirección de correo electrónico no válida',
  'zod.invalidURL': 'URL no válida',
  'zod.invalidUUID': 'UUID no válido',
  'zod.invalidISODatetime': 'Fecha y hora ISO no válidas',
  'zod.invalidISODate': 'Fecha ISO no válida',

  // ---- Accounts (spec §4, §5, §8) --------------------------------------------------------------
  'auth.loginSuccess': 'Has iniciado sesión correctamente',
  'auth.userNotFound': 'No existe ninguna cuenta con esta dirección de correo electrónico',
  'auth.incorrectPassword': 'Contraseña incorrecta',
  'auth.signupSuccess': 'Te has registrado correctamente',
  'auth.accountNotFound': 'La cuenta no existe',
  'auth.existingAccount.USING_EMAIL':
    'Ya tienes una cuenta: inicia sesión con tu correo electrónico y contraseña.',
  'auth.existingAccount.GOOGLE': 'Ya tienes una cuenta: inicia sesión con Google.',
  'auth.emailNotVerified': 'Verifica tu dirección de correo electrónico antes de iniciar sesión.',
  'auth.verified': 'Tu correo electrónico se ha verificado correctamente',
  'auth.verificationInvalid': 'Este enlace de verificación no es válido o ha caducado.',
  'auth.verificationSent': 'Correo de verificación enviado',
  'auth.resetCodeSent':
    'Si existe una cuenta con este correo electrónico, le hemos enviado un código para restablecer la contraseña.',
  'auth.resetCodeInvalid': 'El código no es válido o ha caducado.',
  'auth.passwordReset': 'Se ha restablecido tu contraseña.',
  'auth.passwordChanged': 'Se ha cambiado tu contraseña.',
  'auth.currentPasswordWrong': 'La contraseña actual no es correcta.',
  'auth.googleDisabled': 'El inicio de sesión con Google no está disponible.',
  'auth.googleInvalid': 'No se ha podido verificar el inicio de sesión con Google.',
  'auth.tooMany': 'Demasiados intentos. Inténtalo de nuevo más tarde.',
  'auth.unauthorized': 'No autorizado',
  'auth.refreshFailed': 'No se ha podido renovar el token de sesión',
  'auth.loggedOut': 'Has cerrado sesión.',
  'auth.noRefreshTokenAvailable': 'No hay ningún token de renovación disponible',
  'auth.tooManyPreferences': 'Demasiadas preferencias',
  'auth.unknownPlan': 'Plan desconocido',
  'auth.passwordTooLong200': 'La contraseña es demasiado larga (máximo 200 caracteres).',
  'validation.emailRequired': 'El correo electrónico es obligatorio.',
  'validation.emailInvalid': 'La dirección de correo electrónico no es válida.',
  'validation.emailCheck': 'Revisa la dirección de correo electrónico indicada.',
  'validation.passwordRequired': 'La contraseña es obligatoria.',
  'validation.passwordShort': 'La contraseña debe tener al menos 8 caracteres.',
  'validation.firstNameRequired': 'El nombre es obligatorio.',
  'validation.lastNameWhitespace': 'Los apellidos no pueden empezar con un espacio',
  'validation.forgotEmail': 'Introduce una dirección de correo electrónico válida',
  'validation.resetFields': 'Rellena todos los campos',
  'auth.disposableEmailsAllowed': 'No se admiten direcciones de correo electrónico desechables.',

  // ---- Companies, search, charts ---------------------------------------------------------------
  'stocks.companyNotFound': 'No se ha encontrado la empresa',
  'stocks.tickerMustLookLike': 'El ticker debe tener la forma BOLSA:SÍMBOLO, p. ej., NASDAQ:AAPL',
  'stocks.searchTextTooLong': 'El texto de búsqueda es demasiado largo (máximo 100 caracteres)',
  'stocks.tickersRequiredCommaSeparated':
    'El parámetro «tickers» es obligatorio: una lista de BOLSA:SÍMBOLO separados por comas',
  'stocks.sortMustVolumeGainers': 'El parámetro «sort» debe ser «volume» o «gainers»',
  'stocks.periodMustAnnualQuarterly': 'El parámetro «period» debe ser «annual» o «quarterly»',
  'stocks.rangeMust6m1y': 'El parámetro «range» debe ser «6m», «1y» o «5y»',
  'stocks.unknownExchange': 'Bolsa desconocida',
  'stocks.unknownImage': 'Imagen desconocida',

  // ---- Watchlists and portfolios ---------------------------------------------------------------
  'lists.nameRequired': 'El nombre es obligatorio.',
  'lists.nameTooLong': 'El nombre puede tener como máximo 60 caracteres.',
  'lists.nameTaken': 'Ya existe una lista con este nombre.',
  'lists.notFound': 'No se ha encontrado la lista',
  'lists.tooManyLists': `Puedes tener como máximo ${MAX_LISTS_PER_KIND} listas de cada tipo.`,
  'lists.noCompanies': 'Indica al menos una empresa (companyIds o tickers).',
  'lists.tooManyCompanies': `Como máximo ${MAX_COMPANIES_PER_CALL} empresas por solicitud.`,
  'lists.holdingsOnlyInPortfolios':
    'El número de acciones y el coste solo se indican en las carteras.',
  'lists.badShares':
    'El número de acciones debe ser un número de 0 a 1.000.000.000.000 (o quedar vacío).',
  'lists.badCost': 'El coste medio debe ser un número de 0 a 10.000.000 (o quedar vacío).',
  'lists.importEmpty': 'El archivo no tiene filas.',
  'lists.importNoTicker': 'Sin ticker.',
  'lists.companyIdsAreSymbols': 'Los companyIds son símbolos, p. ej., AAPL',
  'lists.atMost1000': 'Como máximo 1.000 empresas por solicitud.',
  'lists.fileTooLarge2': 'El archivo es demasiado grande (máximo 2 MB).',
  'lists.itemHasBeenDeleted': 'Se ha eliminado el elemento',

  // ---- Portfolio analysis (issue 21, 23): the rules, what each found, the return's method ------
  'portfolio.unknownSector': 'Sector desconocido',
  'portfolio.noHoldings': 'No hay posiciones.',
  'portfolio.item': '{{name}} ({{figure}})',
  'portfolio.companiesRule_one': 'Mantén al menos {{count}} empresa.',
  'portfolio.companiesRule_many': 'Mantén al menos {{count}} empresas.',
  'portfolio.companiesRule_other': 'Mantén al menos {{count}} empresas.',
  'portfolio.companiesHeld_one': '{{count}} empresa en cartera.',
  'portfolio.companiesHeld_many': '{{count}} empresas en cartera.',
  'portfolio.companiesHeld_other': '{{count}} empresas en cartera.',
  'portfolio.companiesAdd_one': 'Añade {{count}} más para no depender tanto de una sola empresa.',
  'portfolio.companiesAdd_many': 'Añade {{count}} más para no depender tanto de una sola empresa.',
  'portfolio.companiesAdd_other': 'Añade {{count}} más para no depender tanto de una sola empresa.',
  'portfolio.positionRule': 'Ninguna posición por encima del {{max}} de la cartera.',
  'portfolio.positionLargestByValue': 'La mayor: {{ticker}}, con el {{weight}} del valor.',
  'portfolio.positionLargestEqual':
    'La mayor: {{ticker}}, con el {{weight}} (ponderación equitativa: no se han indicado acciones).',
  'portfolio.positionTrim': 'Reduce {{holdings}} al {{max}} o menos.',
  'portfolio.positionTrimOrAdd': 'Reduce {{holdings}} al {{max}} o menos, o añade empresas.',
  'portfolio.sectorRule': 'Ningún sector por encima del {{max}} de la cartera.',
  'portfolio.sectorLargest': 'El mayor: {{sector}}, con el {{weight}}.',
  'portfolio.sectorReduce':
    'Baja {{sectors}} al {{max}} añadiendo otros sectores o reduciendo posiciones.',
  'portfolio.scoreRule': 'Se señalan las posiciones con un Evident Score inferior a {{min}}.',
  'portfolio.scoreNoneLow': 'Ninguna posición tiene una puntuación inferior a {{min}}.',
  'portfolio.scoreNoneLowUnscored':
    'Ninguna posición tiene una puntuación inferior a {{min}} ({{unscored}} sin puntuación).',
  'portfolio.scoreLow': '{{holdings}}: por debajo de {{min}}.',
  'portfolio.scoreLowUnscored': '{{holdings}}: por debajo de {{min}}; {{unscored}} sin puntuación.',
  'portfolio.scoreReview':
    'Mira qué lastra sus puntuaciones (la página de cada empresa indica qué factores) y si sigue en pie el motivo para mantenerlas.',
  'portfolio.method':
    'Rentabilidad total de cada posición actual entre los dos cierres de mes (cierres de fin de mes ajustados por dividendos), con las ponderaciones de hoy sobre las posiciones que tienen ambos precios; la rentabilidad total del SPY entre los mismos cierres de mes. Son las posiciones tal como están hoy, no las operaciones hechas durante el año.',

  // ---- Screener (spec §5, §8, §9) --------------------------------------------------------------
  'screener.atLeastOneFilter': 'Necesitas al menos un filtro para obtener datos de empresas',
  'screener.applyFailed': 'Algo ha salido mal',
  'screener.saved': 'Se han guardado los cambios de los filtros',
  'screener.notFound': 'No se ha encontrado la búsqueda',
  'screener.nameTaken': 'Ya existe una búsqueda con este nombre.',
  'screener.betweenOrder': '«min» no puede ser mayor que «max».',
  'screener.fieldRequired': 'El campo «field» es obligatorio',
  'screener.fieldTooLong': 'El campo «field» es demasiado largo',
  'screener.fieldFieldIdFrom': 'El campo «field» debe ser un identificador de GET /screener/fields',
  'screener.percentMustMoreThan': 'El campo «percent» debe ser mayor que 0',
  'screener.percentMustAtMost': 'El campo «percent» debe ser como máximo 100',
  'screener.valuesMustListStrings': 'El campo «values» debe ser una lista de textos',
  'screener.valuesMustNameAt': 'El campo «values» debe indicar al menos un valor',
  'screener.valuesHasAtMost': 'El campo «values» admite como máximo 100 valores',
  'screener.opMustOneGte':
    'El campo «op» debe ser uno de estos: gte, lte, between, in, is, top, bottom, known, unknown',
  'screener.pageMustWholeNumber': 'El parámetro «page» debe ser un número entero a partir de 1',
  'screener.tickerRequired': 'El parámetro «ticker» es obligatorio',
  'screener.tickerTooLong': 'El parámetro «ticker» es demasiado largo',

  // ---- Payments (spec §7, §8) ------------------------------------------------------------------
  'payments.cancelTitle': 'Suscripción cancelada',
  'payments.cancelled': 'Tu suscripción se ha cancelado correctamente.',
  'payments.cancelFailed': 'No se ha podido cancelar la suscripción. Inténtalo más tarde.',
  'payments.resumeTitle': 'Suscripción reanudada',
  'payments.resumed': 'Tu suscripción se ha reanudado.',
  'payments.resumeFailed': 'No se ha podido reanudar la suscripción. Inténtalo más tarde.',
  'payments.portalFailed':
    'No se ha podido abrir la gestión de la suscripción. Inténtalo más tarde.',
  'payments.planChangeFailed': 'Se ha producido un error',
  'payments.samePlan': 'Ya tienes este plan.',
  'payments.noSubscription': 'No tienes ninguna suscripción de pago que cambiar.',
  'payments.notCancelable': 'Tu suscripción no está activa, así que no hay nada que cancelar.',
  'payments.notResumable':
    'Tu suscripción no tiene prevista ninguna finalización, así que no hay nada que reanudar.',
  'payments.pastDue':
    'Hay un problema con el pago de tu suscripción. Actualiza tu método de pago en el portal de suscripción.',
  'payments.historyNotYours': 'Solo puedes ver tu propio historial de pagos.',
  'payments.badPaymentMethod': 'No se puede usar ese método de pago.',
  'payments.paymentMethodIdRequired': 'El campo «paymentMethodId» es obligatorio.',
  'payments.paymentMethodIdInvalid':
    'El campo «paymentMethodId» debe ser el identificador de un método de pago (pm_…).',
  'payments.bodyValidJSON': 'El cuerpo de la solicitud no es un JSON válido.',
  'payments.paymentMethodWasUpdated': 'Se ha actualizado tu método de pago.',
  'payments.thereNoSuchPlan': 'Ese plan no existe.',
  'payments.checkoutCreated': 'Página de pago creada',
  'payments.cardWasDeclined': 'Tu tarjeta ha sido rechazada.',
  'payments.checkoutNoLongerOpen': 'Este pago ya no está abierto.',
  'payments.customerAlreadyHasSubscription': 'Este cliente ya tiene una suscripción.',
  'payments.noSuchSubscription': 'Esa suscripción no existe.',
  'payments.noSubscriptionUpdate': 'No hay ninguna suscripción que actualizar.',
  'payments.noSubscriptionShort': 'No hay ninguna suscripción.',
  'payments.subscriptionHasNoItem': 'La suscripción no tiene ningún elemento que cambiar.',

  // ---- Feedback, analytics ---------------------------------------------------------------------
  'feedback.ratingMustFrom1': 'La valoración debe ser de 1 a 5',
  'feedback.writeAMessage': 'Escribe un mensaje',
  'feedback.messageTooLong5': 'El mensaje es demasiado largo (máximo 5.000 caracteres)',
  'feedback.thanks': 'Gracias por tu mensaje',
  'feedback.currencyMustThreeLetter': 'La moneda debe ser un código ISO de tres letras',
  'feedback.pageMustPath': 'La página debe ser una ruta',

  // ---- Alerts (issue 22) -----------------------------------------------------------------------
  'unsubscribe.invalid': 'Este enlace para darte de baja no es válido.',
  'unsubscribe.used': 'Este enlace para darte de baja ya se ha usado.',
  'unsubscribe.done.scoreBandChanges':
    'Ya no recibirás correos de «Cambios de nivel del Score en tus listas». Puedes volver a activarlos en tu perfil.',
  'unsubscribe.done.dailySelections':
    'Ya no recibirás correos de «La selección diaria». Puedes volver a activarlos en tu perfil.',
  'alerts.name.scoreBandChanges': 'Cambios de nivel del Score en tus listas',
  'alerts.name.dailySelections': 'La selección diaria',

  // ---- billing (issue 56, ADR 060) -------------------------------------------------------------
  'payments.paymentsOff': 'Los planes de pago no están disponibles en este servidor.',

  // trust52 ---- Las preguntas propias de un valor que no es una empresa operativa (ADR 046) --------
  'listingFaq.whatQuestion': '¿Qué es {{name}}?',
  'listingFaq.whatAnswer': '{{name}} es {{what}}.',
  'listingFaq.whyQuestion': '¿Por qué {{name}} no tiene Evident Score?',
  'listingFaq.whyAnswer':
    'El Evident Score clasifica empresas operativas a partir de sus propios estados financieros y precios: valoración, crecimiento, rentabilidad, solidez financiera y retribución al accionista. {{name}} no es una empresa operativa, así que no tiene Evident Score, ni valor razonable, ni cifras de factores; sus precios se muestran tal cual.',
  'listingFaq.issuerQuestion': '¿Dónde está la página de la empresa que hay detrás de {{name}}?',
  'listingFaq.issuerAnswer':
    '{{name}} lo emite {{issuer}} ({{ticker}}), cuya página muestra su Evident Score.',
  'listingFaq.noIssuer':
    'No disponible: {{name}} no comparte su número de registro ante la SEC (CIK) con ninguna empresa operativa de nuestros datos.',
  'listingFaq.closeQuestion': '¿Cuál fue el último cierre de {{name}}?',
  'listingFaq.closeAnswer': '{{price}} el {{date}}.',
  'listingFaq.closeChange': '{{price}} el {{date}}, {{change}} respecto a la sesión anterior.',
  'listingFaq.noClose': 'No disponible: nuestros datos no tienen precios diarios de {{name}}.',

  // ---- metering (issue 56): the visitor's free analyses ---------------------------------------
  'payments.visitorLimit':
    'Este mes has analizado 5 empresas, lo que se puede sin cuenta. Regístrate gratis para analizar más.',
};
