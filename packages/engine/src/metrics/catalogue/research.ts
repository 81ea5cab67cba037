import type { ResearchReference } from './types';

/** The research the catalogue cites, by key (authors and year). */
export const R = {
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
  boydGraham1986: {
    citation:
      'Boyd, J. H., & Graham, S. L. (1986). Risk, Regulation, and Bank Holding Company Expansion into Nonbanking. Federal Reserve Bank of Minneapolis Quarterly Review, 10(2), 2–17.',
    year: 1986,
    finding:
      'Introduced the bank Z-score, (return on assets + equity ÷ assets) ÷ standard deviation of the return on assets: how many standard deviations of bad years the capital can absorb before insolvency.',
  },
  laevenLevine2009: {
    citation:
      'Laeven, L., & Levine, R. (2009). Bank Governance, Regulation and Risk Taking. Journal of Financial Economics, 93(2), 259–275.',
    year: 2009,
    finding:
      'Used the Z-score as the measure of a bank’s distance from insolvency; banks with a lower Z-score and more volatile earnings took more risk.',
  },
  estrella2000: {
    citation:
      'Estrella, A., Park, S., & Peristiani, S. (2000). Capital Ratios as Predictors of Bank Failure. Federal Reserve Bank of New York Economic Policy Review, 6(2), 33–52.',
    year: 2000,
    finding:
      'The simple leverage ratio (capital ÷ total assets) predicted bank failure over one- and two-year horizons about as well as the risk-weighted ratios.',
  },
} satisfies Record<string, ResearchReference>;
