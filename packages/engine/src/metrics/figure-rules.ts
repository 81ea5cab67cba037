import type { Calculation, Figures } from './calculation';
import { buybackBasis } from './categories/payout';
import type { MetricId, MetricValues } from './metric-id';
import { overPositive, positive, TCJA_START } from './ratios';

/*
 * Figures that are not what they seem (ADR 048). Run after every category has computed its
 * metrics, before the final guards: a measure that would reward a one-off, a near-zero
 * denominator or a data error is put on an operating basis or left out (null), and a NOTE says
 * so. Notes are codes with their figures — the apps render them from their own catalogues (en,
 * es, uk); the engine writes no sentence.
 *
 * 1. One-off income (Fairfield, Sweeney & Yohn 1996; Penman 2013 "core earnings"; not for
 *    financial companies): net income
 *    above the operating result of the same window by more than ONE_OFF_MARGIN × |operating
 *    income| and by more than ONE_OFF_ASSETS_MARGIN × total assets is not from operations. The
 *    earnings measures then use operating earnings (operating income after the statutory tax
 *    rate: 21% from 2018, 35% before) and the growth rates of EPS and net income are left out.
 *    Without an operating income, gross profit (else revenue) of the same window is an upper
 *    bound of it: net income above the bound is a one-off too, and the earnings measures are
 *    then left out (the operating earnings are unknown).
 * 2. Negative or tiny equity (Fama & French 1992 drop negative book equity): equity ≤ 0 or below
 *    MIN_EQUITY_TO_ASSETS of total assets (3% for a financial company) leaves out book-to-market, P/B, ROE and the
 *    debt-to-equity ratios, whose denominators then carry no meaning.
 * 3. Tiny revenue (Chan, Karceski & Lakonishok 2003 on growth from small bases; not for financial
 *    companies): revenue under
 *    MIN_REVENUE_TO_ASSETS of total assets leaves out margins, sales yield, P/S and EV/sales; a
 *    revenue growth whose base is under that share of today's total assets is left out. Relative,
 *    not in dollars: a company's size is the investable universe's rule (ADR 049), not this one.
 * 4. Beyond plausible bounds (Ince & Porter 2006 on screening vendor data): a yield, multiple,
 *    share-count change or EPS growth past IMPLAUSIBLE (e.g. an earnings yield above 100%, shares
 *    ×10 in a year) is a data or share-count error (a reverse split the split detection missed, a
 *    count in thousands), left out with the measures that rest on it.
 */

/** One-off rule: the excess must pass 10% of |operating income| … */
export const ONE_OFF_MARGIN = 0.1;
/** … and 1% of total assets (so that interest on cash of a company near break-even is not one). */
export const ONE_OFF_ASSETS_MARGIN = 0.01;
/** Equity below 5% of total assets (or ≤ 0) is "tiny" for book-based ratios … */
export const MIN_EQUITY_TO_ASSETS = 0.05;
/** … below 3% for a financial company (Basel III's minimum leverage ratio; banks run at 5–12%). */
export const MIN_EQUITY_TO_ASSETS_FINANCIAL = 0.03;
/** Revenue (trailing twelve months, or a growth rate's base) under 2% of total assets is "tiny". */
export const MIN_REVENUE_TO_ASSETS = 0.02;

/**
 * Bounds past which a measure is implausible, and the measures left out with it. The share count's
 * yearly change first: shares ×10 or −90% in a year is a share count on another basis (a split
 * missed, a count in thousands) far more often than dilution or buybacks, and every per-share
 * comparison over that year is then wrong too.
 */
export const IMPLAUSIBLE: readonly {
  metric: MetricId;
  above: number;
  below?: number;
  with: MetricId[];
}[] = [
  {
    metric: 'sharesChange1y',
    above: 9,
    below: -0.9,
    with: ['epsGrowth1y', 'epsCagr3y', 'epsCagr5y', 'revenuePerShareGrowth1y', 'peg'],
  },
  { metric: 'epsGrowth1y', above: 10, with: [] },
  { metric: 'epsCagr3y', above: 2, with: ['peg'] },
  { metric: 'epsCagr5y', above: 1.5, with: [] },
  { metric: 'earningsYield', above: 1, with: ['pe', 'peg'] },
  { metric: 'fcfYield', above: 1, with: ['pfcf'] },
  { metric: 'bookToMarket', above: 10, with: ['pb'] },
  { metric: 'salesToPrice', above: 50, with: ['ps'] },
  { metric: 'dividendYield', above: 0.5, with: [] },
  { metric: 'buybackYield', above: 1, with: [] },
  { metric: 'netPayoutYield', above: 1, with: [] },
  { metric: 'shareholderYield', above: 1, with: [] },
  { metric: 'debtPaydownYield', above: 1, with: [] },
];

