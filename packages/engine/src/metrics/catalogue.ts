import type { MetricId } from './metric-id';

/**
 * The metric catalogue: what each metric is, how it is computed (in words), which way is better,
 * the glossary's rules of thumb (product spec §9) and the research behind it. compute-metrics.ts
 * implements the formulas; scoring reads `direction`; the glossary and stock page read the rest.
 *
 * Percent-unit metrics are stored as fractions (0.32 = 32%).
 */

export type MetricCategory =
  | 'valuation'
  | 'growth'
  | 'profitability'
  | 'health'
  | 'payout'
  | 'earnings-quality'
  | 'momentum'
  | 'size';

export type MetricUnit = 'ratio' | 'percent' | 'times' | 'usd' | 'score' | 'probability';

export type MetricDirection = 'higher' | 'lower' | 'neutral';

export interface RuleOfThumb {
  /** Value at or beyond which (in the metric's better direction) the glossary calls it good. */
  good?: number;
  /** Value beyond which (in the worse direction) the glossary calls it poor. */
  poor?: number;
  text: string;
}

export interface ResearchReference {
  citation: string;
  year: number;
  finding: string;
}

export interface MetricDefinition {
  id: MetricId;
  name: string;
  category: MetricCategory;
  /** The formula in words. */
  formula: string;
  unit: MetricUnit;
  direction: MetricDirection;
  rulesOfThumb: RuleOfThumb | null;
  research: ResearchReference[];
  /** False for metrics that do not describe banks, insurers, brokers or REITs (null for them). */
  appliesToFinancials: boolean;
  /** One or two plain sentences for the glossary. */
  description: string;
}

