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
};