/** The measures each rule acts on (the page names them). */
export const ONE_OFF_OPERATING: readonly MetricId[] = [
  'earningsYield',
  'pe',
  'roe',
  'roa',
  'netMargin',
];
export const ONE_OFF_LEFT_OUT: readonly MetricId[] = [
  'epsGrowth1y',
  'epsCagr3y',
  'epsCagr5y',
  'netIncomeGrowth1y',
  'netIncomeCagr3y',
  'peg',
];
export const EQUITY_LEFT_OUT: readonly MetricId[] = [
  'bookToMarket',
  'pb',
  'roe',
  'netDebtToEquity',
  'debtToEquity',
  'equityMultiplier',
];
export const REVENUE_LEFT_OUT: readonly MetricId[] = [
  'grossMargin',
  'operatingMargin',
  'netMargin',
  'fcfMargin',
  'ebitdaMargin',
  'salesToPrice',
  'ps',
  'evSales',
];
const REVENUE_GROWTH: readonly MetricId[] = [
  'revenueGrowth1y',
  'revenueCagr3y',
  'revenueCagr5y',
  'revenuePerShareGrowth1y',
];

/** Operating income, or (when missing) an upper bound of it: gross profit, else revenue. */
export type OperatingBasis = 'operatingIncome' | 'grossProfit' | 'revenue';

/** A note on a company's figures: a code with its numbers (ADR 048). Amounts in dollars. */
export type FigureNote =
  | {
      code: 'oneOffIncome';
      /** Net income − the operating result (the part not from operations). */
      amount: number;
      netIncome: number;
      operatingResult: number;
      basis: OperatingBasis;
      metrics: MetricId[];
    }
  | {
      code: 'negativeEquity' | 'tinyEquity';
      equity: number;
      totalAssets: number | null;
      metrics: MetricId[];
    }
  | {
      code: 'tinyRevenue' | 'tinyRevenueBase';
      revenue: number;
      totalAssets: number;
      metrics: MetricId[];
    }
  | {
      code: 'implausibleValue';
      metric: MetricId;
      value: number;
      bound: number;
      metrics: MetricId[];
    };

export type FigureNoteCode = FigureNote['code'];

const nullAll = (v: MetricValues, ids: readonly MetricId[]): MetricId[] => {
  const touched: MetricId[] = [];
  for (const id of ids) {
    if (v[id] !== null && v[id] !== undefined) touched.push(id);
    v[id] = null;
  }
  return touched;
};

/** Applies the four rules to one company's metrics in place; returns the notes. */
export function applyFigureRules(f: Figures, v: MetricValues, c: Calculation): FigureNote[] {
  const notes: FigureNote[] = [];
  // A financial company's "operating income" is no operating result in these data (Regions:
  // $53 million beside $2.2 billion of net income): the one-off rule is for the others.
  if (!c.prepared.isFinancial) oneOffRule(f, v, c, notes);
  equityRule(f, v, c.prepared.isFinancial, notes);
  // A financial company's revenue is small beside its balance sheet by nature (and its margins
  // do not apply, ADR 029): the tiny-revenue rule is for the others.
  if (!c.prepared.isFinancial) revenueRule(f, v, c, notes);
  boundsRule(f, v, notes);
  return notes;
}

/**
 * The operating result of the window of net income: operating income of the same window. Without
 * it, an upper bound of it — gross profit, else revenue, of the same window (operating income is
 * never above either): net income above that bound cannot come from operations, but the operating
 * earnings themselves are unknown, so the earnings measures are then left out.
 */
function operatingResult(
  f: Figures,
  c: Calculation,
): { value: number; basis: OperatingBasis; end: number } | null {
  const ebit = c.sameWindow('operatingIncome', f.operatingIncome, f.netIncome);
  if (ebit !== null) return { value: ebit.value, basis: 'operatingIncome', end: ebit.end };
  const gp = c.sameWindow('grossProfit', f.grossProfit, f.netIncome);
  if (gp !== null) return { value: gp.value, basis: 'grossProfit', end: gp.end };
  const rev = c.sameWindow('revenue', f.revenue, f.netIncome);
  return rev === null ? null : { value: rev.value, basis: 'revenue', end: rev.end };
}