const R = {
  basu1977: {
    citation:
      'Basu, S. (1977). Investment Performance of Common Stocks in Relation to Their Price-Earnings Ratios: A Test of the Efficient Market Hypothesis. Journal of Finance, 32(3), 663–682.',
    year: 1977,
    finding:
      'Stocks with low price-earnings ratios earned higher risk-adjusted returns than stocks with high ones.',
  },
  famaFrench1992: {
    citation:
      'Fama, E. F., & French, K. R. (1992). The Cross-Section of Expected Stock Returns. Journal of Finance, 47(2), 427–465.',
    year: 1992,
    finding:
      'Size and book-to-market equity together capture the cross-section of average returns: small firms and high book-to-market (value) firms earned more.',
  },
  famaFrench1993: {
    citation:
      'Fama, E. F., & French, K. R. (1993). Common Risk Factors in the Returns on Stocks and Bonds. Journal of Financial Economics, 33(1), 3–56.',
    year: 1993,
    finding:
      'Size (SMB) and value (HML) factors explain a large part of the variation in stock returns.',
  },
  lsv1994: {
    citation:
      'Lakonishok, J., Shleifer, A., & Vishny, R. W. (1994). Contrarian Investment, Extrapolation, and Risk. Journal of Finance, 49(5), 1541–1578.',
    year: 1994,
    finding:
      'Value stocks (high book, earnings, cash flow or sales relative to price; low past sales growth) outperformed glamour stocks without being riskier.',
  },
  barbee1996: {
    citation:
      'Barbee, W. C., Mukherji, S., & Raines, G. A. (1996). Do Sales-Price and Debt-Equity Explain Stock Returns Better than Book-Market and Firm Size? Financial Analysts Journal, 52(2), 56–60.',
    year: 1996,
    finding:
      'The sales-to-price ratio had more explanatory power for returns than book-to-market or size.',
  },
  greenblatt2005: {
    citation: 'Greenblatt, J. (2005). The Little Book That Beats the Market. Hoboken, NJ: Wiley.',
    year: 2005,
    finding:
      'Ranking companies on earnings yield (EBIT / enterprise value) and return on capital selected portfolios that beat the market over 1988–2004.',
  },
  grayCarlisle2012: {
    citation:
      'Gray, W. R., & Carlisle, T. E. (2012). Quantitative Value: A Practitioner’s Guide to Automating Intelligent Investment and Eliminating Behavioral Errors. Hoboken, NJ: Wiley.',
    year: 2012,
    finding:
      'EBIT / enterprise value was the best-performing single valuation metric in their 1964–2011 tests.',
  },
  loughranWellman2011: {
    citation:
      'Loughran, T., & Wellman, J. W. (2011). New Evidence on the Relation between the Enterprise Multiple and Average Stock Returns. Journal of Financial and Quantitative Analysis, 46(6), 1629–1650.',
    year: 2011,
    finding: 'Firms with a low enterprise multiple (EV / EBITDA) earned higher subsequent returns.',
  },
  bravLehavy2003: {
    citation:
      'Brav, A., & Lehavy, R. (2003). An Empirical Analysis of Analysts’ Target Prices: Short-term Informativeness and Long-term Dynamics. Journal of Finance, 58(5), 1933–1967.',
    year: 2003,
    finding:
      'Target price revisions carry information for returns, but targets are optimistic on average.',
  },
  cooper2008: {
    citation:
      'Cooper, M. J., Gulen, H., & Schill, M. J. (2008). Asset Growth and the Cross-Section of Stock Returns. Journal of Finance, 63(4), 1609–1651.',
    year: 2008,
    finding:
      'Firms that grew their total assets fastest earned much lower subsequent returns than slow-growth firms.',
  },
  novyMarx2013: {
    citation:
      'Novy-Marx, R. (2013). The Other Side of Value: The Gross Profitability Premium. Journal of Financial Economics, 108(1), 1–28.',
    year: 2013,
    finding:
      'Gross profits to assets predicts returns about as well as book-to-market; profitable firms earned higher average returns.',
  },
  famaFrench2015: {
    citation:
      'Fama, E. F., & French, K. R. (2015). A Five-Factor Asset Pricing Model. Journal of Financial Economics, 116(1), 1–22.',
    year: 2015,
    finding:
      'Firms with robust operating profitability earned higher returns than weakly profitable firms (RMW factor).',
  },
  piotroski2000: {
    citation:
      'Piotroski, J. D. (2000). Value Investing: The Use of Historical Financial Statement Information to Separate Winners from Losers. Journal of Accounting Research, 38(Supplement), 1–41.',
    year: 2000,
    finding:
      'Among value stocks, those with a high F-score (8–9) beat those with a low one (0–1) by about 23% a year.',
  },
  altman1968: {
    citation:
      'Altman, E. I. (1968). Financial Ratios, Discriminant Analysis and the Prediction of Corporate Bankruptcy. Journal of Finance, 23(4), 589–609.',
    year: 1968,
    finding:
      'A weighted sum of five ratios (working capital, retained earnings, EBIT, market equity to liabilities, sales, each scaled) classified bankrupt manufacturers correctly in most cases one year ahead.',
  },
  chs2008: {
    citation:
      'Campbell, J. Y., Hilscher, J., & Szilagyi, J. (2008). In Search of Distress Risk. Journal of Finance, 63(6), 2899–2939.',
    year: 2008,
    finding:
      'A logit model of market-based profitability, leverage, past returns, volatility, size, cash and price predicts failure better than Altman Z; distressed stocks earned anomalously low returns.',
  },
  penman2007: {
    citation:
      'Penman, S. H., Richardson, S. A., & Tuna, I. (2007). The Book-to-Price Effect in Stock Returns: Accounting for Leverage. Journal of Accounting Research, 45(2), 427–467.',
    year: 2007,
    finding:
      'The financing-leverage component of book-to-price is negatively related to future returns.',
  },
  bmrr2007: {
    citation:
      'Boudoukh, J., Michaely, R., Richardson, M., & Roberts, M. R. (2007). On the Importance of Measuring Payout Yield: Implications for Empirical Asset Pricing. Journal of Finance, 62(2), 877–915.',
    year: 2007,
    finding:
      'Net payout yield (dividends plus repurchases minus issuance) predicts returns much better than dividend yield alone.',
  },
  ikenberry1995: {
    citation:
      'Ikenberry, D., Lakonishok, J., & Vermaelen, T. (1995). Market Underreaction to Open Market Share Repurchases. Journal of Financial Economics, 39(2–3), 181–208.',
    year: 1995,
    finding:
      'Firms announcing buybacks earned about 12% abnormal return over the next four years, most among value stocks.',
  },
  lakonishokVermaelen1990: {
    citation:
      'Lakonishok, J., & Vermaelen, T. (1990). Anomalous Price Behavior Around Repurchase Tender Offers. Journal of Finance, 45(2), 455–477.',
    year: 1990,
    finding: 'Stocks kept earning abnormal returns after repurchase tender offers.',
  },
  pontiffWoodgate2008: {
    citation:
      'Pontiff, J., & Woodgate, A. (2008). Share Issuance and Cross-sectional Returns. Journal of Finance, 63(2), 921–945.',
    year: 2008,
    finding:
      'Growth in shares outstanding predicts lower returns, more strongly than size, book-to-market or momentum.',
  },
  brs2006: {
    citation:
      'Bradshaw, M. T., Richardson, S. A., & Sloan, R. G. (2006). The Relation between Corporate Financing Activities, Analysts’ Forecasts and Stock Returns. Journal of Accounting and Economics, 42(1–2), 53–85.',
    year: 2006,
    finding:
      'Net external financing (equity plus debt raised, scaled by assets) is strongly negatively related to future returns.',
  },
  sloan1996: {
    citation:
      'Sloan, R. G. (1996). Do Stock Prices Fully Reflect Information in Accruals and Cash Flows about Future Earnings? The Accounting Review, 71(3), 289–315.',
    year: 1996,
    finding:
      'Earnings made of accruals rather than cash persist less; firms with high accruals earned lower subsequent returns.',
  },
  bernardThomas1989: {
    citation:
      'Bernard, V. L., & Thomas, J. K. (1989). Post-Earnings-Announcement Drift: Delayed Price Response or Risk Premium? Journal of Accounting Research, 27(Supplement), 1–36.',
    year: 1989,
    finding:
      'Prices keep drifting in the direction of an earnings surprise for weeks after the announcement.',
  },
  jegadeeshTitman1993: {
    citation:
      'Jegadeesh, N., & Titman, S. (1993). Returns to Buying Winners and Selling Losers: Implications for Stock Market Efficiency. Journal of Finance, 48(1), 65–91.',
    year: 1993,
    finding:
      'Stocks that rose most over the past 3–12 months kept outperforming losers over the next 3–12 months.',
  },
  georgeHwang2004: {
    citation:
      'George, T. J., & Hwang, C.-Y. (2004). The 52-Week High and Momentum Investing. Journal of Finance, 59(5), 2145–2176.',
    year: 2004,
    finding:
      'Stocks trading near their 52-week high outperformed those far from it; the effect explains much of momentum.',
  },
  ang2006: {
    citation:
      'Ang, A., Hodrick, R. J., Xing, Y., & Zhang, X. (2006). The Cross-Section of Volatility and Expected Returns. Journal of Finance, 61(1), 259–299.',
    year: 2006,
    finding: 'Stocks with high (idiosyncratic) volatility earned abysmally low average returns.',
  },
  banz1981: {
    citation:
      'Banz, R. W. (1981). The Relationship between Return and Market Value of Common Stocks. Journal of Financial Economics, 9(1), 3–18.',
    year: 1981,
    finding: 'Small firms earned higher risk-adjusted returns than large firms.',
  },
  amihud2002: {
    citation:
      'Amihud, Y. (2002). Illiquidity and Stock Returns: Cross-Section and Time-Series Effects. Journal of Financial Markets, 5(1), 31–56.',
    year: 2002,
    finding:
      'Less liquid stocks (large price impact per dollar traded) earned higher expected returns.',
  },
  arnottAsness2003: {
    citation:
      'Arnott, R. D., & Asness, C. S. (2003). Surprise! Higher Dividends = Higher Earnings Growth. Financial Analysts Journal, 59(1), 70–87.',
    year: 2003,
    finding: 'Higher payout ratios were followed by higher, not lower, future earnings growth.',
  },
  lynch1989: {
    citation:
      'Lynch, P., with Rothchild, J. (1989). One Up on Wall Street. New York: Simon & Schuster.',
    year: 1989,
    finding:
      'A fairly priced company’s P/E about equals its earnings growth rate; a P/E of half the growth rate is very positive, twice the growth rate very negative.',
  },
  jegadeesh1990: {
    citation:
      'Jegadeesh, N. (1990). Evidence of Predictable Behavior of Security Returns. Journal of Finance, 45(3), 881–898.',
    year: 1990,
    finding:
      'Monthly stock returns are negatively serially correlated: last month’s losers outperformed last month’s winners the next month (short-term reversal).',
  },
} satisfies Record<string, ResearchReference>;

