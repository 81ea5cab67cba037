import { ALERT_NAMES, UNSUBSCRIBE_MESSAGES } from '@evident/contracts/alerts';
import { INVALID_API_KEY_MESSAGE } from '@evident/contracts/api-keys';
import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '@evident/contracts/auth';
import { LIST_MESSAGES } from '@evident/contracts/lists';
import { PAYMENT_MESSAGES } from '@evident/contracts/payments';
import { TIER_TITLES } from '@evident/contracts/plans';
import { SCREENER_MESSAGES } from '@evident/contracts/screener';
import { COMPANY_NOT_FOUND } from '@evident/contracts/stocks';

/*
 * The server's texts in English (ADR 055), keyed by id. Where the contracts hold the spec's exact
 * words, the entry is that constant, so they stay written once. `{{name}}` is a variable; a key
 * ending in `_one`/`_other` is a plural form, picked by `Intl.PluralRules` for `count`.
 */
export const en = {
  // ---- Figures ----------------------------------------------------------------------------------
  'figures.notAvailable': 'not available',
  'figures.billion': '{{n}} billion',
  'figures.million': '{{n}} million',

  // ---- Score bands (spec §2), as sentences and images write them --------------------------------
  'band.excellent': 'Excellent',
  'band.good': 'Good',
  'band.fair': 'Fair',
  'band.weak': 'Weak',
  'band.poor': 'Poor',

  // ---- Listings that are not operating companies (ADR 046) ------------------------------------
  'listing.preferred':
    'a preferred (or trust-preferred) security: a fixed claim on its issuer, not a share of the business',
  'listing.closedEndFund':
    'a closed-end fund: its price follows a portfolio of other securities, not a business of its own',
  'listing.etf': 'an exchange-traded fund',
  'listing.spac':
    'a SPAC (blank-check company): cash in trust waiting for an acquisition, with no business yet',
  'listing.royaltyTrust':
    'a royalty trust: it passes on royalties from fixed assets and has no business that reinvests',
  'listing.other':
    'a security that is not a company’s shares (a note, a certificate or a structured product)',

  // ---- texts (issue 54): the share card and the link preview --------------------------------
  'share.score': 'Evident Score',
  'share.asOf': 'as of {{date}}',
  'share.notScored': 'Not scored',
  'share.standingNone': 'Not enough data to score it reliably.',
  'share.standing': 'Better than {{score}}% of the companies Evident scores.',
  'share.factor.Value': 'Value',
  'share.factor.Growth': 'Growth',
  'share.factor.Profitability': 'Profitability',
  'share.factor.Health': 'Health',
  'share.factor.ShareholderRetribution': 'Payout',
  'share.insufficient': 'Insufficient data',
  'share.titleNone': '{{company}} ({{ticker}}) · Evident',
  'share.title': '{{company}} ({{ticker}}): Evident Score {{score}}/100',
  'share.descriptionNone':
    'Fundamental analysis of {{company}}: value, growth, profitability, financial health and shareholder payout.',
  'share.description':
    '{{company}} scores {{score}}/100 ({{band}}) on value, growth, profitability, financial health and shareholder payout, better than {{score}}% of the companies Evident scores.',

  // ---- texts (issue 54): the screener CSV's words, the daily selections' names ----------
  'screener.csv.ticker': 'Ticker',
  'screener.csv.company': 'Company',
  'screener.csv.yes': 'yes',
  'screener.csv.no': 'no',
  'alerts.selection.topDogs': 'Top Dogs',
  'alerts.selection.risingStars': 'Rising Stars',
  'alerts.selection.hiddenGems': 'Hidden Gems',

  // ---- texts (issue 54): the evidence page (issue 23) -------------------------------------------
  // The backtest job stores its labels and parameters in English (these texts; the presenter
  // finds a stored one's entry by its id or its English) and its caveats as codes with figures.
  'evidence.scoreBucket': 'Score {{bucket}}',
  'evidence.bucket.90plus': '90 or more',
  'evidence.bucket.70to89': '70 to 89',
  'evidence.bucket.50to69': '50 to 69',
  'evidence.bucket.20to49': '20 to 49',
  'evidence.bucket.below20': 'below 20',
  'evidence.decile': 'Decile {{n}}',
  'evidence.decileBest': 'Decile {{n}} (best)',
  'evidence.decileWorst': 'Decile {{n}} (worst)',
  'evidence.walkForwardDecile': 'Walk-forward {{decile}}',
  'evidence.benchmark': 'Benchmark',
  'evidence.param.spy': 'SPY (dividend-adjusted month-end closes)',
  'evidence.param.sp500Members': 'S&P 500 members at each rebalance date (membership history)',
  'evidence.caveat.survivorship':
    'Survivorship bias: the data holds today’s listed companies and past S&P 500 members whose prices survive in it; companies that disappeared without a price history cannot be bought, which flatters every bucket.',
  'evidence.caveat.survivorshipMissing':
    'Survivorship bias: the data holds today’s listed companies and past S&P 500 members whose prices survive in it; companies that disappeared without a price history cannot be bought, which flatters every bucket. In {{year}}, {{missing}} of that year’s {{members}} members have no price in the data.',
  'evidence.caveat.delistings':
    'Holdings with no price at the next rebalance are closed at their last month-end price (0% that month): {{missing}} of {{total}} holdings. Losses of delistings are therefore understated.',
  'evidence.caveat.delistingsSensitivity':
    'Holdings with no price at the next rebalance are closed at their last month-end price (0% that month): {{missing}} of {{total}} holdings. Losses of delistings are therefore understated; booked at −50% or −100% instead, the top bucket’s yearly return would be {{lost50}} or {{lost100}} ({{measured}} as measured).',
  'evidence.caveat.earlyFundamentals':
    'Fundamentals before 2009 are sparse (see the data README): early scores rest on fewer metrics.',
  'evidence.caveat.investable':
    'The investable universe and the size bands are taken at each date from that date’s prices: price at least $1, market value at least $300 million, a filing in the last 15 months and a score. The $1 million a day liquidity floor is not applied in the backtest, whose history has month-end closes without volumes; today’s lists apply it.',
  'evidence.caveat.investableFrom':
    'The investable universe and the size bands are taken at each date from that date’s prices: price at least $1, market value at least $300 million, a filing in the last 15 months and a score. The $1 million a day liquidity floor (the median session’s traded value over the three months before the date) applies from {{date}}, the first date whose three months are covered by daily volumes. Before that date the history has month-end closes without volumes, so only the price, market value, filing and score floors apply.',
  'evidence.caveat.costs_one':
    'Costs: {{points}} basis point per unit of one-way turnover; no taxes, no market impact.',
  'evidence.caveat.costs_other':
    'Costs: {{points}} basis points per unit of one-way turnover; no taxes, no market impact.',
  'evidence.caveat.weights':
    'The fixed factor weights come from published research (ADR 004) and were revised once after a per-factor backtest of this data (ADR 009: health and shareholder payout lowered, profitability raised), so the held-out period (after the in-sample end) has informed them. The walk-forward line (ADR 032) learns its weights at each date from earlier data only, by a rule fixed before its results were computed: its whole record is out of sample with respect to the weights.',
  'evidence.caveat.pastPerformance': 'Past performance is no guide to future returns.',

  // ---- texts (issue 54): the company page's attributes, buyback note and FAQ -----------------
  'attribute.sentence': '{{name}} of {{value}} {{said}}.',
  'attribute.meetsRule': 'meets the rule of thumb ({{rule}})',
  'attribute.failsRule': 'fails the rule of thumb ({{rule}})',
  'attribute.betterThanSector': 'is better than {{percent}}% of its sector',
  'attribute.worseThanSector': 'is worse than {{percent}}% of its sector',
  'attribute.betterThanCompanies': 'is better than {{percent}}% of companies',
  'attribute.worseThanCompanies': 'is worse than {{percent}}% of companies',
  'attribute.both': '{{verdict}} and {{compare}}',
  'buyback.window': 'the twelve months to {{date}}',
  'buyback.netOfIssuance':
    'Buybacks: share repurchases less stock issued in the cash flow statement of {{window}}, over today’s market value.',
  'buyback.gross':
    'Buybacks: share repurchases in the cash flow statement of {{window}}, over today’s market value. Stock issued is not in the data, so this is gross of new shares.',
  'buyback.shareCount':
    'Buybacks: the fall in the diluted share count over the latest year (the cash flow statement’s repurchases are not in the data for this company).',
  'faq.scoreQuestion': "What is {{name}}'s Evident Score?",
  'faq.scoreNone': 'Not available: there is not enough data to score {{name}} reliably.',
  'faq.score':
    '{{score}}/100 ({{band}}) as of {{date}}: better than {{score}}% of the companies we score.',
  'faq.valueQuestion': 'Is {{name}} undervalued?',
  'faq.valueRecomputing':
    'Not available: the fair value is being computed again with the current method.',
  'faq.valueNone': 'Not available: {{reason}}.',
  'faq.value':
    'Our fair value is {{fairValue}} (range {{low}} to {{high}}), {{gap}}% {{direction}} the last close of {{lastClose}}. It is based on {{methods}}.',
  'faq.above': 'above',
  'faq.below': 'below',
  'faq.both': '{{first}} and {{second}}',
  'faq.method.ownHistory': 'the multiples it has traded at over its own last years',
  'faq.method.cashFlow': 'a discounted cash flow',
  'faq.method.excessReturn': 'its excess return on equity',
  'faq.profitQuestion': 'How profitable is {{name}}?',
  'faq.profit':
    'Return on equity {{roe}}, net margin {{netMargin}}, return on invested capital {{roic}}.',
  'faq.dividendQuestion': 'Does {{name}} pay a dividend?',
  'faq.dividendNone': 'Not available in our data.',
  'faq.dividend': 'The dividend yield over the last 12 months is {{yield}}.',

  // ---- Fair value: why there is no figure (engine reason codes) -------------------------------
  'valuation.noRecentPrice': 'no recent price',
  'valuation.noRevenue': 'no revenue for the last twelve months',
  'valuation.fewCashFlowYears_one':
    'fewer than {{count}} year of free cash flow, the latest included',
  'valuation.fewCashFlowYears_other':
    'fewer than {{count}} years of free cash flow, the latest included',
  'valuation.negativeCashFlow': 'free cash flow is negative or nil in a normal year',
  'valuation.noGrowthHistory': 'no growth history to project',
  'valuation.noBookValue': 'no positive book value',
  'valuation.noRoe': 'no return on equity for the last twelve months',
  'valuation.fewRoeYears': 'fewer than two years of return on equity',
  'valuation.roeBelowGrowth':
    'return on equity ({{roe}} a year) is below the long-run growth of {{growth}}',
  'valuation.reitNeedsFfo':
    'a REIT is valued on funds from operations, which the data does not report',
  'valuation.blankCheck': 'a blank-check company has no business to value yet',
  'valuation.shareBasis':
    "the share counts filed ({{filed}}) are not on the basis of today's {{today}}",
  'valuation.fewMultiples': 'fewer than two multiples can be used ({{shortfalls}})',
  'valuation.noneLeftOut': 'none left out',
  'valuation.multipleNotPositive': '{{multiple}}: not positive today',
  'valuation.multipleShortHistory_one': '{{multiple}}: under {{count}} year of positive history',
  'valuation.multipleShortHistory_other': '{{multiple}}: under {{count}} years of positive history',
  'valuation.methodsDisagree': 'the methods disagree by more than {{factor}}× ({{figures}})',
  'valuation.methodFigure': '{{method}} {{value}}',
  'valuation.methodReason': '{{method}}: {{reason}}',
  'valuation.method.ownHistory': 'own-history multiples',
  'valuation.method.cashFlow': 'discounted cash flow',
  'valuation.method.excessReturn': 'excess return on equity',

  // ---- What changed: a metric's move and its cause (engine reason codes) ----------------------
  'change.nowAvailable': '{{name}} is now available: {{after}}.',
  'change.noLongerAvailable': '{{name}} is no longer available (it was {{before}}).',
  'change.peers': "{{name}} stayed at {{after}}, but other companies' figures moved.",
  'change.peersRanked':
    "{{name}} stayed at {{after}}, but other companies' figures moved: its rank went from the {{from}} to the {{to}} percentile.",
  'change.price': '{{name}} went from {{before}} to {{after}} as {{move}}.',
  'change.filing': '{{name}} went from {{before}} to {{after}} with {{filed}}.',
  'change.filingAndPrice':
    '{{name}} went from {{before}} to {{after}} with {{filed}}, and as {{move}}.',
  'change.other': '{{name}} went from {{before}} to {{after}}.',
  'change.priceMovedFromTo': 'the share price moved from {{from}} to {{to}}',
  'change.priceMoved': 'the share price moved',
  'change.filingOf': 'the filing of {{date}}',
  'change.newFiling': 'a new filing',

  // ---- Errors: generic, framework, limits ------------------------------------------------------
  'error.somethingWentWrongTry': 'Something went wrong. Please try again later.',
  'error.notFound': 'Not found',
  'error.invalidRequest': 'Invalid request',
  'apiKeys.invalid': INVALID_API_KEY_MESSAGE,
  'error.tooManyRequestsWait': 'Too many requests. Please wait a moment and try again.',
  'error.requestBodyValidJSON': 'The request body is not valid JSON',
  'error.requestBodyEmptySend': 'The request body is empty; send a JSON object',
  'error.requestBodyTooLarge': 'The request body is too large',
  'error.unsupportedContentTypeSend': 'Unsupported content type; send application/json',
  'error.requestContentLengthInvalid': 'The request content length is invalid',
  'error.addressValidMustStart':
    'The address is not valid: a % must start a valid escape (e.g. %20).',
  'error.requestCouldRouted': 'The request could not be routed.',
  'error.textCannotContainNUL':
    'Text cannot contain NUL characters or broken Unicode (lone surrogates).',
  'error.serviceDegradedDatabaseUnreachable': 'Service degraded: database unreachable',
  'error.marketDataStillLoading': 'Market data is still loading; try again in a minute.',
  'error.dataJobRunningTry': 'A data job is running; try again when it has finished.',
  'error.saved': 'Saved',

  // ---- Zod's own messages without a variable part ----------------------------------------------
  'zod.invalidInput': 'Invalid input',
  'zod.invalidInputMoreThan': 'Invalid input: more than one option matched',
  'zod.invalidEmailAddress': 'Invalid email address',
  'zod.invalidURL': 'Invalid URL',
  'zod.invalidUUID': 'Invalid UUID',
  'zod.invalidISODatetime': 'Invalid ISO datetime',
  'zod.invalidISODate': 'Invalid ISO date',

  // ---- texts (issue 54): zod's own messages with a variable part, by issue code ---------------
  'zod.invalidType': 'Invalid input: expected {{expected}}, received {{received}}',
  'zod.missing': 'Invalid input: expected {{expected}}, received undefined',
  'zod.invalidLiteral': 'Invalid input: expected {{value}}',
  'zod.invalidOption': 'Invalid option: expected one of {{values}}',
  'zod.invalidDiscriminator': 'Invalid discriminator value. Expected {{options}}',
  'zod.tooBig.string': 'Too big: expected string to have {{bound}}{{count}} {{unit}}',
  'zod.tooBig.file': 'Too big: expected file to have {{bound}}{{count}} {{unit}}',
  'zod.tooBig.array': 'Too big: expected array to have {{bound}}{{count}} {{unit}}',
  'zod.tooBig.set': 'Too big: expected set to have {{bound}}{{count}} {{unit}}',
  'zod.tooBig.map': 'Too big: expected map to have {{bound}}{{count}} {{unit}}',
  'zod.tooBig.number': 'Too big: expected number to be {{bound}}{{limit}}',
  'zod.tooBig.int': 'Too big: expected int to be {{bound}}{{limit}}',
  'zod.tooBig.bigint': 'Too big: expected bigint to be {{bound}}{{limit}}',
  'zod.tooBig.date': 'Too big: expected date to be {{bound}}{{limit}}',
  'zod.tooSmall.string': 'Too small: expected string to have {{bound}}{{count}} {{unit}}',
  'zod.tooSmall.file': 'Too small: expected file to have {{bound}}{{count}} {{unit}}',
  'zod.tooSmall.array': 'Too small: expected array to have {{bound}}{{count}} {{unit}}',
  'zod.tooSmall.set': 'Too small: expected set to have {{bound}}{{count}} {{unit}}',
  'zod.tooSmall.map': 'Too small: expected map to have {{bound}}{{count}} {{unit}}',
  'zod.tooSmall.number': 'Too small: expected number to be {{bound}}{{limit}}',
  'zod.tooSmall.int': 'Too small: expected int to be {{bound}}{{limit}}',
  'zod.tooSmall.bigint': 'Too small: expected bigint to be {{bound}}{{limit}}',
  'zod.tooSmall.date': 'Too small: expected date to be {{bound}}{{limit}}',
  'zod.sizeBound.max': '<=',
  'zod.sizeBound.below': '<',
  'zod.sizeBound.min': '>=',
  'zod.sizeBound.above': '>',
  'zod.sizeBound.exactly': 'exactly ',
  'zod.numberBound.max': '<=',
  'zod.numberBound.below': '<',
  'zod.numberBound.min': '>=',
  'zod.numberBound.above': '>',
  'zod.numberBound.exactly': 'exactly ',
  'zod.unit.characters_one': 'characters',
  'zod.unit.characters_other': 'characters',
  'zod.unit.bytes_one': 'bytes',
  'zod.unit.bytes_other': 'bytes',
  'zod.unit.items_one': 'items',
  'zod.unit.items_other': 'items',
  'zod.unit.entries_one': 'entries',
  'zod.unit.entries_other': 'entries',
  'zod.startsWith': 'Invalid string: must start with "{{value}}"',
  'zod.endsWith': 'Invalid string: must end with "{{value}}"',
  'zod.includes': 'Invalid string: must include "{{value}}"',
  'zod.pattern': 'Invalid string: must match pattern {{value}}',
  'zod.multipleOf': 'Invalid number: must be a multiple of {{divisor}}',
  'zod.unrecognizedKeys_one': 'Unrecognized key: {{keys}}',
  'zod.unrecognizedKeys_other': 'Unrecognized keys: {{keys}}',
  'zod.invalidKey': 'Invalid key in {{origin}}',
  'zod.invalidElement': 'Invalid value in {{origin}}',
  'zod.type.string': 'string',
  'zod.type.number': 'number',
  'zod.type.int': 'int',
  'zod.type.bigint': 'bigint',
  'zod.type.boolean': 'boolean',
  'zod.type.array': 'array',
  'zod.type.tuple': 'tuple',
  'zod.type.object': 'object',
  'zod.type.record': 'record',
  'zod.type.map': 'map',
  'zod.type.set': 'set',
  'zod.type.date': 'date',
  'zod.type.file': 'file',
  'zod.type.null': 'null',
  'zod.type.nan': 'NaN',
  'zod.type.function': 'function',
  'zod.type.symbol': 'symbol',

  // ---- texts (issue 54): messages with a variable part, by code at the throw site --------------
  'validation.invalid.body': 'Invalid body: {{issues}}',
  'validation.invalid.querystring': 'Invalid query parameter: {{issues}}',
  'validation.invalid.params': 'Invalid path parameter: {{issues}}',
  'validation.invalid.headers': 'Invalid header: {{issues}}',
  'validation.invalid.request': 'Invalid request: {{issues}}',
  'validation.fieldIssue': '{{field}}: {{message}}',
  'validation.numberRange': '{{name}} must be a number from {{min}} to {{max}}',
  'validation.wholeNumberRange': '{{name}} must be a whole number from {{min}} to {{max}}',
  'validation.trueOrFalse': '{{name}} must be true or false',
  'validation.number': '{{name}} must be a number',
  'validation.finiteNumber': '{{name}} must be a finite number',
  'validation.oneOf': '{{name}} must be one of: {{values}}',
  'error.badTextAt':
    'Text cannot contain NUL characters or broken Unicode (lone surrogates). ({{path}})',
  'stocks.tooManyTickers_one': 'At most {{count}} tickers per request',
  'stocks.tooManyTickers_other': 'At most {{count}} tickers per request',
  'payments.analysisLimit_one':
    'You have analysed {{count}} company this month, the limit of your plan. Upgrade your subscription to analyse more.',
  'payments.analysisLimit_other':
    'You have analysed {{count}} companies this month, the limit of your plan. Upgrade your subscription to analyse more.',
  'payments.stayOn': 'You stay on {{plan}}.',
  'payments.planIsNow': 'Your plan is now {{plan}}.',
  'payments.planChangesAtEnd': 'Your plan changes to {{plan}} at the end of this period.',
  'payments.planChangesOn': 'Your plan changes to {{plan}} at the end of this period ({{date}}).',
  'payments.planTitle': '{{tier}} ({{period}})',
  'payments.tier.free': TIER_TITLES.free,
  'payments.tier.basic': TIER_TITLES.basic,
  'payments.tier.advanced': TIER_TITLES.advanced,
  'payments.tier.pro': TIER_TITLES.pro,
  'payments.period.monthly': 'monthly',
  'payments.period.yearly': 'yearly',
  'lists.unknownCompanies': 'Unknown companies: {{tickers}}',
  'lists.limitReached.watchlist_one':
    'Your plan allows {{count}} stock in your watchlists. Upgrade your subscription to add more.',
  'lists.limitReached.watchlist_other':
    'Your plan allows {{count}} stocks in your watchlists. Upgrade your subscription to add more.',
  'lists.limitReached.portfolio_one':
    'Your plan allows {{count}} stock in your portfolios. Upgrade your subscription to add more.',
  'lists.limitReached.portfolio_other':
    'Your plan allows {{count}} stocks in your portfolios. Upgrade your subscription to add more.',
  'lists.notInList': 'Not in this list: {{symbols}}',
  'lists.importTooLarge_one': 'At most {{count}} rows per import.',
  'lists.importTooLarge_other': 'At most {{count}} rows per import.',
  'lists.importDuplicate': 'The same company as line {{line}}.',
  'screener.tooManyScreens_one': 'You can save at most {{count}} screens.',
  'screener.tooManyScreens_other': 'You can save at most {{count}} screens.',
  'screener.tooManyFilters_one': 'A screen has at most {{count}} filters.',
  'screener.tooManyFilters_other': 'A screen has at most {{count}} filters.',
  'screener.tooManyColumns_one': 'At most {{count}} columns.',
  'screener.tooManyColumns_other': 'At most {{count}} columns.',
  'screener.unknownField': 'Unknown field "{{field}}".',
  'screener.wrongOperator.number': '"{{op}}" does not apply to {{field}}, a number field.',
  'screener.wrongOperator.category': '"{{op}}" does not apply to {{field}}, a category field.',
  'screener.wrongOperator.boolean': '"{{op}}" does not apply to {{field}}, a boolean field.',
  'screener.unknownOption': '{{field}} has no value "{{value}}".',
  'screener.unknownTicker': 'Unknown company: {{ticker}}',
  'screener.notScreened':
    '{{ticker}} is not screened: ETFs and companies without a score in the latest run are not in the screener.',

  // ---- Accounts (spec §4, §5, §8) --------------------------------------------------------------
  'auth.loginSuccess': AUTH_MESSAGES.loginSuccess,
  'auth.userNotFound': AUTH_MESSAGES.userNotFound,
  'auth.incorrectPassword': AUTH_MESSAGES.incorrectPassword,
  'auth.signupSuccess': AUTH_MESSAGES.signupSuccess,
  'auth.accountNotFound': AUTH_MESSAGES.accountNotFound,
  'auth.existingAccount.USING_EMAIL': AUTH_MESSAGES.existingAccount('USING_EMAIL'),
  'auth.existingAccount.GOOGLE': AUTH_MESSAGES.existingAccount('GOOGLE'),
  'auth.emailNotVerified': AUTH_MESSAGES.emailNotVerified,
  'auth.verified': AUTH_MESSAGES.verified,
  'auth.verificationInvalid': AUTH_MESSAGES.verificationInvalid,
  'auth.verificationSent': AUTH_MESSAGES.verificationSent,
  'auth.resetCodeSent': AUTH_MESSAGES.resetCodeSent,
  'auth.resetCodeInvalid': AUTH_MESSAGES.resetCodeInvalid,
  'auth.passwordReset': AUTH_MESSAGES.passwordReset,
  'auth.passwordChanged': AUTH_MESSAGES.passwordChanged,
  'auth.currentPasswordWrong': AUTH_MESSAGES.currentPasswordWrong,
  'auth.googleDisabled': AUTH_MESSAGES.googleDisabled,
  'auth.googleInvalid': AUTH_MESSAGES.googleInvalid,
  'auth.tooMany': AUTH_MESSAGES.tooMany,
  'auth.unauthorized': AUTH_MESSAGES.unauthorized,
  'auth.refreshFailed': AUTH_MESSAGES.refreshFailed,
  'auth.loggedOut': AUTH_MESSAGES.loggedOut,
  'auth.noRefreshTokenAvailable': 'No refresh token available',
  'auth.tooManyPreferences': 'Too many preferences',
  'auth.unknownPlan': 'Unknown plan',
  'auth.passwordTooLong200': 'Password is too long (200 characters at most).',
  'validation.emailRequired': VALIDATION_MESSAGES.emailRequired,
  'validation.emailInvalid': VALIDATION_MESSAGES.emailInvalid,
  'validation.emailCheck': VALIDATION_MESSAGES.emailCheck,
  'validation.passwordRequired': VALIDATION_MESSAGES.passwordRequired,
  'validation.passwordShort': VALIDATION_MESSAGES.passwordShort,
  'validation.firstNameRequired': VALIDATION_MESSAGES.firstNameRequired,
  'validation.lastNameWhitespace': VALIDATION_MESSAGES.lastNameWhitespace,
  'validation.forgotEmail': VALIDATION_MESSAGES.forgotEmail,
  'validation.resetFields': VALIDATION_MESSAGES.resetFields,
  'auth.disposableEmailsAllowed': 'Disposable emails are not allowed.',

  // ---- texts (issue 54): every mail's greeting; the account mails (spec §4) -------------------
  'mail.hello': 'Hello {{name}},',
  'mail.account.footer':
    'Evident — fundamental analysis of US-listed companies. You receive this e-mail because of an action on your Evident account.',
  'mail.account.verifySubject': 'Verify your email for Evident',
  'mail.account.resendSubject': 'Your new Evident verification link',
  'mail.account.verifyIntro':
    'Thanks for signing up. Please confirm that this e-mail address is yours.',
  'mail.account.resendIntro':
    'Here is a new link to verify your e-mail address. Earlier links no longer work.',
  'mail.account.verifyLine': 'Verify your e-mail: {{link}}',
  'mail.account.verifyButton': 'Verify my e-mail',
  'mail.account.orOpen': 'Or open this link:',
  'mail.account.verifyExpiry':
    'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
  'mail.account.resetSubject': 'Your Evident password reset code',
  'mail.account.resetTitle': 'Reset your password',
  'mail.account.resetCode': 'Your code to reset your password:',
  'mail.account.resetExpiry':
    'It works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',

  // ---- Companies, search, charts ---------------------------------------------------------------
  'stocks.companyNotFound': COMPANY_NOT_FOUND,
  'stocks.tickerMustLookLike': 'Ticker must look like EXCHANGE:SYMBOL, e.g. NASDAQ:AAPL',
  'stocks.searchTextTooLong': 'Search text is too long (100 characters at most)',
  'stocks.tickersRequiredCommaSeparated':
    'tickers is required: a comma-separated list of EXCHANGE:SYMBOL',
  'stocks.sortMustVolumeGainers': 'sort must be volume or gainers',
  'stocks.periodMustAnnualQuarterly': 'period must be annual or quarterly',
  'stocks.rangeMust6m1y': 'range must be 6m, 1y or 5y',
  'stocks.unknownExchange': 'Unknown exchange',
  'stocks.unknownImage': 'Unknown image',

  // ---- Watchlists and portfolios ---------------------------------------------------------------
  'lists.nameRequired': LIST_MESSAGES.nameRequired,
  'lists.nameTooLong': LIST_MESSAGES.nameTooLong,
  'lists.nameTaken': LIST_MESSAGES.nameTaken,
  'lists.notFound': LIST_MESSAGES.notFound,
  'lists.tooManyLists': LIST_MESSAGES.tooManyLists,
  'lists.noCompanies': LIST_MESSAGES.noCompanies,
  'lists.tooManyCompanies': LIST_MESSAGES.tooManyCompanies,
  'lists.holdingsOnlyInPortfolios': LIST_MESSAGES.holdingsOnlyInPortfolios,
  'lists.badShares': LIST_MESSAGES.badShares,
  'lists.badCost': LIST_MESSAGES.badCost,
  'lists.importEmpty': LIST_MESSAGES.importEmpty,
  'lists.importNoTicker': LIST_MESSAGES.importNoTicker,
  'lists.companyIdsAreSymbols': 'companyIds are symbols, e.g. AAPL',
  'lists.atMost1000': 'At most 1,000 companies per call.',
  'lists.fileTooLarge2': 'The file is too large (2 MB at most).',
  'lists.itemHasBeenDeleted': 'The item has been deleted',

  // ---- Portfolio analysis (issue 21, 23): the rules, what each found, the return's method ------
  'portfolio.unknownSector': 'Unknown sector',
  'portfolio.noHoldings': 'No holdings.',
  'portfolio.item': '{{name}} ({{figure}})',
  'portfolio.companiesRule_one': 'Hold at least {{count}} company.',
  'portfolio.companiesRule_other': 'Hold at least {{count}} companies.',
  'portfolio.companiesHeld_one': '{{count}} company held.',
  'portfolio.companiesHeld_other': '{{count}} companies held.',
  'portfolio.companiesAdd_one': 'Add {{count}} more to spread the risk of any one company.',
  'portfolio.companiesAdd_other': 'Add {{count}} more to spread the risk of any one company.',
  'portfolio.positionRule': 'No position above {{max}} of the portfolio.',
  'portfolio.positionLargestByValue': 'Largest: {{ticker}} at {{weight}} of the value.',
  'portfolio.positionLargestEqual':
    'Largest: {{ticker}} at {{weight}} (equal weights: no shares given).',
  'portfolio.positionTrim': 'Trim {{holdings}} to {{max}} or less.',
  'portfolio.positionTrimOrAdd': 'Trim {{holdings}} to {{max}} or less, or add companies.',
  'portfolio.sectorRule': 'No sector above {{max}} of the portfolio.',
  'portfolio.sectorLargest': 'Largest: {{sector}} at {{weight}}.',
  'portfolio.sectorReduce':
    'Bring {{sectors}} down to {{max}} by adding other sectors or trimming.',
  'portfolio.scoreRule': 'Holdings with an Evident Score under {{min}} are flagged.',
  'portfolio.scoreNoneLow': 'No holding scores under {{min}}.',
  'portfolio.scoreNoneLowUnscored':
    'No holding scores under {{min}} ({{unscored}} without a score).',
  'portfolio.scoreLow': '{{holdings}} under {{min}}.',
  'portfolio.scoreLowUnscored': '{{holdings}} under {{min}}; {{unscored}} without a score.',
  'portfolio.scoreReview':
    'Look at what drags their scores (the company page says which factors) and whether the reason to hold them still stands.',
  'portfolio.method':
    'Total return of each current holding between the two month ends (dividend-adjusted month-end closes), weighted by today’s weights over the holdings with both prices; SPY’s total return over the same month ends. The holdings as they are today, not the trades made during the year.',

  // ---- Screener (spec §5, §8, §9) --------------------------------------------------------------
  'screener.atLeastOneFilter': SCREENER_MESSAGES.atLeastOneFilter,
  'screener.applyFailed': SCREENER_MESSAGES.applyFailed,
  'screener.saved': SCREENER_MESSAGES.saved,
  'screener.notFound': SCREENER_MESSAGES.notFound,
  'screener.nameTaken': SCREENER_MESSAGES.nameTaken,
  'screener.betweenOrder': SCREENER_MESSAGES.betweenOrder,
  'screener.fieldRequired': 'field is required',
  'screener.fieldTooLong': 'field is too long',
  'screener.fieldFieldIdFrom': 'field is a field id from GET /screener/fields',
  'screener.percentMustMoreThan': 'percent must be more than 0',
  'screener.percentMustAtMost': 'percent must be at most 100',
  'screener.valuesMustListStrings': 'values must be a list of strings',
  'screener.valuesMustNameAt': 'values must name at least one value',
  'screener.valuesHasAtMost': 'values has at most 100 entries',
  'screener.opMustOneGte':
    'op must be one of gte, lte, between, in, is, top, bottom, known, unknown',
  'screener.pageMustWholeNumber': 'page must be a whole number from 1',
  'screener.tickerRequired': 'ticker is required',
  'screener.tickerTooLong': 'ticker is too long',

  // ---- Payments (spec §7, §8) ------------------------------------------------------------------
  'payments.cancelTitle': PAYMENT_MESSAGES.cancelTitle,
  'payments.cancelled': PAYMENT_MESSAGES.cancelled,
  'payments.cancelFailed': PAYMENT_MESSAGES.cancelFailed,
  'payments.resumeTitle': PAYMENT_MESSAGES.resumeTitle,
  'payments.resumed': PAYMENT_MESSAGES.resumed,
  'payments.resumeFailed': PAYMENT_MESSAGES.resumeFailed,
  'payments.portalFailed': PAYMENT_MESSAGES.portalFailed,
  'payments.planChangeFailed': PAYMENT_MESSAGES.planChangeFailed,
  'payments.samePlan': PAYMENT_MESSAGES.samePlan,
  'payments.noSubscription': PAYMENT_MESSAGES.noSubscription,
  'payments.notCancelable': PAYMENT_MESSAGES.notCancelable,
  'payments.notResumable': PAYMENT_MESSAGES.notResumable,
  'payments.pastDue': PAYMENT_MESSAGES.pastDue,
  'payments.historyNotYours': PAYMENT_MESSAGES.historyNotYours,
  'payments.badPaymentMethod': PAYMENT_MESSAGES.badPaymentMethod,
  'payments.paymentMethodIdRequired': 'paymentMethodId is required.',
  'payments.paymentMethodIdInvalid': 'paymentMethodId must be a payment method id (pm_…).',
  'payments.bodyValidJSON': 'The body is not valid JSON.',
  'payments.paymentMethodWasUpdated': 'Your payment method was updated.',
  'payments.thereNoSuchPlan': 'There is no such plan.',
  'payments.checkoutCreated': 'Checkout created',
  'payments.cardWasDeclined': 'Your card was declined.',
  'payments.checkoutNoLongerOpen': 'This checkout is no longer open.',
  'payments.noSuchSubscription': 'No such subscription.',
  'payments.noSubscriptionUpdate': 'No subscription to update.',
  'payments.noSubscriptionShort': 'No subscription.',
  'payments.subscriptionHasNoItem': 'The subscription has no item to change.',

  // ---- Feedback, analytics ---------------------------------------------------------------------
  'feedback.ratingMustFrom1': 'Rating must be from 1 to 5',
  'feedback.writeAMessage': 'Please write a message',
  'feedback.messageTooLong5': 'The message is too long (5,000 characters at most)',
  'feedback.thanks': 'Thank you for your message',
  'feedback.currencyMustThreeLetter': 'Currency must be a three-letter ISO code',
  'feedback.pageMustPath': 'Page must be a path',

  // ---- Alerts (issue 22) -----------------------------------------------------------------------
  'unsubscribe.invalid': UNSUBSCRIBE_MESSAGES.invalid,
  'unsubscribe.used': UNSUBSCRIBE_MESSAGES.used,
  'unsubscribe.done.scoreBandChanges': UNSUBSCRIBE_MESSAGES.done('scoreBandChanges'),
  'unsubscribe.done.dailySelections': UNSUBSCRIBE_MESSAGES.done('dailySelections'),
  'alerts.name.scoreBandChanges': ALERT_NAMES.scoreBandChanges,
  'alerts.name.dailySelections': ALERT_NAMES.dailySelections,

  // ---- texts (issue 54): the alert mails (issue 22) and the unsubscribe pages -----------------
  'mail.alerts.unsubscribe': 'Unsubscribe from these e-mails',
  'mail.alerts.notScored': 'not scored',
  'mail.alerts.bandSubjectOne': '{{company}} is now {{band}} (score {{score}})',
  'mail.alerts.bandSubjectMany_one': '{{count}} company in your lists changed score band',
  'mail.alerts.bandSubjectMany_other': '{{count}} companies in your lists changed score band',
  // One company is "a company"; the plural forms are for two or more (a language's `one` form
  // also serves 21, 31…).
  'mail.alerts.bandIntroOne':
    'The Evident Score run of {{asOf}} moved a company in your watchlists or portfolios to another band. What moved each score most since {{since}}:',
  'mail.alerts.bandIntro_one':
    'The Evident Score run of {{asOf}} moved {{count}} company in your watchlists or portfolios to another band. What moved each score most since {{since}}:',
  'mail.alerts.bandIntro_other':
    'The Evident Score run of {{asOf}} moved {{count}} companies in your watchlists or portfolios to another band. What moved each score most since {{since}}:',
  'mail.alerts.bandWhy':
    'You receive this e-mail because you asked for score band alerts on Evident.',
  'mail.alerts.digestSubject': 'Evident daily selections — {{date}}',
  'mail.alerts.digestIntro':
    'The companies selected by the score run of {{date}}. “New” marks a company that entered a selection today.',
  'mail.alerts.digestWhy':
    'You receive this e-mail because you asked for the daily selections on Evident.',
  'mail.alerts.noneToday': 'No company qualifies today.',
  'mail.alerts.score': 'score',
  'mail.alerts.isNew': 'new',
  'mail.alerts.newBadge': 'New',
  'mail.alerts.left': 'Left the selection',
  'mail.alerts.entered': 'Entered {{title}} (score {{score}})',
  'mail.alerts.leftItem': 'Left {{title}}',
  'unsubscribe.title': 'Unsubscribe',
  'unsubscribe.unsubscribed': 'Unsubscribed',
  'unsubscribe.chooseInProfile': 'You can choose your alerts in {{profile}}.',
  'unsubscribe.profileLink': 'your profile',
  'unsubscribe.stopReceiving': 'Stop receiving “{{name}}” e-mails from Evident?',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.yourAlerts': 'Your alerts',

  // ---- billing (issue 56, ADR 060) -------------------------------------------------------------
  'payments.paymentsOff': PAYMENT_MESSAGES.paymentsOff,

  // trust52 ---- A non-operating listing's own FAQ (ADR 046) -------------------------------------
  'listingFaq.whatQuestion': 'What is {{name}}?',
  'listingFaq.whatAnswer': '{{name}} is {{what}}.',
  'listingFaq.whyQuestion': 'Why does {{name}} have no Evident Score?',
  'listingFaq.whyAnswer':
    'The Evident Score ranks operating companies on their own statements and prices: value, growth, profitability, financial health and shareholder payout. {{name}} is not an operating company, so it has no Evident Score, no fair value and no factor figures; its prices are shown as they are.',
  'listingFaq.issuerQuestion': 'Where is the page of the company behind {{name}}?',
  'listingFaq.issuerAnswer':
    '{{name}} is issued by {{issuer}} ({{ticker}}), whose page has its Evident Score.',
  'listingFaq.noIssuer':
    'Not available: {{name}} shares its SEC registration number (CIK) with no operating company in our data.',
  'listingFaq.closeQuestion': 'What was the last close of {{name}}?',
  'listingFaq.closeAnswer': '{{price}} on {{date}}.',
  'listingFaq.closeChange': '{{price}} on {{date}}, {{change}} on the session before.',
  'listingFaq.noClose': 'Not available: our data has no daily price for {{name}}.',

  // ---- metering (issue 56): the visitor's free analyses ---------------------------------------
  'payments.visitorLimit': PAYMENT_MESSAGES.visitorLimit,
} as const;
