import type { CatalogueTranslation } from './types';

/**
 * The catalogue's texts in Spanish (Spain, tú; issue 23). Abbreviations (P/E, ROE, EBITDA, FCF,
 * EPS, TTM…), symbols and numbers as in English; citations are not translated.
 */
export const es: CatalogueTranslation = {
  metrics: {
    // valuation
    pe: {
      name: 'Precio / beneficio (P/E)',
      formula:
        'Capitalización bursátil ÷ beneficio neto de los últimos doce meses (= precio ÷ beneficio por acción con el mismo número de acciones); sin valor si el beneficio ≤ 0.',
      description:
        'Cuántos años de beneficios actuales pagas con el precio de la acción (el PER). Cuanto más bajo, más barata.',
      rule: 'Por debajo de 10 es barata; por encima de 20, cara.',
    },
    ps: {
      name: 'Precio / ventas',
      formula:
        'Capitalización bursátil ÷ ingresos de los últimos doce meses; sin valor si los ingresos ≤ 0.',
      description: 'Lo que pagan los inversores por cada dólar de ventas anuales.',
    },
    pb: {
      name: 'Precio / valor contable',
      formula: 'Capitalización bursátil ÷ patrimonio neto; sin valor si el patrimonio neto ≤ 0.',
      description: 'El precio de la acción comparado con el valor contable por acción.',
    },
    pfcf: {
      name: 'Precio / flujo de caja libre',
      formula:
        'Capitalización bursátil ÷ flujo de caja libre de los últimos doce meses (flujo de caja operativo − capex); sin valor si el FCF ≤ 0.',
      description:
        'Lo que pagan los inversores por cada dólar de caja que genera el negocio después de invertir.',
    },
    pcf: {
      name: 'Precio / flujo de caja operativo',
      formula:
        'Capitalización bursátil ÷ flujo de caja operativo de los últimos doce meses; sin valor si es ≤ 0.',
      description: 'Lo que pagan los inversores por cada dólar de flujo de caja operativo.',
    },
    evEbit: {
      name: 'EV / EBIT',
      formula:
        'Valor empresa ÷ beneficio operativo (EBIT) de los últimos doce meses; sin valor si el EBIT ≤ 0 o el EV ≤ 0.',
      description:
        'El precio del negocio completo (capitalización más deuda neta) en relación con su beneficio operativo.',
    },
    evSales: {
      name: 'EV / ventas',
      formula:
        'Valor empresa ÷ ingresos de los últimos doce meses; sin valor si los ingresos ≤ 0 o el EV ≤ 0.',
      description: 'El precio del negocio completo en relación con sus ventas anuales.',
    },
    earningsYield: {
      name: 'Rentabilidad por beneficio',
      formula:
        'Beneficio neto de los últimos doce meses ÷ capitalización bursátil (la inversa del P/E, definida también con pérdidas).',
      description:
        'El beneficio anual como porcentaje del precio de la acción; negativo en empresas con pérdidas.',
    },
    fcfYield: {
      name: 'Rentabilidad por flujo de caja libre',
      formula: 'Flujo de caja libre de los últimos doce meses ÷ capitalización bursátil.',
      description:
        'La caja libre generada en un año como porcentaje del valor de mercado de la empresa.',
    },
    bookToMarket: {
      name: 'Valor contable / valor de mercado',
      formula:
        'Patrimonio neto ÷ capitalización bursátil; sin valor si el patrimonio neto ≤ 0 (como en Fama y French).',
      description:
        'El valor contable en relación con el valor de mercado; una cifra alta distingue a las acciones de valor.',
    },
    salesToPrice: {
      name: 'Ventas / precio',
      formula:
        'Ingresos de los últimos doce meses ÷ capitalización bursátil (0 para una empresa sin ingresos).',
      description:
        'Ventas anuales por cada dólar de valor de mercado; la inversa de precio / ventas.',
    },
    forwardPe: {
      name: 'P/E adelantado',
      formula:
        'Último cierre ÷ EPS de consenso de los analistas para el año próximo (si no, el P/E adelantado del proveedor); sin valor si el EPS esperado ≤ 0.',
      description:
        'El precio en relación con el beneficio que esperan los analistas para el año próximo.',
    },
    analystUpside: {
      name: 'Potencial según los analistas',
      formula: 'Precio objetivo de consenso ÷ último cierre − 1.',
      description:
        'Cuánto está el precio objetivo medio de los analistas por encima (o por debajo) del precio actual.',
    },
    evEbitda: {
      name: 'EV / EBITDA',
      formula:
        'Valor empresa ÷ EBITDA de los últimos doce meses (beneficio operativo + depreciación y amortización del mismo periodo); sin valor si el EBITDA ≤ 0 o el EV ≤ 0.',
      description:
        'El múltiplo de empresa: el precio del negocio completo en relación con su beneficio operativo antes de depreciación y amortización.',
    },
    evFcf: {
      name: 'EV / flujo de caja libre',
      formula:
        'Valor empresa ÷ flujo de caja libre de los últimos doce meses (flujo de caja operativo − capex); sin valor si el FCF ≤ 0 o el EV ≤ 0.',
      description:
        'El precio del negocio completo (capitalización más deuda neta) en relación con la caja que genera después de invertir.',
    },
    peg: {
      name: 'Ratio PEG',
      formula:
        'P/E ÷ (CAGR a 3 años del EPS × 100), es decir, P/E por cada punto porcentual de crecimiento anual del EPS; sin valor si el P/E no está definido o la tasa de crecimiento ≤ 0.',
      description:
        'El P/E ajustado por crecimiento: cuánto pagan los inversores por cada punto de crecimiento del beneficio.',
      rule: 'En torno a 1, el precio es justo para su crecimiento (Lynch); por debajo de 1 es barata; por encima de 2, cara.',
    },
    forwardEarningsYield: {
      name: 'Rentabilidad por beneficio esperado',
      formula:
        '1 ÷ P/E adelantado (EPS del año próximo según los analistas ÷ último cierre); sin valor si el P/E adelantado no tiene valor.',
      description:
        'El beneficio por acción esperado para el año próximo como porcentaje del precio de la acción.',
    },
    // growth
    revenueGrowth1y: {
      name: 'Crecimiento de los ingresos (1 año)',
      formula:
        'Ingresos de los últimos doce meses ÷ la misma cifra un año antes − 1; sin valor si la cifra anterior ≤ 0.',
      description: 'Cuánto crecieron las ventas anuales en el último año.',
    },
    revenueCagr3y: {
      name: 'Crecimiento de los ingresos (CAGR a 3 años)',
      formula:
        '(Ingresos actuales ÷ ingresos de hace tres años)^(1/3) − 1; sin valor si el valor inicial ≤ 0 o el final < 0.',
      description: 'El crecimiento anual medio de las ventas en tres años.',
    },
    revenueCagr5y: {
      name: 'Crecimiento de los ingresos (CAGR a 5 años)',
      formula:
        '(Ingresos actuales ÷ ingresos de hace cinco años)^(1/5) − 1; sin valor si el valor inicial ≤ 0 o el final < 0.',
      description: 'El crecimiento anual medio de las ventas en cinco años.',
    },
    epsGrowth1y: {
      name: 'Crecimiento del EPS (1 año)',
      formula:
        'Beneficio por acción de los últimos doce meses (beneficio neto ÷ acciones diluidas ajustadas por splits) ÷ el mismo dato un año antes − 1; sin valor si el EPS anterior ≤ 0.',
      description: 'Cuánto creció el beneficio por acción en el último año.',
    },
    epsCagr3y: {
      name: 'Crecimiento del EPS (CAGR a 3 años)',
      formula:
        '(EPS actual ÷ EPS de hace tres años)^(1/3) − 1, con un número de acciones ajustado por splits; sin valor si el EPS inicial ≤ 0 o el final < 0.',
      description: 'El crecimiento anual medio del beneficio por acción en tres años.',
    },
    epsCagr5y: {
      name: 'Crecimiento del EPS (CAGR a 5 años)',
      formula:
        '(EPS actual ÷ EPS de hace cinco años)^(1/5) − 1, con un número de acciones ajustado por splits; sin valor si el EPS inicial ≤ 0 o el final < 0.',
      description: 'El crecimiento anual medio del beneficio por acción en cinco años.',
    },
    netIncomeGrowth1y: {
      name: 'Crecimiento del beneficio neto (1 año)',
      formula:
        'Beneficio neto de los últimos doce meses ÷ el mismo dato un año antes − 1; sin valor si la cifra anterior ≤ 0.',
      description: 'Cuánto creció el beneficio total en el último año.',
    },
    fcfGrowth1y: {
      name: 'Crecimiento del flujo de caja libre (1 año)',
      formula:
        'Flujo de caja libre de los últimos doce meses ÷ el mismo dato un año antes − 1; sin valor si la cifra anterior ≤ 0.',
      description: 'Cuánto creció el flujo de caja libre en el último año.',
    },
    fcfCagr3y: {
      name: 'Crecimiento del flujo de caja libre (CAGR a 3 años)',
      formula:
        '(FCF actual ÷ FCF de hace tres años)^(1/3) − 1; sin valor si el valor inicial ≤ 0 o el final < 0.',
      description: 'El crecimiento anual medio del flujo de caja libre en tres años.',
    },
    assetGrowth1y: {
      name: 'Crecimiento de los activos (1 año)',
      formula: 'Activo total ÷ activo total un año antes − 1; sin valor si la cifra anterior ≤ 0.',
      description:
        'A qué ritmo creció el balance; históricamente, un crecimiento rápido de los activos ha precedido a rentabilidades flojas.',
    },
    equityGrowth1y: {
      name: 'Crecimiento del patrimonio neto contable (1 año)',
      formula:
        'Patrimonio neto ÷ patrimonio neto un año antes (balance a ± 60 días de un año antes) − 1; sin valor si el patrimonio neto anterior ≤ 0.',
      description: 'Cuánto creció el valor contable en el último año.',
    },
    netIncomeCagr3y: {
      name: 'Crecimiento del beneficio neto (CAGR a 3 años)',
      formula:
        '(Beneficio neto de los últimos doce meses ÷ el mismo dato tres años antes)^(1/3) − 1; sin valor si el valor inicial ≤ 0 o el final < 0.',
      description: 'El crecimiento anual medio del beneficio total en tres años.',
    },
    revenuePerShareGrowth1y: {
      name: 'Crecimiento de los ingresos por acción (1 año)',
      formula:
        'Ingresos de los últimos doce meses ÷ acciones diluidas ajustadas por splits al final del periodo, ÷ el mismo dato un año antes − 1; sin valor si la cifra anterior ≤ 0.',
      description:
        'El crecimiento de las ventas por acción, para que no cuente el crecimiento comprado con acciones nuevas.',
    },
    // profitability
    roe: {
      name: 'Rentabilidad sobre fondos propios (ROE)',
      formula:
        'Beneficio neto de los últimos doce meses ÷ patrimonio neto (último balance); sin valor si el patrimonio neto ≤ 0.',
      description: 'El beneficio obtenido con el dinero que los accionistas tienen en el negocio.',
      rule: 'En torno al 15% o más es buena; por debajo del 10%, pobre.',
    },
    roa: {
      name: 'Rentabilidad sobre activos (ROA)',
      formula:
        'Beneficio neto de los últimos doce meses ÷ activo total (último balance); sin valor si el activo ≤ 0.',
      description: 'El beneficio obtenido con todo lo que posee la empresa.',
    },
    roic: {
      name: 'Rentabilidad sobre el capital invertido (ROIC)',
      formula:
        'Beneficio operativo × (1 − tipo legal del impuesto federal de sociedades de EE. UU.: 35% para periodos cerrados antes de 2018, 21% después) ÷ (patrimonio neto + deuda total − caja); sin valor si el capital invertido ≤ 0.',
      description:
        'El beneficio operativo después de impuestos obtenido con el capital que aportan acreedores y accionistas.',
      rule: 'Por encima del 10% es buena; por debajo del 5%, pobre.',
    },
    croic: {
      name: 'Rentabilidad en caja sobre el capital invertido (CROIC)',
      formula:
        'Flujo de caja libre de los últimos doce meses ÷ (patrimonio neto + deuda total − caja); sin valor si el capital invertido ≤ 0.',
      description: 'La caja libre generada con el capital que aportan acreedores y accionistas.',
    },
    gpa: {
      name: 'Beneficio bruto / activos',
      formula:
        'Beneficio bruto de los últimos doce meses ÷ activo total; sin valor si el activo ≤ 0.',
      description:
        'El beneficio bruto por cada dólar de activos, la medida contable más limpia de la rentabilidad económica.',
    },
    grossMargin: {
      name: 'Margen bruto',
      formula:
        'Beneficio bruto de los últimos doce meses ÷ ingresos; sin valor si los ingresos ≤ 0.',
      description:
        'La parte de las ventas que queda tras el coste directo de los bienes o servicios vendidos.',
    },
    operatingMargin: {
      name: 'Margen operativo',
      formula:
        'Beneficio operativo de los últimos doce meses ÷ ingresos; sin valor si los ingresos ≤ 0.',
      description: 'La parte de las ventas que queda tras todos los costes operativos.',
    },
    netMargin: {
      name: 'Margen neto',
      formula:
        'Beneficio neto de los últimos doce meses ÷ ingresos; sin valor si los ingresos ≤ 0.',
      description: 'La parte de las ventas que acaba siendo beneficio para los accionistas.',
    },
    fcfMargin: {
      name: 'Margen de flujo de caja libre',
      formula:
        'Flujo de caja libre de los últimos doce meses ÷ ingresos; sin valor si los ingresos ≤ 0.',
      description: 'La parte de las ventas que se convierte en caja libre después de invertir.',
    },
    assetTurnover: {
      name: 'Rotación de activos',
      formula: 'Ingresos de los últimos doce meses ÷ activo total; sin valor si el activo ≤ 0.',
      description: 'Las ventas generadas por cada dólar de activos; una medida de eficiencia.',
    },
    ebitdaMargin: {
      name: 'Margen EBITDA',
      formula:
        '(Beneficio operativo de los últimos doce meses + depreciación y amortización del mismo periodo) ÷ ingresos de ese periodo; sin valor si los ingresos ≤ 0.',
      description:
        'La parte de las ventas que queda como beneficio operativo antes de depreciación y amortización.',
    },
    // health
    netDebtToEquity: {
      name: 'Deuda neta / patrimonio neto',
      formula: '(Deuda total − caja) ÷ patrimonio neto; sin valor si el patrimonio neto ≤ 0.',
      description:
        'La deuda, descontada la caja, en relación con la participación de los accionistas; si es negativa, la empresa tiene caja neta.',
    },
    debtToEquity: {
      name: 'Deuda / patrimonio neto',
      formula: 'Deuda total ÷ patrimonio neto; sin valor si el patrimonio neto ≤ 0.',
      description: 'La deuda en relación con la participación de los accionistas.',
    },
    debtToAssets: {
      name: 'Deuda / activos',
      formula: 'Deuda total ÷ activo total; sin valor si el activo ≤ 0.',
      description: 'La parte de los activos financiada con deuda.',
    },
    liabilitiesToAssets: {
      name: 'Pasivo / activos',
      formula:
        'Pasivo total (el publicado; si no, activo total − patrimonio neto) ÷ activo total; sin valor si el activo ≤ 0.',
      description:
        'La parte de los activos que se debe a terceros en lugar de pertenecer a los accionistas.',
    },
    cashToDebt: {
      name: 'Caja / deuda',
      formula:
        'Caja ÷ deuda total; sin valor si la deuda ≤ 0 (sin deuda, el ratio no tiene límite).',
      description: 'Qué parte de la deuda podría devolverse con la caja disponible.',
    },
    interestCoverage: {
      name: 'Cobertura de intereses',
      formula:
        'Beneficio operativo de los últimos doce meses ÷ gasto por intereses; sin valor si el gasto por intereses ≤ 0.',
      description: 'Cuántas veces cubre el beneficio operativo la factura de intereses.',
    },
    currentRatio: {
      name: 'Ratio de liquidez corriente',
      formula: 'Activo corriente ÷ pasivo corriente; sin valor si el pasivo corriente ≤ 0.',
      description:
        'Los activos a corto plazo en relación con las obligaciones que vencen en menos de un año.',
    },
    altmanZ: {
      name: 'Z-score de Altman (reducido)',
      formula:
        '1.2 × fondo de maniobra ÷ activos (solo cuando se conocen el activo y el pasivo corrientes) + 3.3 × EBIT ÷ activos + 0.6 × capitalización bursátil ÷ pasivo total + 1.0 × ventas ÷ activos; el término de beneficios retenidos (1.4 × RE ÷ activos) no está en los datos y se omite, así que las puntuaciones salen más bajas que las zonas de 1968.',
      description:
        'Una combinación ponderada de ratios de rentabilidad, apalancamiento y eficiencia; las puntuaciones bajas apuntan a dificultades financieras.',
    },
    defaultProbability: {
      name: 'Probabilidad de impago (1 año)',
      formula:
        'Modelo logit a 12 meses de Campbell–Hilscher–Szilagyi (2008) sobre beneficio neto ÷ (capitalización + pasivo), pasivo ÷ (capitalización + pasivo), rentabilidad pasada en exceso del mercado, volatilidad, tamaño relativo, caja, valor de mercado / valor contable y precio; la probabilidad mensual se expresa como anual, 1 − (1 − p)^12.',
      description:
        'La probabilidad estimada de que la empresa fracase (quiebra, exclusión de cotización por malos resultados) en el plazo de un año.',
      rule: 'Por encima del 25% es preocupante.',
    },
    piotroskiF: {
      name: 'F-score de Piotroski',
      formula:
        'Un punto por cada uno de estos: ROA > 0, flujo de caja operativo > 0, ROA al alza, flujo de caja > beneficio neto, apalancamiento a la baja, ratio de liquidez corriente al alza, sin acciones nuevas, margen bruto al alza y rotación de activos al alza; si faltan señales, puntos ÷ señales disponibles × 9 (sin valor con menos de 6 señales disponibles).',
      description:
        'Nueve pruebas de sí o no sobre rentabilidad, financiación y eficiencia; cuanto más alto, más mejoran los fundamentales.',
      rule: '8–9 es fuerte; 0–1, débil (los grupos alto y bajo de Piotroski).',
    },
    debtToEbitda: {
      name: 'Deuda / EBITDA',
      formula:
        'Deuda total ÷ EBITDA de los últimos doce meses (beneficio operativo + depreciación y amortización); sin valor si el EBITDA ≤ 0.',
      description:
        'Cuántos años de beneficio operativo antes de depreciación y amortización harían falta para devolver la deuda.',
    },
    equityMultiplier: {
      name: 'Multiplicador del capital',
      formula:
        'Activo total ÷ patrimonio neto (el término de apalancamiento del análisis DuPont); sin valor si el patrimonio neto ≤ 0.',
      description:
        'Los activos por cada dólar de patrimonio neto; cuanto más alto, mayor parte del balance financian terceros.',
    },
    cashToAssets: {
      name: 'Caja / activos',
      formula: 'Caja ÷ activo total; sin valor si el activo ≤ 0 o la caja < 0.',
      description:
        'La parte de los activos que se mantiene en caja, un colchón de liquidez (más caja reduce el riesgo de dificultades financieras).',
    },
    insolvencyZ: {
      name: 'Distancia a la insolvencia (Z-score bancario)',
      formula:
        '(Rentabilidad trimestral media sobre activos × 4 + patrimonio neto ÷ activos) ÷ (desviación típica de la rentabilidad trimestral sobre activos × 2), en los últimos 8–12 trimestres (3 años) con beneficio neto y activo total publicados; solo empresas financieras.',
      description:
        'Cuántas desviaciones típicas de su rentabilidad anual sobre activos podría perder un banco o una aseguradora antes de agotar su patrimonio neto; cuanto más alto, más seguro.',
    },
    leverageRatio: {
      name: 'Ratio de apalancamiento (patrimonio neto / activos)',
      formula:
        'Patrimonio neto ÷ activo total (último balance); sin valor si el activo ≤ 0. Solo empresas financieras.',
      description:
        'La parte de los activos de un banco o una aseguradora pagada por sus propietarios: el colchón que absorbe las pérdidas antes de que lleguen a depositantes y asegurados.',
    },
    roaVolatility: {
      name: 'Volatilidad de la rentabilidad sobre activos',
      formula:
        'Desviación típica de la rentabilidad trimestral sobre activos (beneficio neto ÷ activo total al cierre del trimestre) en los últimos 8–12 trimestres (3 años), × 2 para expresarla en términos anuales; solo empresas financieras.',
      description:
        'Cuánto oscila de un trimestre a otro el beneficio de una empresa financiera sobre sus activos; unos beneficios estables protegen el capital.',
    },
    // payout
    dividendYield: {
      name: 'Rentabilidad por dividendo',
      formula:
        'Dividendos por acción con fecha ex-dividendo en los últimos 12 meses ÷ último cierre; si ninguna fecha ex-dividendo cae en ese periodo, dividendos pagados en los últimos doce meses ÷ capitalización bursátil.',
      description:
        'Los dividendos en efectivo del último año como porcentaje del precio de la acción.',
    },
    buybackYield: {
      name: 'Rentabilidad por recompras',
      formula:
        'Recompras de acciones de los últimos doce meses según el estado de flujos de efectivo (el último ejercicio presentado), menos las acciones emitidas cuando se publican, ÷ capitalización bursátil (Boudoukh et al. 2007); si no se publican las recompras, (acciones diluidas un año antes − acciones diluidas actuales) ÷ acciones actuales, ajustadas por splits: el valor de las acciones retiradas al precio de hoy sobre la capitalización de hoy, negativo si hay emisión neta. La ayuda de cada empresa indica qué cálculo se usa.',
      description:
        'La caja destinada a recomprar acciones propias en el último año, como porcentaje del valor de mercado de la empresa.',
    },
    debtPaydownYield: {
      name: 'Rentabilidad por reducción de deuda',
      formula: '(Deuda total un año antes − deuda total actual) ÷ capitalización bursátil.',
      description: 'La deuda devuelta en el último año como porcentaje del valor de mercado.',
    },
    netPayoutYield: {
      name: 'Rentabilidad por retribución neta',
      formula: 'Rentabilidad por dividendo + rentabilidad por recompras.',
      description:
        'Todo lo devuelto a los accionistas (dividendos y recompras netas) como porcentaje del valor de mercado.',
    },
    shareholderYield: {
      name: 'Rentabilidad para el accionista',
      formula:
        'Rentabilidad por dividendo + rentabilidad por recompras + rentabilidad por reducción de deuda.',
      description:
        'La caja devuelta a accionistas y acreedores como porcentaje del valor de mercado.',
    },
    payoutRatio: {
      name: 'Ratio de reparto (payout)',
      formula:
        'Rentabilidad por dividendo × capitalización bursátil ÷ beneficio neto de los últimos doce meses; sin valor si el beneficio neto ≤ 0.',
      description: 'La parte del beneficio que se reparte como dividendos.',
    },
    sharesChange1y: {
      name: 'Variación del número de acciones (1 año)',
      formula:
        'Acciones diluidas actuales ÷ acciones diluidas un año antes − 1, ajustadas por splits.',
      description:
        'Cuánto aumentó (dilución) o disminuyó (recompras) el número de acciones en el último año.',
    },
    dividendPayoutFcf: {
      name: 'Dividendos / flujo de caja libre',
      formula:
        'Rentabilidad por dividendo × capitalización bursátil ÷ flujo de caja libre de los últimos doce meses; sin valor si el FCF ≤ 0.',
      description:
        'La parte del flujo de caja libre que se reparte como dividendos; por encima del 100%, la caja generada no cubre el dividendo.',
    },
    // earnings quality
    sloanRatio: {
      name: 'Ratio de devengos de Sloan',
      formula:
        '(Beneficio neto de los últimos doce meses − flujo de caja operativo) ÷ activo total medio (el último y el de un año antes).',
      description:
        'Qué parte del beneficio son devengos contables y no caja; los valores altos señalan beneficios de baja calidad.',
      rule: 'Seguro entre −10% y 10%; fuera de ese rango, el beneficio depende mucho de los devengos.',
    },
    cashConversion: {
      name: 'Conversión en caja',
      formula:
        'Flujo de caja operativo de los últimos doce meses ÷ beneficio neto; sin valor si el beneficio neto ≤ 0.',
      description: 'El flujo de caja generado por cada dólar de beneficio declarado.',
    },
    externalFinancingRatio: {
      name: 'Financiación externa',
      formula:
        '(Financiación neta con capital + financiación neta con deuda) ÷ activo total medio; financiación neta con capital = acciones emitidas − recompradas − dividendos (a partir de la variación del número de acciones valorada a la capitalización cuando no se publican los importes), financiación neta con deuda = deuda emitida − devuelta (si no, la variación de la deuda total).',
      description:
        'El dinero obtenido de accionistas y acreedores en el último año en relación con el balance.',
    },
    earningsSurprise: {
      name: 'Sorpresa en beneficios',
      formula:
        'Sorpresa media (EPS real frente al de consenso, %) de los últimos cuatro anuncios en un plazo de 15 meses.',
      description:
        'En cuánto superaron (o no alcanzaron) de media los beneficios publicados lo que esperaban los analistas.',
    },
    // momentum
    momentum3m: {
      name: 'Momentum (3 meses)',
      formula:
        'Cierre actual ÷ cierre de hace tres meses naturales − 1 (cierres diarios si cubren el periodo; si no, cierres de fin de mes).',
      description: 'La variación del precio en los últimos tres meses.',
    },
    momentum6m: {
      name: 'Momentum (6 meses)',
      formula: 'Cierre actual ÷ cierre de hace seis meses naturales − 1.',
      description: 'La variación del precio en los últimos seis meses.',
    },
    momentum12_1: {
      name: 'Momentum (12−1 meses)',
      formula:
        'Cierre de hace un mes ÷ cierre de hace doce meses − 1 (deja fuera el último mes, que tiende a revertir).',
      description:
        'La variación del precio desde hace un año hasta hace un mes, la señal clásica de momentum.',
    },
    high52wRatio: {
      name: 'Precio / máximo de 52 semanas',
      formula:
        'Último cierre ÷ cierre más alto de las últimas 52 semanas (diarios; si no, cierres de fin de mes).',
      description: 'Lo cerca que está el precio de su máximo de un año (1 = en el máximo).',
    },
    volatility1y: {
      name: 'Volatilidad (1 año)',
      formula:
        'Desviación típica de las rentabilidades diarias del último año × √252 (si no, de las mensuales × √12).',
      description: 'Cuánto oscila el precio, en porcentaje anual.',
    },
    momentum1m: {
      name: 'Variación del precio (1 mes)',
      formula:
        'Cierre actual ÷ cierre de hace un mes natural − 1 (cierres diarios; si no, de fin de mes).',
      description:
        'La variación del precio en el último mes; las ganadoras del último mes han tendido a devolver parte de la subida (reversión a corto plazo), así que cuanto más baja, mejor puntúa.',
    },
    momentum12m: {
      name: 'Variación del precio (12 meses)',
      formula:
        'Cierre actual ÷ cierre de hace doce meses naturales − 1 (cierres diarios; si no, de fin de mes).',
      description: 'La variación del precio en el último año, incluido el último mes.',
    },
    maxDrawdown1y: {
      name: 'Caída máxima (1 año)',
      formula:
        'La mayor caída desde un máximo acumulado hasta un cierre posterior dentro del último año: máximo de 1 − cierre ÷ cierre más alto hasta ese momento (cierres diarios; si no, al menos 10 cierres de fin de mes); 0 si el precio nunca cayó por debajo de un máximo anterior.',
      description:
        'La peor pérdida de máximo a mínimo que habrías sufrido como accionista en el último año.',
    },
    // size
    marketCap: {
      name: 'Capitalización bursátil',
      formula:
        'Último cierre × acciones en circulación con la misma base de acciones que el precio (ver categories/size.ts).',
      description: 'Lo que vale en bolsa la empresa entera.',
    },
    enterpriseValue: {
      name: 'Valor empresa',
      formula: 'Capitalización bursátil + deuda total − caja.',
      description: 'El precio del negocio completo: las acciones más la deuda, menos la caja.',
    },
    avgDollarVolume: {
      name: 'Volumen medio negociado en dólares (3 meses)',
      formula:
        'Media de cierre × volumen en las sesiones de los últimos tres meses (si no, el volumen medio del proveedor × último cierre).',
      description:
        'Cuántos dólares de la acción cambian de manos en una sesión normal; una medida de liquidez.',
    },
    medianDollarVolume: {
      name: 'Mediana del volumen negociado en dólares (3 meses)',
      formula:
        'Mediana de cierre × volumen en las sesiones de los últimos tres meses (al menos 20 sesiones con volumen).',
      description:
        'Cuántos dólares de la acción cambian de manos en una sesión típica, sin que unos pocos días muy activos la muevan; el universo invertible exige al menos 1 millón de dólares.',
    },
    revenueTtm: {
      name: 'Ingresos (TTM)',
      formula:
        'Ingresos de los últimos doce meses (los cuatro últimos trimestres; si no, el ejercicio fiscal; si no, la fila TTM).',
      description: 'Las ventas de los últimos doce meses.',
    },
    netIncomeTtm: {
      name: 'Beneficio neto (TTM)',
      formula:
        'Beneficio neto de los últimos doce meses (los cuatro últimos trimestres; si no, el ejercicio fiscal; si no, la fila TTM).',
      description: 'El beneficio de los últimos doce meses; negativo en empresas con pérdidas.',
    },
    freeCashFlowTtm: {
      name: 'Flujo de caja libre (TTM)',
      formula:
        'Flujo de caja libre de los últimos doce meses según lo publicado; si no, flujo de caja operativo − capex del mismo periodo.',
      description: 'La caja generada en los últimos doce meses después de la inversión en capital.',
    },
  },
  research: {
    basu1977: {
      finding:
        'Las acciones con ratios precio / beneficio bajos obtuvieron rentabilidades ajustadas al riesgo más altas que las de ratios altos.',
    },
    famaFrench1992: {
      finding:
        'El tamaño y el ratio valor contable / valor de mercado explican juntos la sección cruzada de las rentabilidades medias: las empresas pequeñas y las de valor contable / valor de mercado alto (de valor) ganaron más.',
    },
    famaFrench1993: {
      finding:
        'Los factores de tamaño (SMB) y de valor (HML) explican gran parte de la variación de las rentabilidades de las acciones.',
    },
    lsv1994: {
      finding:
        'Las acciones de valor (valor contable, beneficios, flujo de caja o ventas altos en relación con el precio; poco crecimiento pasado de las ventas) batieron a las acciones «glamour» sin ser más arriesgadas.',
    },
    barbee1996: {
      finding:
        'El ratio ventas / precio explicó las rentabilidades mejor que el valor contable / valor de mercado o el tamaño.',
    },
    greenblatt2005: {
      finding:
        'Ordenar las empresas por rentabilidad por beneficio (EBIT / valor empresa) y rentabilidad sobre el capital dio carteras que batieron al mercado en 1988–2004.',
    },
    grayCarlisle2012: {
      finding:
        'EBIT / valor empresa fue la mejor métrica de valoración individual en sus pruebas de 1964–2011.',
    },
    loughranWellman2011: {
      finding:
        'Las empresas con un múltiplo de empresa bajo (EV / EBITDA) obtuvieron después rentabilidades más altas.',
    },
    bravLehavy2003: {
      finding:
        'Las revisiones del precio objetivo aportan información sobre las rentabilidades, pero los precios objetivo son optimistas de media.',
    },
    cooper2008: {
      finding:
        'Las empresas cuyo activo total creció más deprisa obtuvieron después rentabilidades mucho menores que las de crecimiento lento.',
    },
    novyMarx2013: {
      finding:
        'El beneficio bruto sobre activos predice las rentabilidades casi tan bien como el valor contable / valor de mercado; las empresas rentables obtuvieron rentabilidades medias más altas.',
    },
    famaFrench2015: {
      finding:
        'Las empresas con una rentabilidad operativa sólida obtuvieron rentabilidades más altas que las poco rentables (factor RMW).',
    },
    piotroski2000: {
      finding:
        'Entre las acciones de valor, las de F-score alto (8–9) batieron a las de F-score bajo (0–1) en torno a un 23% al año.',
    },
    altman1968: {
      finding:
        'Una suma ponderada de cinco ratios (fondo de maniobra, beneficios retenidos, EBIT, capitalización sobre pasivo y ventas, cada uno escalado) clasificó correctamente a la mayoría de los fabricantes que quebraron con un año de antelación.',
    },
    chs2008: {
      finding:
        'Un modelo logit de rentabilidad a precios de mercado, apalancamiento, rentabilidades pasadas, volatilidad, tamaño, caja y precio predice la quiebra mejor que el Z de Altman; las acciones en dificultades obtuvieron rentabilidades anómalamente bajas.',
    },
    penman2007: {
      finding:
        'El componente de apalancamiento financiero del ratio valor contable / precio está relacionado negativamente con las rentabilidades futuras.',
    },
    bmrr2007: {
      finding:
        'La rentabilidad por retribución neta (dividendos más recompras menos emisiones) predice las rentabilidades mucho mejor que la rentabilidad por dividendo sola.',
    },
    ikenberry1995: {
      finding:
        'Las empresas que anunciaron recompras obtuvieron una rentabilidad anormal de en torno al 12% en los cuatro años siguientes, sobre todo entre las acciones de valor.',
    },
    lakonishokVermaelen1990: {
      finding:
        'Las acciones siguieron obteniendo rentabilidades anormales después de las ofertas públicas de recompra.',
    },
    pontiffWoodgate2008: {
      finding:
        'El aumento de las acciones en circulación predice rentabilidades más bajas, con más fuerza que el tamaño, el valor contable / valor de mercado o el momentum.',
    },
    brs2006: {
      finding:
        'La financiación externa neta (capital más deuda captados, escalados por los activos) tiene una fuerte relación negativa con las rentabilidades futuras.',
    },
    sloan1996: {
      finding:
        'Los beneficios hechos de devengos en lugar de caja persisten menos; las empresas con devengos altos obtuvieron después rentabilidades más bajas.',
    },
    bernardThomas1989: {
      finding:
        'Los precios siguen derivando en la dirección de una sorpresa en beneficios durante semanas después del anuncio.',
    },
    jegadeeshTitman1993: {
      finding:
        'Las acciones que más subieron en los 3–12 meses anteriores siguieron batiendo a las perdedoras en los 3–12 meses siguientes.',
    },
    georgeHwang2004: {
      finding:
        'Las acciones que cotizaban cerca de su máximo de 52 semanas batieron a las alejadas de él; el efecto explica buena parte del momentum.',
    },
    ang2006: {
      finding:
        'Las acciones con una volatilidad (idiosincrática) alta obtuvieron rentabilidades medias pésimas.',
    },
    banz1981: {
      finding:
        'Las empresas pequeñas obtuvieron rentabilidades ajustadas al riesgo más altas que las grandes.',
    },
    amihud2002: {
      finding:
        'Las acciones menos líquidas (gran impacto en el precio por dólar negociado) obtuvieron rentabilidades esperadas más altas.',
    },
    arnottAsness2003: {
      finding:
        'A los ratios de reparto más altos les siguió un crecimiento futuro del beneficio más alto, no más bajo.',
    },
    lynch1989: {
      finding:
        'El P/E de una empresa a precio justo es aproximadamente igual a su tasa de crecimiento del beneficio; un P/E de la mitad de la tasa de crecimiento es muy positivo, y uno del doble, muy negativo.',
    },
    jegadeesh1990: {
      finding:
        'Las rentabilidades mensuales de las acciones tienen correlación serial negativa: las perdedoras de un mes batieron a las ganadoras de ese mes al mes siguiente (reversión a corto plazo).',
    },
    boydGraham1986: {
      finding:
        'Introdujeron el Z-score bancario, (rentabilidad sobre activos + patrimonio neto ÷ activos) ÷ desviación típica de la rentabilidad sobre activos: cuántas desviaciones típicas de años malos puede absorber el capital antes de la insolvencia.',
    },
    laevenLevine2009: {
      finding:
        'Usaron el Z-score como medida de la distancia de un banco a la insolvencia; los bancos con un Z-score más bajo y beneficios más volátiles asumieron más riesgo.',
    },
    estrella2000: {
      finding:
        'El ratio de apalancamiento simple (capital ÷ activo total) predijo la quiebra bancaria a uno y dos años vista casi tan bien como los ratios ponderados por riesgo.',
    },
  },
  factors: {
    value: { name: 'Valor' },
    growth: { name: 'Crecimiento' },
    profitability: { name: 'Rentabilidad' },
    health: { name: 'Solidez financiera' },
    shareholderRetribution: { name: 'Retribución al accionista' },
    momentum: { name: 'Momentum' },
    earningsQuality: { name: 'Calidad de los beneficios' },
  },
};