type Def = Omit<MetricDefinition, 'id'>;

const valuation = {
  pe: {
    name: 'Price / earnings',
    category: 'valuation',
    formula:
      'Market capitalisation ÷ trailing-twelve-month net income (= price ÷ earnings per share on the same share count); null when earnings ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: { good: 10, poor: 20, text: 'Below 10 is cheap, above 20 is expensive.' },
    research: [R.basu1977, R.lsv1994],
    appliesToFinancials: true,
    description: 'How many years of current profits the share price pays for. Lower is cheaper.',
  },
  ps: {
    name: 'Price / sales',
    category: 'valuation',
    formula: 'Market capitalisation ÷ trailing-twelve-month revenue; null when revenue ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.barbee1996, R.lsv1994],
    appliesToFinancials: true,
    description: 'What investors pay for each dollar of yearly sales.',
  },
  pb: {
    name: 'Price / book',
    category: 'valuation',
    formula: 'Market capitalisation ÷ shareholders’ equity; null when equity ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.famaFrench1992],
    appliesToFinancials: true,
    description: 'Share price compared with the accounting net worth per share.',
  },
  pfcf: {
    name: 'Price / free cash flow',
    category: 'valuation',
    formula:
      'Market capitalisation ÷ trailing-twelve-month free cash flow (operating cash flow − capex); null when FCF ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.lsv1994],
    appliesToFinancials: false,
    description:
      'What investors pay for each dollar of cash the business generates after investment.',
  },
  pcf: {
    name: 'Price / operating cash flow',
    category: 'valuation',
    formula:
      'Market capitalisation ÷ trailing-twelve-month operating cash flow; null when it is ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.lsv1994],
    appliesToFinancials: false,
    description: 'What investors pay for each dollar of operating cash flow.',
  },
  evEbit: {
    name: 'EV / EBIT',
    category: 'valuation',
    formula:
      'Enterprise value ÷ trailing-twelve-month operating income (EBIT); null when EBIT ≤ 0 or EV ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.greenblatt2005, R.grayCarlisle2012, R.loughranWellman2011],
    appliesToFinancials: false,
    description:
      'The price of the whole business (equity plus net debt) relative to its operating profit.',
  },
  evSales: {
    name: 'EV / sales',
    category: 'valuation',
    formula: 'Enterprise value ÷ trailing-twelve-month revenue; null when revenue ≤ 0 or EV ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.barbee1996],
    appliesToFinancials: false,
    description: 'The price of the whole business relative to its yearly sales.',
  },
  earningsYield: {
    name: 'Earnings yield',
    category: 'valuation',
    formula:
      'Trailing-twelve-month net income ÷ market capitalisation (the inverse of P/E, defined for losses too).',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.basu1977],
    appliesToFinancials: true,
    description: 'Yearly profit as a percentage of the share price; negative for loss makers.',
  },
  fcfYield: {
    name: 'Free cash flow yield',
    category: 'valuation',
    formula: 'Trailing-twelve-month free cash flow ÷ market capitalisation.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.lsv1994],
    appliesToFinancials: false,
    description: 'Free cash generated in a year as a percentage of the company’s market value.',
  },
  bookToMarket: {
    name: 'Book-to-market',
    category: 'valuation',
    formula:
      'Shareholders’ equity ÷ market capitalisation; null when equity ≤ 0 (as in Fama & French).',
    unit: 'ratio',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.famaFrench1992, R.famaFrench1993, R.lsv1994],
    appliesToFinancials: true,
    description: 'Accounting net worth relative to market value; high values mark value stocks.',
  },
  salesToPrice: {
    name: 'Sales-to-price',
    category: 'valuation',
    formula:
      'Trailing-twelve-month revenue ÷ market capitalisation (0 for a company without revenue).',
    unit: 'ratio',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.barbee1996, R.lsv1994],
    appliesToFinancials: true,
    description: 'Yearly sales per dollar of market value; the inverse of price / sales.',
  },
  forwardPe: {
    name: 'Forward P/E',
    category: 'valuation',
    formula:
      'Last close ÷ analysts’ consensus EPS for next year (else the provider’s forward P/E); null when expected EPS ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'Price relative to the earnings analysts expect next year.',
  },
  analystUpside: {
    name: 'Analyst upside',
    category: 'valuation',
    formula: 'Consensus target price ÷ last close − 1.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.bravLehavy2003],
    appliesToFinancials: true,
    description:
      'How far the analysts’ average price target lies above (or below) the current price.',
  },
  evEbitda: {
    name: 'EV / EBITDA',
    category: 'valuation',
    formula:
      'Enterprise value ÷ trailing-twelve-month EBITDA (operating income + depreciation and amortisation of the same window); null when EBITDA ≤ 0 or EV ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.loughranWellman2011],
    appliesToFinancials: false,
    description:
      'The enterprise multiple: the price of the whole business relative to its operating profit before depreciation.',
  },
  evFcf: {
    name: 'EV / free cash flow',
    category: 'valuation',
    formula:
      'Enterprise value ÷ trailing-twelve-month free cash flow (operating cash flow − capex); null when FCF ≤ 0 or EV ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description:
      'The price of the whole business (equity plus net debt) relative to the cash it generates after investment.',
  },
  peg: {
    name: 'PEG ratio',
    category: 'valuation',
    formula:
      'P/E ÷ (3-year EPS CAGR × 100), i.e. P/E per percentage point of yearly EPS growth; null when P/E is not defined or the growth rate ≤ 0.',
    unit: 'ratio',
    direction: 'lower',
    rulesOfThumb: {
      good: 1,
      poor: 2,
      text: 'Around 1 is fairly priced for its growth (Lynch); below 1 is cheap, above 2 expensive.',
    },
    research: [R.lynch1989],
    appliesToFinancials: true,
    description:
      'P/E adjusted for growth: how much investors pay for each point of earnings growth.',
  },
  forwardEarningsYield: {
    name: 'Forward earnings yield',
    category: 'valuation',
    formula:
      '1 ÷ forward P/E (analysts’ next-year EPS ÷ last close); null when forward P/E is null.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'Next year’s expected profit per share as a percentage of the share price.',
  },
} satisfies Partial<Record<MetricId, Def>>;