function oneOffRule(f: Figures, v: MetricValues, c: Calculation, notes: FigureNote[]): void {
  const { ni, marketCap, equity, assets } = f;
  if (ni === null) return;
  const op = operatingResult(f, c);
  if (op === null) return;
  const excess = ni - op.value;
  const margin = Math.max(
    ONE_OFF_MARGIN * Math.abs(op.value),
    assets !== null && assets > 0 ? ONE_OFF_ASSETS_MARGIN * assets : 0,
  );
  if (!(excess > margin)) return;
  const before = ONE_OFF_OPERATING.filter((id) => v[id] !== null && v[id] !== undefined);
  if (op.basis === 'operatingIncome') {
    // Operating earnings: the operating result after the statutory tax rate when positive.
    const taxRate = op.end < TCJA_START ? 0.35 : 0.21;
    const earnings = op.value > 0 ? op.value * (1 - taxRate) : op.value;
    v.earningsYield = overPositive(earnings, marketCap);
    v.pe = positive(earnings) ? overPositive(marketCap, earnings) : null;
    v.roe = positive(equity) ? overPositive(earnings, equity) : null;
    v.roa = overPositive(earnings, assets);
    const revenueForNi = c.sameWindow('revenue', f.revenue, f.netIncome);
    v.netMargin = overPositive(earnings, revenueForNi?.value ?? null);
  } else {
    nullAll(v, ONE_OFF_OPERATING);
  }
  const leftOut = nullAll(v, ONE_OFF_LEFT_OUT);
  notes.push({
    code: 'oneOffIncome',
    amount: excess,
    netIncome: ni,
    operatingResult: op.value,
    basis: op.basis,
    metrics: [...before, ...leftOut],
  });
}

function equityRule(f: Figures, v: MetricValues, financial: boolean, notes: FigureNote[]): void {
  const { equity, assets } = f;
  if (equity === null) return;
  const negative = equity <= 0;
  const floor = financial ? MIN_EQUITY_TO_ASSETS_FINANCIAL : MIN_EQUITY_TO_ASSETS;
  const tiny = !negative && assets !== null && assets > 0 && equity < floor * assets;
  if (!negative && !tiny) return;
  const metrics = nullAll(v, EQUITY_LEFT_OUT);
  notes.push({
    code: negative ? 'negativeEquity' : 'tinyEquity',
    equity,
    totalAssets: assets,
    metrics,
  });
}

function revenueRule(f: Figures, v: MetricValues, c: Calculation, notes: FigureNote[]): void {
  const { rev, revenue, revenuePrior, assets } = f;
  if (assets === null || !(assets > 0)) return;
  const floor = MIN_REVENUE_TO_ASSETS * assets;
  if (rev !== null && rev < floor) {
    const metrics = nullAll(v, [...REVENUE_LEFT_OUT, ...REVENUE_GROWTH]);
    notes.push({ code: 'tinyRevenue', revenue: rev, totalAssets: assets, metrics });
    return;
  }
  // Growth from a tiny base: the base of each rate (1, 3 and 5 years before).
  const bases: [MetricId[], number | null][] = [
    [['revenueGrowth1y', 'revenuePerShareGrowth1y'], revenuePrior?.value ?? null],
    [['revenueCagr3y'], c.yearsBefore('revenue', revenue, 3)?.value ?? null],
    [['revenueCagr5y'], c.yearsBefore('revenue', revenue, 5)?.value ?? null],
  ];
  let smallest: number | null = null;
  const touched: MetricId[] = [];
  for (const [ids, base] of bases) {
    if (base === null || base >= floor) continue;
    touched.push(...nullAll(v, ids));
    smallest = smallest === null ? base : Math.min(smallest, base);
  }
  if (smallest !== null && touched.length > 0)
    notes.push({
      code: 'tinyRevenueBase',
      revenue: smallest,
      totalAssets: assets,
      metrics: touched,
    });
}

function boundsRule(f: Figures, v: MetricValues, notes: FigureNote[]): void {
  for (const rule of IMPLAUSIBLE) {
    const value = v[rule.metric];
    if (value === null || value === undefined) continue;
    const low = rule.below !== undefined && value < rule.below;
    if (!(value > rule.above) && !low) continue;
    v[rule.metric] = null;
    const also = [...rule.with];
    // A buyback yield from the share count (not from the cash flow statement) goes with it.
    if (rule.metric === 'sharesChange1y' && buybackBasis(f) === 'share-count')
      also.push('buybackYield', 'netPayoutYield', 'shareholderYield');
    const metrics = [rule.metric, ...nullAll(v, also)];
    notes.push({
      code: 'implausibleValue',
      metric: rule.metric,
      value,
      bound: low ? rule.below! : rule.above,
      metrics,
    });
  }
}
