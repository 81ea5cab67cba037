/**
 * Distress models: Altman's Z-score and the Campbell–Hilscher–Szilagyi failure probability.
 * Plain functions of already-resolved figures, so they can be checked against hand calculations.
 */

export interface AltmanInputs {
  totalAssets: number | null;
  /** Current assets − current liabilities; null when either is unknown (always, in the snapshot). */
  workingCapital: number | null;
  ebit: number | null;
  marketCap: number | null;
  totalLiabilities: number | null;
  sales: number | null;
}

/**
 * Altman (1968) Z = 1.2·X1 + 1.4·X2 + 3.3·X3 + 0.6·X4 + 1.0·X5 with X1 = working capital / TA,
 * X2 = retained earnings / TA, X3 = EBIT / TA, X4 = market value of equity / total liabilities,
 * X5 = sales / TA.
 *
 * Reduced form, because the data has no retained earnings and (in the snapshot) no current
 * assets/liabilities: X2 is left out always, X1 whenever working capital is unknown; X3, X4 and X5
 * are required (null otherwise). Leaving out X2 lowers Z for mature profitable firms (RE > 0) and
 * raises it for firms with accumulated deficits, so the 1.81 / 2.99 zones of the paper are not
 * applied to it (no rule of thumb in the catalogue). The Z'' variant (Altman 1995) was not chosen:
 * it needs working capital and retained earnings too.
 */
export function altmanZ(input: AltmanInputs): number | null {
  const { totalAssets, workingCapital, ebit, marketCap, totalLiabilities, sales } = input;
  if (totalAssets === null || !(totalAssets > 0)) return null;
  if (ebit === null || marketCap === null || sales === null) return null;
  if (totalLiabilities === null || !(totalLiabilities > 0) || !(marketCap > 0)) return null;
  let z = (3.3 * ebit) / totalAssets + (0.6 * marketCap) / totalLiabilities + sales / totalAssets;
  if (workingCapital !== null) z += (1.2 * workingCapital) / totalAssets;
  return z;
}

export interface DistressInputs {
  /** Trailing-twelve-month net income. */
  netIncomeTtm: number | null;
  marketCap: number | null;
  /** Total liabilities (reported, else assets − equity). */
  totalLiabilities: number | null;
  /** Cash; a missing value drops the (protective) cash term. */
  cash: number | null;
  /** Book equity. */
  equity: number | null;
  /** Price return over the last 12 months (simple, e.g. 0.1 = +10%). */
  return12m: number | null;
  /** Annualised volatility of daily returns (3 months when available, else 1 year). */
  sigma: number | null;
  /** Last close (split-adjusted). */
  price: number | null;
}

/**
 * Campbell, Hilscher & Szilagyi (2008), Table IV, 12-month-ahead logit:
 *   LPFD = −9.164 − 20.264·NIMTAAVG + 1.416·TLMTA − 7.129·EXRETAVG + 1.411·SIGMA
 *          − 0.045·RSIZE − 2.132·CASHMTA + 0.075·MB − 0.058·PRICE
 *   p_month = 1 / (1 + e^(−LPFD)); reported as a yearly probability 1 − (1 − p_month)^12
 *   (a constant monthly hazard over the next year; bounded 0–1).
 *
 * Inputs as the paper defines them, with these documented approximations (the engine input has no
 * market index and no quarterly history weighting):
 * - NIMTAAVG: quarterly net income ÷ (market cap + total liabilities); the paper's geometrically
 *   weighted average of the last four quarters becomes TTM net income ÷ 4 (equal weights).
 * - EXRETAVG: monthly log excess return over the S&P 500; here the stock's average monthly log
 *   return over 12 months minus a long-run market average of 0.0056 (≈ 7% a year, price only).
 * - RSIZE: log(market cap ÷ total S&P 500 value), with a fixed reference of 40 trillion USD; the
 *   coefficient is small (a factor-2 error moves LPFD by 0.03).
 * - MB: market cap ÷ adjusted book equity (0.9·BE + 0.1·ME, floored at 1 USD as in the paper).
 * - PRICE: log of the split-adjusted price truncated above at 15 USD, as in the paper.
 * - Inputs are winsorised to ranges wide enough for real firms (NIMTAAVG ±0.25, EXRETAVG ±0.5,
 *   SIGMA 0–3, MB 0–100), standing in for the paper's 5/95% cross-sectional winsorisation.
 * Requires net income, market cap, liabilities, equity, the 12-month return, sigma and the price.
 */
export function chsDefaultProbability(input: DistressInputs): number | null {
  const { netIncomeTtm, marketCap, totalLiabilities, cash, equity, return12m, sigma, price } =
    input;
  if (netIncomeTtm === null || marketCap === null || totalLiabilities === null) return null;
  if (equity === null || return12m === null || sigma === null || price === null) return null;
  if (!(marketCap > 0) || !(totalLiabilities >= 0) || !(price > 0) || !(return12m > -1))
    return null;
  const mta = marketCap + totalLiabilities;
  const nimtaavg = clamp(netIncomeTtm / 4 / mta, -0.25, 0.25);
  const tlmta = totalLiabilities / mta;
  const exretavg = clamp(Math.log(1 + return12m) / 12 - MARKET_MONTHLY_LOG_RETURN, -0.5, 0.5);
  const sig = clamp(sigma, 0, 3);
  const rsize = Math.log(marketCap / MARKET_VALUE_REFERENCE_USD);
  const cashmta = cash !== null && cash > 0 ? Math.min(cash / mta, 1) : 0;
  const adjustedBook = Math.max(0.9 * equity + 0.1 * marketCap, 1);
  const mb = clamp(marketCap / adjustedBook, 0, 100);
  const logPrice = Math.log(Math.min(price, 15));
  const lpfd =
    -9.164 -
    20.264 * nimtaavg +
    1.416 * tlmta -
    7.129 * exretavg +
    1.411 * sig -
    0.045 * rsize -
    2.132 * cashmta +
    0.075 * mb -
    0.058 * logPrice;
  const monthly = 1 / (1 + Math.exp(-lpfd));
  return 1 - Math.pow(1 - monthly, 12);
}

const MARKET_MONTHLY_LOG_RETURN = 0.0056;
const MARKET_VALUE_REFERENCE_USD = 4e13;

function clamp(value: number, lo: number, hi: number): number {
  return value < lo ? lo : value > hi ? hi : value;
}