const growth = {
  revenueGrowth1y: {
    name: 'Revenue growth (1 year)',
    category: 'growth',
    formula:
      'Trailing-twelve-month revenue ÷ the same figure one year earlier − 1; null when the earlier figure ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.lsv1994],
    appliesToFinancials: true,
    description: 'How much yearly sales grew over the last year.',
  },
  revenueCagr3y: {
    name: 'Revenue growth (3-year CAGR)',
    category: 'growth',
    formula:
      '(Revenue now ÷ revenue three years earlier)^(1/3) − 1; null when the start value ≤ 0 or the end value < 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.lsv1994],
    appliesToFinancials: true,
    description: 'The average yearly sales growth over three years.',
  },
  revenueCagr5y: {
    name: 'Revenue growth (5-year CAGR)',
    category: 'growth',
    formula:
      '(Revenue now ÷ revenue five years earlier)^(1/5) − 1; null when the start value ≤ 0 or the end value < 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.lsv1994],
    appliesToFinancials: true,
    description: 'The average yearly sales growth over five years.',
  },
  epsGrowth1y: {
    name: 'EPS growth (1 year)',
    category: 'growth',
    formula:
      'Trailing-twelve-month earnings per share (net income ÷ split-consistent diluted shares) ÷ the same one year earlier − 1; null when the earlier EPS ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'How much profit per share grew over the last year.',
  },
  epsCagr3y: {
    name: 'EPS growth (3-year CAGR)',
    category: 'growth',
    formula:
      '(EPS now ÷ EPS three years earlier)^(1/3) − 1 on split-consistent share counts; null when the start EPS ≤ 0 or the end EPS < 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'The average yearly growth of profit per share over three years.',
  },
  epsCagr5y: {
    name: 'EPS growth (5-year CAGR)',
    category: 'growth',
    formula:
      '(EPS now ÷ EPS five years earlier)^(1/5) − 1 on split-consistent share counts; null when the start EPS ≤ 0 or the end EPS < 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'The average yearly growth of profit per share over five years.',
  },
  netIncomeGrowth1y: {
    name: 'Net income growth (1 year)',
    category: 'growth',
    formula:
      'Trailing-twelve-month net income ÷ the same one year earlier − 1; null when the earlier figure ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'How much total profit grew over the last year.',
  },
  fcfGrowth1y: {
    name: 'Free cash flow growth (1 year)',
    category: 'growth',
    formula:
      'Trailing-twelve-month free cash flow ÷ the same one year earlier − 1; null when the earlier figure ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description: 'How much free cash flow grew over the last year.',
  },
  fcfCagr3y: {
    name: 'Free cash flow growth (3-year CAGR)',
    category: 'growth',
    formula:
      '(FCF now ÷ FCF three years earlier)^(1/3) − 1; null when the start value ≤ 0 or the end value < 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description: 'The average yearly growth of free cash flow over three years.',
  },
  assetGrowth1y: {
    name: 'Asset growth (1 year)',
    category: 'growth',
    formula: 'Total assets ÷ total assets one year earlier − 1; null when the earlier figure ≤ 0.',
    unit: 'percent',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.cooper2008],
    appliesToFinancials: true,
    description:
      'How fast the balance sheet grew; fast asset growth has historically preceded weak returns.',
  },
  equityGrowth1y: {
    name: 'Book equity growth (1 year)',
    category: 'growth',
    formula:
      'Shareholders’ equity ÷ equity one year earlier (balance sheet within ± 60 days of a year before) − 1; null when the earlier equity ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'How much the accounting net worth grew over the last year.',
  },
  netIncomeCagr3y: {
    name: 'Net income growth (3-year CAGR)',
    category: 'growth',
    formula:
      '(Trailing-twelve-month net income ÷ the same three years earlier)^(1/3) − 1; null when the start value ≤ 0 or the end value < 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'The average yearly growth of total profit over three years.',
  },
  revenuePerShareGrowth1y: {
    name: 'Revenue per share growth (1 year)',
    category: 'growth',
    formula:
      'Trailing-twelve-month revenue ÷ split-consistent diluted shares at the window end, ÷ the same one year earlier − 1; null when the earlier figure ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.lsv1994],
    appliesToFinancials: true,
    description: 'Sales growth per share, so that growth bought with new shares does not count.',
  },
} satisfies Partial<Record<MetricId, Def>>;

