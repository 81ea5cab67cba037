/**
 * The scoring method's version: raise it whenever a change to the engine changes any company's
 * metrics, factors, score or fair value (a formula, a fallback, a weight). A stored score run or
 * backtest of another version is computed again at the next start, so an upgraded installation
 * never serves scores and evidence of the method it replaced.
 *
 * 1: ADR 004 with ADR 009's weights. 2: ADR 029 (financial companies, ROA, buybacks from cash
 * flows). 3: ADR 029's addendum (EPS over windows without a closing share count; a financial
 * company's vendor TTM row not compared with filed periods). 4: ADR 031 (fair value from the
 * company's own history and a discounted cash flow, with a range). 5: ADR 032 (the composite's
 * weights by the walk-forward rule once a backtest has computed them). 6: ADR 046 (operating
 * companies only: preferreds, closed-end funds, SPACs, royalty trusts and other securities are
 * not scored), ADR 047/048 (an Evident Score needs 4 of the 5 core factors; one-off income,
 * negative or tiny equity, tiny revenue and implausible yields put on an operating basis or left
 * out, with coded notes).
 */
export const METHOD_VERSION = 6;
