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

  // ---- texts (issue 54): the share card and the link preview --------------------------------
  'share.score': 'Evident Score',
  'share.asOf': 'a {{date}}',
  'share.notScored': 'Sin puntuación',
  'share.standingNone': 'No hay datos suficientes para puntuarla con fiabilidad.',
  'share.standing': 'Mejor que el {{score}}% de las empresas que puntúa Evident.',
  'share.factor.Value': 'Valor',
  'share.factor.Growth': 'Crecimiento',
  'share.factor.Profitability': 'Rentabilidad',
  'share.factor.Health': 'Solidez',
  'share.factor.ShareholderRetribution': 'Retribución',
  'share.insufficient': 'Datos insuficientes',
  'share.titleNone': '{{company}} ({{ticker}}) · Evident',
  'share.title': '{{company}} ({{ticker}}): Evident Score {{score}}/100',
  'share.descriptionNone':
    'Análisis fundamental de {{company}}: valor, crecimiento, rentabilidad, solidez financiera y retribución al accionista.',
  'share.description':
    '{{company}} obtiene {{score}}/100 ({{band}}) en valor, crecimiento, rentabilidad, solidez financiera y retribución al accionista: mejor que el {{score}}% de las empresas que puntúa Evident.',

  // ---- texts (issue 54): the screener CSV's words, the daily selections' names ----------
  'screener.csv.ticker': 'Ticker',
  'screener.csv.company': 'Empresa',
  'screener.csv.yes': 'sí',
  'screener.csv.no': 'no',
  'alerts.selection.topDogs': 'Grandes líderes',
  'alerts.selection.risingStars': 'Estrellas en ascenso',
  'alerts.selection.hiddenGems': 'Joyas ocultas',

  // ---- texts (issue 54): the evidence page (issue 23) -------------------------------------------
  'evidence.scoreBucket': 'Puntuación {{bucket}}',
  'evidence.bucket.90plus': 'de 90 o más',
  'evidence.bucket.70to89': 'de 70 a 89',
  'evidence.bucket.50to69': 'de 50 a 69',
  'evidence.bucket.20to49': 'de 20 a 49',
  'evidence.bucket.below20': 'inferior a 20',
  'evidence.decile': 'Decil {{n}}',
  'evidence.decileBest': 'Decil {{n}} (el mejor)',
  'evidence.decileWorst': 'Decil {{n}} (el peor)',
  'evidence.walkForwardDecile': '{{decile}} (ponderaciones walk-forward)',
  'evidence.benchmark': 'Índice de referencia',
  'evidence.param.spy': 'SPY (cierres de fin de mes ajustados por dividendos)',
  'evidence.param.sp500Members':
    'miembros del S&P 500 en cada fecha de rebalanceo (historial de composición del índice)',
  'evidence.caveat.survivorship':
    'Sesgo de supervivencia: los datos recogen las empresas que cotizan hoy y los antiguos miembros del S&P 500 cuyos precios se conservan en ellos; las empresas que desaparecieron sin historial de precios no se pueden comprar, lo que favorece a todos los grupos.',
  'evidence.caveat.survivorshipMissing':
    'Sesgo de supervivencia: los datos recogen las empresas que cotizan hoy y los antiguos miembros del S&P 500 cuyos precios se conservan en ellos; las empresas que desaparecieron sin historial de precios no se pueden comprar, lo que favorece a todos los grupos. En {{year}}, {{missing}} de los {{members}} miembros de ese año no tienen precio en los datos.',
  'evidence.caveat.delistings':
    'Las posiciones sin precio en el siguiente rebalanceo se cierran a su último precio de fin de mes (0 % ese mes): {{missing}} de {{total}} posiciones. Por eso las pérdidas de las empresas que dejan de cotizar quedan infravaloradas.',
  'evidence.caveat.delistingsSensitivity':
    'Las posiciones sin precio en el siguiente rebalanceo se cierran a su último precio de fin de mes (0 % ese mes): {{missing}} de {{total}} posiciones. Por eso las pérdidas de las empresas que dejan de cotizar quedan infravaloradas; si se contabilizaran al −50 % o al −100 %, la rentabilidad anual del grupo de puntuación más alta sería {{lost50}} o {{lost100}} (medida: {{measured}}).',
  'evidence.caveat.earlyFundamentals':
    'Los datos fundamentales anteriores a 2009 son escasos (consulta la documentación de los datos): las primeras puntuaciones se basan en menos métricas.',
  'evidence.caveat.investable':
    'El universo invertible y los tramos de tamaño se toman en cada fecha con los precios de esa fecha: precio de al menos 1 $, valor de mercado de al menos 300 millones de dólares, resultados presentados en los últimos 15 meses y una puntuación. El mínimo de liquidez de 1 millón de dólares al día no se aplica en el backtest, cuyo histórico tiene cierres de fin de mes sin volúmenes; las listas de hoy sí lo aplican.',
  'evidence.caveat.investableFrom':
    'El universo invertible y los tramos de tamaño se toman en cada fecha con los precios de esa fecha: precio de al menos 1 $, valor de mercado de al menos 300 millones de dólares, resultados presentados en los últimos 15 meses y una puntuación. El mínimo de liquidez de 1 millón de dólares al día (el volumen negociado de la sesión mediana de los tres meses anteriores a la fecha) se aplica desde el {{date}}, la primera fecha cuyos tres meses anteriores cubren los volúmenes diarios. Antes de esa fecha el histórico tiene cierres de fin de mes sin volúmenes, así que solo se aplican los mínimos de precio, valor de mercado, resultados presentados y puntuación.',
  'evidence.caveat.costs_one':
    'Costes: {{points}} punto básico por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
  'evidence.caveat.costs_many':
    'Costes: {{points}} puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
  'evidence.caveat.costs_other':
    'Costes: {{points}} puntos básicos por unidad de rotación en un solo sentido; sin impuestos ni impacto en el mercado.',
  'evidence.caveat.weights':
    'Las ponderaciones fijas de los factores proceden de la investigación publicada (ADR 004) y se revisaron una vez tras un backtest de cada factor sobre estos datos (ADR 009: se rebajaron las de solidez financiera y retribución al accionista y se elevó la de rentabilidad), así que el periodo fuera de la muestra (posterior al final de la muestra) ha influido en ellas. La línea walk-forward (ADR 032) aprende sus ponderaciones en cada fecha solo a partir de datos anteriores, con una regla fijada antes de calcular sus resultados: todo su historial queda fuera de la muestra respecto a las ponderaciones.',
  'evidence.caveat.pastPerformance': 'La rentabilidad pasada no garantiza rentabilidades futuras.',

  // ---- texts (issue 54): the company page's attributes, buyback note and FAQ -----------------
  'attribute.sentence': '{{name}} de {{value}}: {{said}}.',
  'attribute.meetsRule': 'cumple la regla práctica ({{rule}})',
  'attribute.failsRule': 'no cumple la regla práctica ({{rule}})',
  'attribute.betterThanSector': 'es mejor que el {{percent}} % de su sector',
  'attribute.worseThanSector': 'es peor que el {{percent}} % de su sector',
  'attribute.betterThanCompanies': 'es mejor que el {{percent}} % de las empresas',
  'attribute.worseThanCompanies': 'es peor que el {{percent}} % de las empresas',
  'attribute.both': '{{verdict}} y {{compare}}',
  'buyback.window': 'los doce meses hasta el {{date}}',
  'buyback.netOfIssuance':
    'Recompras: recompras de acciones menos acciones emitidas en el estado de flujos de efectivo de {{window}}, sobre el valor de mercado actual.',
  'buyback.gross':
    'Recompras: recompras de acciones en el estado de flujos de efectivo de {{window}}, sobre el valor de mercado actual. Las acciones emitidas no figuran en los datos, así que la cifra no descuenta las nuevas acciones.',
  'buyback.shareCount':
    'Recompras: la caída del número de acciones diluidas en el último año (las recompras del estado de flujos de efectivo no figuran en los datos de esta empresa).',
  'faq.scoreQuestion': '¿Cuál es el Evident Score de {{name}}?',
  'faq.scoreNone': 'No disponible: no hay datos suficientes para puntuar {{name}} con fiabilidad.',
  'faq.score':
    '{{score}}/100 ({{band}}) a {{date}}: mejor que el {{score}} % de las empresas que puntuamos.',
  'faq.valueQuestion': '¿Está {{name}} infravalorada?',
  'faq.valueRecomputing':
    'No disponible: el valor razonable se está calculando de nuevo con el método actual.',
  'faq.valueNone': 'No disponible: {{reason}}.',
  'faq.value':
    'Nuestro valor razonable es {{fairValue}} (rango de {{low}} a {{high}}), un {{gap}} % {{direction}} del último cierre de {{lastClose}}. Se basa en {{methods}}.',
  'faq.above': 'por encima',
  'faq.below': 'por debajo',
  'faq.both': '{{first}} y {{second}}',
  'faq.method.ownHistory': 'los múltiplos a los que ha cotizado en sus últimos años',
  'faq.method.cashFlow': 'un descuento de flujos de caja',
  'faq.method.excessReturn': 'su rentabilidad en exceso sobre fondos propios',
  'faq.profitQuestion': '¿Qué rentabilidad obtiene {{name}}?',
  'faq.profit':
    'Rentabilidad sobre fondos propios {{roe}}, margen neto {{netMargin}}, rentabilidad sobre el capital invertido {{roic}}.',
  'faq.dividendQuestion': '¿Paga dividendo {{name}}?',
  'faq.dividendNone': 'No disponible en nuestros datos.',
  'faq.dividend': 'La rentabilidad por dividendo de los últimos 12 meses es del {{yield}}.',

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

  // ---- texts (issue 54): zod's own messages with a variable part, by issue code ---------------
  'zod.invalidType': 'Valor no válido: se esperaba {{expected}} y se ha recibido {{received}}',
  'zod.missing': 'Falta un valor: se esperaba {{expected}}',
  'zod.invalidLiteral': 'Valor no válido: se esperaba {{value}}',
  'zod.invalidOption': 'Opción no válida: se esperaba uno de estos valores: {{values}}',
  'zod.invalidDiscriminator': 'Valor no válido. Se esperaba {{options}}',
  'zod.tooBig.string': 'Demasiado largo: {{bound}} {{count}} {{unit}}',
  'zod.tooBig.file': 'Demasiado grande: {{bound}} {{count}} {{unit}}',
  'zod.tooBig.array': 'Demasiados elementos: {{bound}} {{count}} {{unit}}',
  'zod.tooBig.set': 'Demasiados elementos: {{bound}} {{count}} {{unit}}',
  'zod.tooBig.map': 'Demasiado grande: {{bound}} {{count}} {{unit}}',
  'zod.tooBig.number': 'Demasiado grande: debe ser {{bound}} {{limit}}',
  'zod.tooBig.int': 'Demasiado grande: debe ser {{bound}} {{limit}}',
  'zod.tooBig.bigint': 'Demasiado grande: debe ser {{bound}} {{limit}}',
  'zod.tooBig.date': 'Fecha demasiado tardía: debe ser {{bound}} {{limit}}',
  'zod.tooSmall.string': 'Demasiado corto: {{bound}} {{count}} {{unit}}',
  'zod.tooSmall.file': 'Demasiado pequeño: {{bound}} {{count}} {{unit}}',
  'zod.tooSmall.array': 'Muy pocos elementos: {{bound}} {{count}} {{unit}}',
  'zod.tooSmall.set': 'Muy pocos elementos: {{bound}} {{count}} {{unit}}',
  'zod.tooSmall.map': 'Demasiado pequeño: {{bound}} {{count}} {{unit}}',
  'zod.tooSmall.number': 'Demasiado pequeño: debe ser {{bound}} {{limit}}',
  'zod.tooSmall.int': 'Demasiado pequeño: debe ser {{bound}} {{limit}}',
  'zod.tooSmall.bigint': 'Demasiado pequeño: debe ser {{bound}} {{limit}}',
  'zod.tooSmall.date': 'Fecha demasiado temprana: debe ser {{bound}} {{limit}}',
  'zod.sizeBound.max': 'como máximo',
  'zod.sizeBound.below': 'menos de',
  'zod.sizeBound.min': 'al menos',
  'zod.sizeBound.above': 'más de',
  'zod.sizeBound.exactly': 'exactamente',
  'zod.numberBound.max': 'como máximo',
  'zod.numberBound.below': 'menor que',
  'zod.numberBound.min': 'al menos',
  'zod.numberBound.above': 'mayor que',
  'zod.numberBound.exactly': 'exactamente',
  'zod.unit.characters_one': 'carácter',
  'zod.unit.characters_many': 'caracteres',
  'zod.unit.characters_other': 'caracteres',
  'zod.unit.bytes_one': 'byte',
  'zod.unit.bytes_many': 'bytes',
  'zod.unit.bytes_other': 'bytes',
  'zod.unit.items_one': 'elemento',
  'zod.unit.items_many': 'elementos',
  'zod.unit.items_other': 'elementos',
  'zod.unit.entries_one': 'entrada',
  'zod.unit.entries_many': 'entradas',
  'zod.unit.entries_other': 'entradas',
  'zod.startsWith': 'Texto no válido: debe empezar por "{{value}}"',
  'zod.endsWith': 'Texto no válido: debe terminar en "{{value}}"',
  'zod.includes': 'Texto no válido: debe incluir "{{value}}"',
  'zod.pattern': 'Texto no válido: debe seguir el patrón {{value}}',
  'zod.multipleOf': 'Número no válido: debe ser múltiplo de {{divisor}}',
  'zod.unrecognizedKeys_one': 'Campo no reconocido: {{keys}}',
  'zod.unrecognizedKeys_many': 'Campos no reconocidos: {{keys}}',
  'zod.unrecognizedKeys_other': 'Campos no reconocidos: {{keys}}',
  'zod.invalidKey': 'Clave no válida en {{origin}}',
  'zod.invalidElement': 'Valor no válido en {{origin}}',
  'zod.type.string': 'un texto',
  'zod.type.number': 'un número',
  'zod.type.int': 'un número entero',
  'zod.type.bigint': 'un número entero grande',
  'zod.type.boolean': 'un valor verdadero o falso',
  'zod.type.array': 'una lista',
  'zod.type.tuple': 'una lista',
  'zod.type.object': 'un objeto',
  'zod.type.record': 'un objeto',
  'zod.type.map': 'un mapa',
  'zod.type.set': 'un conjunto',
  'zod.type.date': 'una fecha',
  'zod.type.file': 'un archivo',
  'zod.type.null': 'un valor nulo',
  'zod.type.nan': 'NaN',
  'zod.type.function': 'una función',
  'zod.type.symbol': 'un símbolo',

  // ---- texts (issue 54): messages with a variable part, by code at the throw site --------------
  'validation.invalid.body': 'Cuerpo de la solicitud no válido: {{issues}}',
  'validation.invalid.querystring': 'Parámetro de consulta no válido: {{issues}}',
  'validation.invalid.params': 'Parámetro de ruta no válido: {{issues}}',
  'validation.invalid.headers': 'Cabecera no válida: {{issues}}',
  'validation.invalid.request': 'Solicitud no válida: {{issues}}',
  'validation.fieldIssue': '{{field}}: {{message}}',
  'validation.numberRange': 'El parámetro «{{name}}» debe ser un número de {{min}} a {{max}}',
  'validation.wholeNumberRange':
    'El parámetro «{{name}}» debe ser un número entero de {{min}} a {{max}}',
  'validation.trueOrFalse': 'El parámetro «{{name}}» debe ser «true» o «false»',
  'validation.number': 'El campo «{{name}}» debe ser un número',
  'validation.finiteNumber': 'El campo «{{name}}» debe ser un número finito',
  'validation.oneOf': 'El parámetro «{{name}}» debe ser uno de estos: {{values}}',
  'error.badTextAt':
    'El texto no puede contener caracteres NUL ni Unicode dañado (sustitutos sueltos). ({{path}})',
  'stocks.tooManyTickers_one': 'Como máximo {{count}} ticker por solicitud',
  'stocks.tooManyTickers_many': 'Como máximo {{count}} tickers por solicitud',
  'stocks.tooManyTickers_other': 'Como máximo {{count}} tickers por solicitud',
  'payments.analysisLimit_one':
    'Este mes has analizado {{count}} empresa, el límite de tu plan. Mejora tu suscripción para analizar más.',
  'payments.analysisLimit_many':
    'Este mes has analizado {{count}} de empresas, el límite de tu plan. Mejora tu suscripción para analizar más.',
  'payments.analysisLimit_other':
    'Este mes has analizado {{count}} empresas, el límite de tu plan. Mejora tu suscripción para analizar más.',
  'payments.stayOn': 'Sigues en el plan {{plan}}.',
  'payments.planIsNow': 'Ahora tu plan es {{plan}}.',
  'payments.planChangesAtEnd': 'Tu plan cambiará a {{plan}} al final de este periodo.',
  'payments.planChangesOn': 'Tu plan cambiará a {{plan}} al final de este periodo ({{date}}).',
  'payments.planTitle': '{{tier}} ({{period}})',
  'payments.tier.free': 'Gratis',
  'payments.tier.basic': 'Básico',
  'payments.tier.advanced': 'Avanzado',
  'payments.tier.pro': 'Pro',
  'payments.period.monthly': 'mensual',
  'payments.period.yearly': 'anual',
  'lists.unknownCompanies': 'Empresas desconocidas: {{tickers}}',
  'lists.limitReached.watchlist_one':
    'Tu plan permite {{count}} empresa en tus listas de seguimiento. Mejora tu suscripción para añadir más.',
  'lists.limitReached.watchlist_many':
    'Tu plan permite {{count}} de empresas en tus listas de seguimiento. Mejora tu suscripción para añadir más.',
  'lists.limitReached.watchlist_other':
    'Tu plan permite {{count}} empresas en tus listas de seguimiento. Mejora tu suscripción para añadir más.',
  'lists.limitReached.portfolio_one':
    'Tu plan permite {{count}} empresa en tus carteras. Mejora tu suscripción para añadir más.',
  'lists.limitReached.portfolio_many':
    'Tu plan permite {{count}} de empresas en tus carteras. Mejora tu suscripción para añadir más.',
  'lists.limitReached.portfolio_other':
    'Tu plan permite {{count}} empresas en tus carteras. Mejora tu suscripción para añadir más.',
  'lists.notInList': 'No están en esta lista: {{symbols}}',
  'lists.importTooLarge_one': 'Como máximo {{count}} fila por importación.',
  'lists.importTooLarge_many': 'Como máximo {{count}} de filas por importación.',
  'lists.importTooLarge_other': 'Como máximo {{count}} filas por importación.',
  'lists.importDuplicate': 'La misma empresa que en la línea {{line}}.',
  'screener.tooManyScreens_one': 'Puedes guardar como máximo {{count}} búsqueda.',
  'screener.tooManyScreens_many': 'Puedes guardar como máximo {{count}} de búsquedas.',
  'screener.tooManyScreens_other': 'Puedes guardar como máximo {{count}} búsquedas.',
  'screener.tooManyFilters_one': 'Una búsqueda admite como máximo {{count}} filtro.',
  'screener.tooManyFilters_many': 'Una búsqueda admite como máximo {{count}} de filtros.',
  'screener.tooManyFilters_other': 'Una búsqueda admite como máximo {{count}} filtros.',
  'screener.tooManyColumns_one': 'Como máximo {{count}} columna.',
  'screener.tooManyColumns_many': 'Como máximo {{count}} de columnas.',
  'screener.tooManyColumns_other': 'Como máximo {{count}} columnas.',
  'screener.unknownField': 'Campo desconocido: «{{field}}».',
  'screener.wrongOperator.number':
    'El operador «{{op}}» no se aplica a «{{field}}», que es un campo numérico.',
  'screener.wrongOperator.category':
    'El operador «{{op}}» no se aplica a «{{field}}», que es un campo de categoría.',
  'screener.wrongOperator.boolean':
    'El operador «{{op}}» no se aplica a «{{field}}», que es un campo de sí o no.',
  'screener.unknownOption': '«{{field}}» no tiene el valor «{{value}}».',
  'screener.unknownTicker': 'Empresa desconocida: {{ticker}}',
  'screener.notScreened':
    '{{ticker}} no está en el buscador de acciones: los ETF y las empresas sin puntuación en el último cálculo no se incluyen.',

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

  // ---- texts (issue 54): every mail's greeting; the account mails (spec §4) -------------------
  'mail.hello': 'Hola, {{name}}:',
  'mail.account.footer':
    'Evident: análisis fundamental de empresas que cotizan en EE. UU. Recibes este correo por una acción realizada en tu cuenta de Evident.',
  'mail.account.verifySubject': 'Verifica tu correo electrónico en Evident',
  'mail.account.resendSubject': 'Tu nuevo enlace de verificación de Evident',
  'mail.account.verifyIntro':
    'Gracias por registrarte. Confirma que esta dirección de correo electrónico es tuya.',
  'mail.account.resendIntro':
    'Aquí tienes un nuevo enlace para verificar tu dirección de correo electrónico. Los enlaces anteriores ya no funcionan.',
  'mail.account.verifyLine': 'Verifica tu correo electrónico: {{link}}',
  'mail.account.verifyButton': 'Verificar mi correo electrónico',
  'mail.account.orOpen': 'O abre este enlace:',
  'mail.account.verifyExpiry':
    'El enlace solo se puede usar una vez y caduca en 24 horas. Si no te has registrado, ignora este correo.',
  'mail.account.resetSubject': 'Tu código para restablecer la contraseña de Evident',
  'mail.account.resetTitle': 'Restablece tu contraseña',
  'mail.account.resetCode': 'Tu código para restablecer la contraseña:',
  'mail.account.resetExpiry':
    'Solo se puede usar una vez y caduca en 15 minutos. Si no lo has pedido, ignora este correo: tu contraseña no cambiará.',

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

  // ---- texts (issue 54): the alert mails (issue 22) and the unsubscribe pages -----------------
  'mail.alerts.unsubscribe': 'Darte de baja de estos correos',
  'mail.alerts.notScored': 'sin puntuación',
  'mail.alerts.bandSubjectOne': '{{company}}: su Evident Score pasa a «{{band}}» ({{score}})',
  'mail.alerts.bandSubjectMany_one':
    'Cambia el nivel del Evident Score de {{count}} empresa de tus listas',
  'mail.alerts.bandSubjectMany_many':
    'Cambia el nivel del Evident Score de {{count}} empresas de tus listas',
  'mail.alerts.bandSubjectMany_other':
    'Cambia el nivel del Evident Score de {{count}} empresas de tus listas',
  'mail.alerts.bandIntroOne':
    'El cálculo del Evident Score del {{asOf}} ha cambiado de nivel a una empresa de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el {{since}}:',
  'mail.alerts.bandIntro_one':
    'El cálculo del Evident Score del {{asOf}} ha cambiado de nivel a {{count}} empresa de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el {{since}}:',
  'mail.alerts.bandIntro_many':
    'El cálculo del Evident Score del {{asOf}} ha cambiado de nivel a {{count}} empresas de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el {{since}}:',
  'mail.alerts.bandIntro_other':
    'El cálculo del Evident Score del {{asOf}} ha cambiado de nivel a {{count}} empresas de tus listas de seguimiento o carteras. Lo que más ha movido cada puntuación desde el {{since}}:',
  'mail.alerts.bandWhy':
    'Recibes este correo porque activaste en Evident las alertas de cambios de nivel del Evident Score.',
  'mail.alerts.digestSubject': 'Selecciones del día de Evident — {{date}}',
  'mail.alerts.digestIntro':
    'Las empresas seleccionadas por el cálculo del {{date}}. «Nueva» indica una empresa que ha entrado hoy en una selección.',
  'mail.alerts.digestWhy':
    'Recibes este correo porque activaste en Evident las selecciones del día.',
  'mail.alerts.noneToday': 'Hoy ninguna empresa cumple los requisitos.',
  'mail.alerts.score': 'puntuación',
  'mail.alerts.isNew': 'nueva',
  'mail.alerts.newBadge': 'Nueva',
  'mail.alerts.left': 'Han salido de la selección',
  'mail.alerts.entered': 'Ha entrado en {{title}} (puntuación {{score}})',
  'mail.alerts.leftItem': 'Ha salido de {{title}}',
  'unsubscribe.title': 'Darse de baja',
  'unsubscribe.unsubscribed': 'Baja confirmada',
  'unsubscribe.chooseInProfile': 'Puedes elegir tus alertas en {{profile}}.',
  'unsubscribe.profileLink': 'tu perfil',
  'unsubscribe.stopReceiving': '¿Dejar de recibir los correos «{{name}}» de Evident?',
  'unsubscribe.button': 'Darme de baja',
  'unsubscribe.yourAlerts': 'Tus alertas',

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