const profitability = {
  roe: {
    name: 'Return on equity',
    category: 'profitability',
    formula:
      'Trailing-twelve-month net income ÷ shareholders’ equity (latest balance sheet); null when equity ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: { good: 0.15, poor: 0.1, text: 'Around 15% or more is good, below 10% is poor.' },
    research: [R.famaFrench2015],
    appliesToFinancials: true,
    description: 'Profit earned on the shareholders’ money in the business.',
  },
  roa: {
    name: 'Return on assets',
    category: 'profitability',
    formula:
      'Trailing-twelve-month net income ÷ total assets (latest balance sheet); null when assets ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.piotroski2000],
    appliesToFinancials: true,
    description: 'Profit earned on everything the company owns.',
  },
  roic: {
    name: 'Return on invested capital',
    category: 'profitability',
    formula:
      'Operating income × (1 − US federal statutory tax rate: 35% for periods ending before 2018, 21% after) ÷ (equity + total debt − cash); null when invested capital ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: { good: 0.1, poor: 0.05, text: 'Above 10% is good, below 5% is poor.' },
    research: [R.greenblatt2005],
    appliesToFinancials: false,
    description:
      'After-tax operating profit earned on the capital lenders and shareholders put in.',
  },
  croic: {
    name: 'Cash return on invested capital',
    category: 'profitability',
    formula:
      'Trailing-twelve-month free cash flow ÷ (equity + total debt − cash); null when invested capital ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description: 'Free cash generated on the capital lenders and shareholders put in.',
  },
  gpa: {
    name: 'Gross profits to assets',
    category: 'profitability',
    formula: 'Trailing-twelve-month gross profit ÷ total assets; null when assets ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.novyMarx2013],
    appliesToFinancials: false,
    description:
      'Gross profit per dollar of assets, the cleanest accounting measure of economic profitability.',
  },
  grossMargin: {
    name: 'Gross margin',
    category: 'profitability',
    formula: 'Trailing-twelve-month gross profit ÷ revenue; null when revenue ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.novyMarx2013],
    appliesToFinancials: false,
    description: 'Share of sales left after the direct cost of the goods or services sold.',
  },
  operatingMargin: {
    name: 'Operating margin',
    category: 'profitability',
    formula: 'Trailing-twelve-month operating income ÷ revenue; null when revenue ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.famaFrench2015],
    appliesToFinancials: true,
    description: 'Share of sales left after all operating costs.',
  },
  netMargin: {
    name: 'Net margin',
    category: 'profitability',
    formula: 'Trailing-twelve-month net income ÷ revenue; null when revenue ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'Share of sales that ends up as profit for shareholders.',
  },
  fcfMargin: {
    name: 'Free cash flow margin',
    category: 'profitability',
    formula: 'Trailing-twelve-month free cash flow ÷ revenue; null when revenue ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description: 'Share of sales that becomes free cash after investment.',
  },
  assetTurnover: {
    name: 'Asset turnover',
    category: 'profitability',
    formula: 'Trailing-twelve-month revenue ÷ total assets; null when assets ≤ 0.',
    unit: 'times',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.piotroski2000],
    appliesToFinancials: false,
    description: 'Sales generated per dollar of assets; a measure of efficiency.',
  },
  ebitdaMargin: {
    name: 'EBITDA margin',
    category: 'profitability',
    formula:
      '(Trailing-twelve-month operating income + depreciation and amortisation of the same window) ÷ revenue of that window; null when revenue ≤ 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description: 'Share of sales left as operating profit before depreciation and amortisation.',
  },
} satisfies Partial<Record<MetricId, Def>>;

const health = {
  netDebtToEquity: {
    name: 'Net debt / equity',
    category: 'health',
    formula: '(Total debt − cash) ÷ shareholders’ equity; null when equity ≤ 0.',
    unit: 'ratio',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.penman2007],
    appliesToFinancials: false,
    description:
      'Borrowings net of cash relative to the shareholders’ stake; negative means net cash.',
  },
  debtToEquity: {
    name: 'Debt / equity',
    category: 'health',
    formula: 'Total debt ÷ shareholders’ equity; null when equity ≤ 0.',
    unit: 'ratio',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.penman2007],
    appliesToFinancials: false,
    description: 'Borrowings relative to the shareholders’ stake.',
  },
  debtToAssets: {
    name: 'Debt / assets',
    category: 'health',
    formula: 'Total debt ÷ total assets; null when assets ≤ 0.',
    unit: 'ratio',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.penman2007],
    appliesToFinancials: false,
    description: 'Share of the assets financed by borrowing.',
  },
  liabilitiesToAssets: {
    name: 'Liabilities / assets',
    category: 'health',
    formula:
      'Total liabilities (reported, else total assets − equity) ÷ total assets; null when assets ≤ 0.',
    unit: 'ratio',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.chs2008],
    appliesToFinancials: false,
    description: 'Share of the assets owed to others rather than owned by shareholders.',
  },
  cashToDebt: {
    name: 'Cash / debt',
    category: 'health',
    formula: 'Cash ÷ total debt; null when debt ≤ 0 (no debt: the ratio is unbounded).',
    unit: 'ratio',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description: 'How much of the debt could be repaid with the cash on hand.',
  },
  interestCoverage: {
    name: 'Interest coverage',
    category: 'health',
    formula:
      'Trailing-twelve-month operating income ÷ interest expense; null when interest expense ≤ 0.',
    unit: 'times',
    direction: 'higher',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description: 'How many times operating profit covers the interest bill.',
  },
  currentRatio: {
    name: 'Current ratio',
    category: 'health',
    formula: 'Current assets ÷ current liabilities; null when current liabilities ≤ 0.',
    unit: 'ratio',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.piotroski2000],
    appliesToFinancials: false,
    description: 'Short-term assets relative to bills due within a year.',
  },
  altmanZ: {
    name: 'Altman Z-score (reduced)',
    category: 'health',
    formula:
      '1.2 × working capital ÷ assets (only when current assets and liabilities are known) + 3.3 × EBIT ÷ assets + 0.6 × market capitalisation ÷ total liabilities + 1.0 × sales ÷ assets; the retained-earnings term (1.4 × RE ÷ assets) is not in the data and is left out, so scores run lower than the 1968 zones.',
    unit: 'score',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.altman1968],
    appliesToFinancials: false,
    description:
      'A weighted mix of profitability, leverage and efficiency ratios; lower scores point to distress.',
  },
  defaultProbability: {
    name: 'Default probability (1 year)',
    category: 'health',
    formula:
      'Campbell–Hilscher–Szilagyi (2008) 12-month logit of net income ÷ (market cap + liabilities), liabilities ÷ (market cap + liabilities), past excess return, volatility, relative size, cash, market-to-book and price; the monthly probability is expressed as a yearly one, 1 − (1 − p)^12.',
    unit: 'probability',
    direction: 'lower',
    rulesOfThumb: { poor: 0.25, text: 'Above 25% is a concern.' },
    research: [R.chs2008],
    appliesToFinancials: false,
    description:
      'The estimated chance that the company fails (bankruptcy, delisting for performance) within a year.',
  },
  piotroskiF: {
    name: 'Piotroski F-score',
    category: 'health',
    formula:
      'One point each for ROA > 0, operating cash flow > 0, rising ROA, cash flow > net income, falling leverage, rising current ratio, no new shares, rising gross margin and rising asset turnover; with some signals unavailable, points ÷ available signals × 9 (null below 6 available signals).',
    unit: 'score',
    direction: 'higher',
    rulesOfThumb: {
      good: 8,
      poor: 1,
      text: '8–9 is strong, 0–1 is weak (Piotroski’s high and low groups).',
    },
    research: [R.piotroski2000],
    appliesToFinancials: false,
    description:
      'Nine yes/no tests of profitability, financing and efficiency; higher means improving fundamentals.',
  },
  debtToEbitda: {
    name: 'Debt / EBITDA',
    category: 'health',
    formula:
      'Total debt ÷ trailing-twelve-month EBITDA (operating income + depreciation and amortisation); null when EBITDA ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description:
      'How many years of operating profit before depreciation it would take to repay the debt.',
  },
  equityMultiplier: {
    name: 'Equity multiplier',
    category: 'health',
    formula:
      'Total assets ÷ shareholders’ equity (the DuPont leverage term); null when equity ≤ 0.',
    unit: 'times',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.penman2007],
    appliesToFinancials: true,
    description:
      'Assets per dollar of shareholders’ equity; higher means more of the balance sheet is financed by others.',
  },
  cashToAssets: {
    name: 'Cash / assets',
    category: 'health',
    formula: 'Cash ÷ total assets; null when assets ≤ 0 or cash < 0.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.chs2008],
    appliesToFinancials: false,
    description:
      'Share of the assets held as cash, a liquidity buffer (higher cash lowers distress risk).',
  },
} satisfies Partial<Record<MetricId, Def>>;

const payout = {
  dividendYield: {
    name: 'Dividend yield',
    category: 'payout',
    formula:
      'Dividends per share with an ex-date in the last 12 months ÷ last close; when no ex-date falls in that window, trailing-twelve-month dividends paid ÷ market capitalisation.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.bmrr2007],
    appliesToFinancials: true,
    description: 'Cash dividends of the last year as a percentage of the share price.',
  },
  buybackYield: {
    name: 'Buyback yield',
    category: 'payout',
    formula:
      '(Diluted shares one year earlier − diluted shares now) ÷ shares now, split-consistent: the value of the shares retired at today’s price over today’s market capitalisation; negative for net issuance.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.ikenberry1995, R.lakonishokVermaelen1990, R.bmrr2007],
    appliesToFinancials: true,
    description: 'The share of the company bought back (net of new shares) over the last year.',
  },
  debtPaydownYield: {
    name: 'Debt paydown yield',
    category: 'payout',
    formula: '(Total debt one year earlier − total debt now) ÷ market capitalisation.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.brs2006],
    appliesToFinancials: false,
    description: 'Debt repaid over the last year as a percentage of market value.',
  },
  netPayoutYield: {
    name: 'Net payout yield',
    category: 'payout',
    formula: 'Dividend yield + buyback yield.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.bmrr2007],
    appliesToFinancials: true,
    description:
      'Everything returned to shareholders (dividends and net buybacks) as a percentage of market value.',
  },
  shareholderYield: {
    name: 'Shareholder yield',
    category: 'payout',
    formula: 'Dividend yield + buyback yield + debt paydown yield.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.bmrr2007, R.brs2006],
    appliesToFinancials: false,
    description: 'Cash returned to shareholders and lenders as a percentage of market value.',
  },
  payoutRatio: {
    name: 'Payout ratio',
    category: 'payout',
    formula:
      'Dividend yield × market capitalisation ÷ trailing-twelve-month net income; null when net income ≤ 0.',
    unit: 'percent',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [R.arnottAsness2003],
    appliesToFinancials: true,
    description: 'Share of profit paid out as dividends.',
  },
  sharesChange1y: {
    name: 'Share count change (1 year)',
    category: 'payout',
    formula: 'Diluted shares now ÷ diluted shares one year earlier − 1, split-consistent.',
    unit: 'percent',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.pontiffWoodgate2008],
    appliesToFinancials: true,
    description:
      'How much the number of shares grew (dilution) or shrank (buybacks) over the last year.',
  },
  dividendPayoutFcf: {
    name: 'Dividends / free cash flow',
    category: 'payout',
    formula:
      'Dividend yield × market capitalisation ÷ trailing-twelve-month free cash flow; null when FCF ≤ 0.',
    unit: 'percent',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description:
      'Share of free cash flow paid out as dividends; above 100% the dividend is not covered by cash generation.',
  },
} satisfies Partial<Record<MetricId, Def>>;

const quality = {
  sloanRatio: {
    name: 'Sloan accrual ratio',
    category: 'earnings-quality',
    formula:
      '(Trailing-twelve-month net income − operating cash flow) ÷ average total assets (latest and one year earlier).',
    unit: 'percent',
    direction: 'lower',
    rulesOfThumb: {
      poor: 0.1,
      text: 'Safe between −10% and 10%; beyond that, earnings rest heavily on accruals.',
    },
    research: [R.sloan1996],
    appliesToFinancials: false,
    description:
      'How much of the profit is accounting accruals rather than cash; high values flag low-quality earnings.',
  },
  cashConversion: {
    name: 'Cash conversion',
    category: 'earnings-quality',
    formula: 'Trailing-twelve-month operating cash flow ÷ net income; null when net income ≤ 0.',
    unit: 'ratio',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.sloan1996],
    appliesToFinancials: false,
    description: 'Cash flow produced per dollar of reported profit.',
  },
  externalFinancingRatio: {
    name: 'External financing',
    category: 'earnings-quality',
    formula:
      '(Net equity financing + net debt financing) ÷ average total assets; net equity = shares issued − repurchased − dividends (from the share-count change valued at market cap when amounts are not reported), net debt = debt issued − repaid (else the change in total debt).',
    unit: 'percent',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.brs2006],
    appliesToFinancials: false,
    description:
      'Money raised from shareholders and lenders over the last year relative to the balance sheet.',
  },
  earningsSurprise: {
    name: 'Earnings surprise',
    category: 'earnings-quality',
    formula:
      'Mean surprise (actual vs consensus EPS, %) of the last four announcements within 15 months.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.bernardThomas1989],
    appliesToFinancials: true,
    description:
      'By how much reported earnings beat (or missed) what analysts expected, on average.',
  },
} satisfies Partial<Record<MetricId, Def>>;

const momentum = {
  momentum3m: {
    name: 'Momentum (3 months)',
    category: 'momentum',
    formula:
      'Close now ÷ close three calendar months earlier − 1 (daily closes when they cover the window, else month-end closes).',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.jegadeeshTitman1993],
    appliesToFinancials: true,
    description: 'Price change over the last three months.',
  },
  momentum6m: {
    name: 'Momentum (6 months)',
    category: 'momentum',
    formula: 'Close now ÷ close six calendar months earlier − 1.',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.jegadeeshTitman1993],
    appliesToFinancials: true,
    description: 'Price change over the last six months.',
  },
  momentum12_1: {
    name: 'Momentum (12−1 months)',
    category: 'momentum',
    formula:
      'Close one month ago ÷ close twelve months ago − 1 (skips the last month, which tends to reverse).',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.jegadeeshTitman1993],
    appliesToFinancials: true,
    description: 'Price change from a year ago to a month ago, the classic momentum signal.',
  },
  high52wRatio: {
    name: 'Price / 52-week high',
    category: 'momentum',
    formula: 'Last close ÷ highest close of the last 52 weeks (daily, else month-end closes).',
    unit: 'ratio',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.georgeHwang2004],
    appliesToFinancials: true,
    description: 'How close the price is to its one-year high (1 = at the high).',
  },
  volatility1y: {
    name: 'Volatility (1 year)',
    category: 'momentum',
    formula:
      'Standard deviation of daily returns over the last year × √252 (else of monthly returns × √12).',
    unit: 'percent',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.ang2006],
    appliesToFinancials: true,
    description: 'How much the price swings, as a yearly percentage.',
  },
  momentum1m: {
    name: 'Price change (1 month)',
    category: 'momentum',
    formula: 'Close now ÷ close one calendar month earlier − 1 (daily closes, else month-end).',
    unit: 'percent',
    direction: 'lower',
    rulesOfThumb: null,
    research: [R.jegadeesh1990],
    appliesToFinancials: true,
    description:
      'Price change over the last month; last month’s winners have tended to give some of it back (short-term reversal), so lower ranks better.',
  },
  momentum12m: {
    name: 'Price change (12 months)',
    category: 'momentum',
    formula: 'Close now ÷ close twelve calendar months earlier − 1 (daily closes, else month-end).',
    unit: 'percent',
    direction: 'higher',
    rulesOfThumb: null,
    research: [R.jegadeeshTitman1993],
    appliesToFinancials: true,
    description: 'Price change over the last year, including the latest month.',
  },
  maxDrawdown1y: {
    name: 'Maximum drawdown (1 year)',
    category: 'momentum',
    formula:
      'Largest fall from a running high to a later close within the last year: max of 1 − close ÷ highest close so far (daily closes, else at least 10 month-end closes); 0 when the price never fell below an earlier high.',
    unit: 'percent',
    direction: 'lower',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'The worst peak-to-trough loss a holder could have suffered over the last year.',
  },
} satisfies Partial<Record<MetricId, Def>>;

const size = {
  marketCap: {
    name: 'Market capitalisation',
    category: 'size',
    formula: 'Last close × shares outstanding on the price’s share basis (see compute-metrics.ts).',
    unit: 'usd',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [R.banz1981, R.famaFrench1992],
    appliesToFinancials: true,
    description: 'What the stock market values the whole company at.',
  },
  enterpriseValue: {
    name: 'Enterprise value',
    category: 'size',
    formula: 'Market capitalisation + total debt − cash.',
    unit: 'usd',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [R.loughranWellman2011],
    appliesToFinancials: false,
    description: 'The price of the whole business: shares plus debt, minus cash.',
  },
  avgDollarVolume: {
    name: 'Average dollar volume (3 months)',
    category: 'size',
    formula:
      'Mean of close × volume over the trading days of the last three months (else the provider’s average volume × last close).',
    unit: 'usd',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [R.amihud2002],
    appliesToFinancials: true,
    description:
      'How many dollars of the stock change hands on a typical day; a liquidity measure.',
  },
  revenueTtm: {
    name: 'Revenue (TTM)',
    category: 'size',
    formula:
      'Trailing-twelve-month revenue (four latest quarters, else fiscal year, else TTM row).',
    unit: 'usd',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'Sales of the last twelve months.',
  },
  netIncomeTtm: {
    name: 'Net income (TTM)',
    category: 'size',
    formula:
      'Trailing-twelve-month net income (four latest quarters, else fiscal year, else TTM row).',
    unit: 'usd',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: true,
    description: 'Profit of the last twelve months; negative for loss makers.',
  },
  freeCashFlowTtm: {
    name: 'Free cash flow (TTM)',
    category: 'size',
    formula:
      'Trailing-twelve-month free cash flow as reported, else operating cash flow − capex of the same window.',
    unit: 'usd',
    direction: 'neutral',
    rulesOfThumb: null,
    research: [],
    appliesToFinancials: false,
    description: 'Cash generated in the last twelve months after capital investment.',
  },
} satisfies Partial<Record<MetricId, Def>>;

const definitions: Record<MetricId, Def> = {
  ...valuation,
  ...growth,
  ...profitability,
  ...health,
  ...payout,
  ...quality,
  ...momentum,
  ...size,
};

export const METRIC_CATALOGUE: Record<MetricId, MetricDefinition> = Object.fromEntries(
  Object.entries(definitions).map(([id, def]) => [id, { id: id as MetricId, ...def }]),
) as Record<MetricId, MetricDefinition>;
