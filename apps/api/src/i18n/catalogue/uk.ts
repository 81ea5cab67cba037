import { MAX_COMPANIES_PER_CALL, MAX_LISTS_PER_KIND } from '@evident/contracts/lists';
import type { Catalogue } from '../translate';

/*
 * The server's texts in Ukrainian (ADR 055), keyed as the en catalogue. The reader is ви; API
 * identifiers stay as they are, between «». Plural forms: one, few, many, other (fractions).
 */
export const uk: Catalogue = {
  // ---- Figures ----------------------------------------------------------------------------------
  'figures.notAvailable': 'немає даних',
  'figures.billion': '{{n}} млрд',
  'figures.million': '{{n}} млн',

  // ---- Score bands, agreeing with «Evident Score» (masculine) ----------------------------------
  'band.excellent': 'Відмінний',
  'band.good': 'Добрий',
  'band.fair': 'Задовільний',
  'band.weak': 'Слабкий',
  'band.poor': 'Поганий',

  // ---- Listings that are not operating companies (ADR 046) ------------------------------------
  'listing.preferred':
    'привілейований цінний папір (або привілейований папір трасту): фіксована вимога до емітента, а не частка в бізнесі',
  'listing.closedEndFund':
    'закритий фонд: його ціна відображає портфель інших цінних паперів, а не власний бізнес',
  'listing.etf': 'біржовий фонд (ETF)',
  'listing.spac':
    'SPAC (компанія «бланкового чека»): гроші на довірчому рахунку в очікуванні поглинання, бізнесу ще немає',
  'listing.royaltyTrust':
    'траст роялті: він передає роялті з фіксованих активів і не має бізнесу, що реінвестує',
  'listing.other':
    'цінний папір, що не є акцією компанії (облігація, сертифікат або структурований продукт)',

  // ---- texts (issue 54): the share card and the link preview --------------------------------
  'share.score': 'Evident Score',
  'share.asOf': 'станом на {{date}}',
  'share.notScored': 'Без оцінки',
  'share.standingNone': 'Недостатньо даних для надійної оцінки.',
  'share.standing': 'Краще, ніж {{score}}% компаній, які оцінює Evident.',
  'share.factor.Value': 'Вартість',
  'share.factor.Growth': 'Зростання',
  'share.factor.Profitability': 'Прибутковість',
  'share.factor.Health': 'Стійкість',
  'share.factor.ShareholderRetribution': 'Виплати',
  'share.insufficient': 'Недостатньо даних',
  'share.titleNone': '{{company}} ({{ticker}}) · Evident',
  'share.title': '{{company}} ({{ticker}}): Evident Score {{score}}/100',
  'share.descriptionNone':
    'Фундаментальний аналіз {{company}}: вартість, зростання, прибутковість, фінансова стійкість і виплати акціонерам.',
  'share.description':
    '{{company}}: {{score}}/100 ({{band}}) за вартістю, зростанням, прибутковістю, фінансовою стійкістю й виплатами акціонерам — краще, ніж {{score}}% компаній, які оцінює Evident.',

  // ---- texts (issue 54): the screener CSV's words, the daily selections' names ----------
  'screener.csv.ticker': 'Тікер',
  'screener.csv.company': 'Компанія',
  'screener.csv.yes': 'так',
  'screener.csv.no': 'ні',
  'alerts.selection.topDogs': 'Лідери',
  'alerts.selection.risingStars': 'Висхідні зірки',
  'alerts.selection.hiddenGems': 'Приховані перлини',

  // ---- texts (issue 54): the evidence page (issue 23) -------------------------------------------
  'evidence.scoreBucket': 'Оцінка {{bucket}}',
  'evidence.bucket.90plus': '90 або більше',
  'evidence.bucket.70to89': 'від 70 до 89',
  'evidence.bucket.50to69': 'від 50 до 69',
  'evidence.bucket.20to49': 'від 20 до 49',
  'evidence.bucket.below20': 'нижче 20',
  'evidence.decile': 'Дециль {{n}}',
  'evidence.decileBest': 'Дециль {{n}} (найкращий)',
  'evidence.decileWorst': 'Дециль {{n}} (найгірший)',
  'evidence.walkForwardDecile': '{{decile}} (ковзні ваги)',
  'evidence.benchmark': 'Бенчмарк',
  'evidence.param.spy': 'SPY (ціни закриття на кінець місяця з поправкою на дивіденди)',
  'evidence.param.sp500Members':
    'учасники S&P 500 на кожну дату ребалансування (історія складу індексу)',
  'evidence.caveat.survivorship':
    'Помилка вцілілого: дані містять компанії, що торгуються сьогодні, і колишніх учасників S&P 500, ціни яких у них збереглися; компанії, що зникли без цінової історії, купити неможливо, а це прикрашає результати кожної групи.',
  'evidence.caveat.survivorshipMissing':
    'Помилка вцілілого: дані містять компанії, що торгуються сьогодні, і колишніх учасників S&P 500, ціни яких у них збереглися; компанії, що зникли без цінової історії, купити неможливо, а це прикрашає результати кожної групи. У {{year}} році {{missing}} з {{members}} учасників того року не мають ціни в даних.',
  'evidence.caveat.delistings':
    'Позиції без ціни на наступному ребалансуванні закриваються за останньою ціною на кінець місяця (0% того місяця): {{missing}} з {{total}} позицій. Тому збитки компаній, що припинили торгуватися, занижено.',
  'evidence.caveat.delistingsSensitivity':
    'Позиції без ціни на наступному ребалансуванні закриваються за останньою ціною на кінець місяця (0% того місяця): {{missing}} з {{total}} позицій. Тому збитки компаній, що припинили торгуватися, занижено; якби їх враховували як −50% або −100%, річна дохідність групи з найвищою оцінкою становила б {{lost50}} або {{lost100}} (виміряна: {{measured}}).',
  'evidence.caveat.earlyFundamentals':
    'Фундаментальних даних до 2009 року небагато (див. документацію до даних): ранні оцінки спираються на меншу кількість показників.',
  'evidence.caveat.investable':
    'Інвестиційний універсум і діапазони розміру визначаються на кожну дату за цінами на ту дату: ціна щонайменше 1 $, ринкова вартість щонайменше 300 мільйонів доларів, звітність за останні 15 місяців і оцінка. Поріг ліквідності 1 мільйон доларів на день у бектесті не застосовується, бо його історія містить ціни закриття на кінець місяця без обсягів; сьогоднішні списки його застосовують.',
  'evidence.caveat.investableFrom':
    'Інвестиційний універсум і діапазони розміру визначаються на кожну дату за цінами на ту дату: ціна щонайменше 1 $, ринкова вартість щонайменше 300 мільйонів доларів, звітність за останні 15 місяців і оцінка. Поріг ліквідності 1 мільйон доларів на день (обсяг торгів медіанної сесії за три місяці до дати) застосовується з {{date}} — першої дати, три попередні місяці якої покривають денні обсяги. До цієї дати історія містить ціни закриття на кінець місяця без обсягів, тож застосовуються лише пороги ціни, ринкової вартості, звітності та оцінки.',
  'evidence.caveat.costs_one':
    'Витрати: {{points}} базисний пункт на одиницю одностороннього обороту; без податків і без впливу на ринок.',
  'evidence.caveat.costs_few':
    'Витрати: {{points}} базисні пункти на одиницю одностороннього обороту; без податків і без впливу на ринок.',
  'evidence.caveat.costs_many':
    'Витрати: {{points}} базисних пунктів на одиницю одностороннього обороту; без податків і без впливу на ринок.',
  'evidence.caveat.costs_other':
    'Витрати: {{points}} базисного пункту на одиницю одностороннього обороту; без податків і без впливу на ринок.',
  'evidence.caveat.weights':
    'Фіксовані ваги факторів узято з опублікованих досліджень (ADR 004) і один раз переглянуто після бектесту кожного фактора на цих даних (ADR 009: ваги фінансової стійкості та виплат акціонерам знижено, вагу прибутковості підвищено), тож період поза вибіркою (після кінця вибірки) вплинув на них. Ковзний метод (ADR 032) визначає ваги на кожну дату лише за попередніми даними, за правилом, зафіксованим до того, як було розраховано його результати: уся його історія — поза вибіркою щодо ваг.',
  'evidence.caveat.pastPerformance': 'Минулі результати не гарантують майбутньої дохідності.',

  // ---- texts (issue 54): the company page's attributes, buyback note and FAQ -----------------
  'attribute.sentence': '«{{name}}»: {{value}} — {{said}}.',
  'attribute.meetsRule': 'відповідає емпіричному правилу ({{rule}})',
  'attribute.failsRule': 'не відповідає емпіричному правилу ({{rule}})',
  'attribute.betterThanSector': 'краще, ніж у {{percent}}% компаній сектору',
  'attribute.worseThanSector': 'гірше, ніж у {{percent}}% компаній сектору',
  'attribute.betterThanCompanies': 'краще, ніж у {{percent}}% компаній',
  'attribute.worseThanCompanies': 'гірше, ніж у {{percent}}% компаній',
  'attribute.both': '{{verdict}} і {{compare}}',
  'buyback.window': 'дванадцять місяців до {{date}}',
  'buyback.netOfIssuance':
    'Викуп акцій: зворотний викуп за вирахуванням випущених акцій у звіті про рух грошових коштів за {{window}}, відносно поточної ринкової капіталізації.',
  'buyback.gross':
    'Викуп акцій: зворотний викуп у звіті про рух грошових коштів за {{window}}, відносно поточної ринкової капіталізації. Випуску нових акцій у даних немає, тож показник не враховує нові акції.',
  'buyback.shareCount':
    'Викуп акцій: зменшення кількості розводнених акцій за останній рік (даних про викуп у звіті про рух грошових коштів для цієї компанії немає).',
  'faq.scoreQuestion': 'Який Evident Score у {{name}}?',
  'faq.scoreNone': 'Немає даних: їх недостатньо, щоб надійно оцінити {{name}}.',
  'faq.score':
    '{{score}}/100 ({{band}}) станом на {{date}}: краще, ніж у {{score}}% компаній, які ми оцінюємо.',
  'faq.valueQuestion': 'Чи недооцінена {{name}}?',
  'faq.valueRecomputing': 'Немає даних: справедлива вартість перераховується за чинним методом.',
  'faq.valueNone': 'Немає даних: {{reason}}.',
  'faq.value':
    'Наша справедлива вартість — {{fairValue}} (діапазон від {{low}} до {{high}}), на {{gap}}% {{direction}} за останню ціну закриття {{lastClose}}. Вона ґрунтується на {{methods}}.',
  'faq.above': 'вище',
  'faq.below': 'нижче',
  'faq.both': '{{first}} та {{second}}',
  'faq.method.ownHistory': 'мультиплікаторах, за якими компанія торгувалася в останні роки',
  'faq.method.cashFlow': 'дисконтованому грошовому потоці',
  'faq.method.excessReturn': 'надлишковій рентабельності власного капіталу',
  'faq.profitQuestion': 'Наскільки прибуткова {{name}}?',
  'faq.profit':
    'Рентабельність власного капіталу {{roe}}, чиста маржа {{netMargin}}, рентабельність інвестованого капіталу {{roic}}.',
  'faq.dividendQuestion': 'Чи виплачує {{name}} дивіденди?',
  'faq.dividendNone': 'У наших даних цього немає.',
  'faq.dividend': 'Дивідендна дохідність за останні 12 місяців — {{yield}}.',

  // ---- Fair value: why there is no figure -----------------------------------------------------
  'valuation.noRecentPrice': 'немає свіжої ціни',
  'valuation.noRevenue': 'немає виручки за останні дванадцять місяців',
  // After «менше» the noun is genitive: менше 1 року, менше 3 років, менше 5 років.
  'valuation.fewCashFlowYears_one':
    'менше {{count}} року даних про вільний грошовий потік, включно з останнім',
  'valuation.fewCashFlowYears_few':
    'менше {{count}} років даних про вільний грошовий потік, включно з останнім',
  'valuation.fewCashFlowYears_many':
    'менше {{count}} років даних про вільний грошовий потік, включно з останнім',
  'valuation.fewCashFlowYears_other':
    'менше {{count}} року даних про вільний грошовий потік, включно з останнім',
  'valuation.negativeCashFlow': 'вільний грошовий потік від’ємний або нульовий у звичайний рік',
  'valuation.noGrowthHistory': 'немає історії зростання для прогнозу',
  'valuation.noBookValue': 'балансова вартість не додатна',
  'valuation.noRoe': 'немає рентабельності власного капіталу за останні дванадцять місяців',
  'valuation.fewRoeYears': 'менше двох років даних про рентабельність власного капіталу',
  'valuation.roeBelowGrowth':
    'рентабельність власного капіталу ({{roe}} на рік) нижча за довгострокове зростання {{growth}}',
  'valuation.reitNeedsFfo': 'REIT оцінюють за коштами від операцій (FFO), яких немає в даних',
  'valuation.blankCheck':
    'компанія-«пустушка» для поглинання (SPAC) ще не має бізнесу, який можна оцінити',
  'valuation.shareBasis':
    'кількість акцій у звітах ({{filed}}) не відповідає сьогоднішній базі ({{today}})',
  'valuation.fewMultiples': 'можна використати менше двох мультиплікаторів ({{shortfalls}})',
  'valuation.noneLeftOut': 'жоден не відкинуто',
  'valuation.multipleNotPositive': '{{multiple}}: сьогодні не додатний',
  'valuation.multipleShortHistory_one': '{{multiple}}: менше {{count}} року додатної історії',
  'valuation.multipleShortHistory_few': '{{multiple}}: менше {{count}} років додатної історії',
  'valuation.multipleShortHistory_many': '{{multiple}}: менше {{count}} років додатної історії',
  'valuation.multipleShortHistory_other': '{{multiple}}: менше {{count}} року додатної історії',
  'valuation.methodsDisagree': 'методи розходяться більш ніж у {{factor}} раза ({{figures}})',
  'valuation.methodFigure': '{{method}} {{value}}',
  'valuation.methodReason': '{{method}}: {{reason}}',
  'valuation.method.ownHistory': 'власні історичні мультиплікатори',
  'valuation.method.cashFlow': 'дисконтований грошовий потік',
  'valuation.method.excessReturn': 'надлишкова рентабельність власного капіталу',

  // ---- What changed -----------------------------------------------------------------------------
  'change.nowAvailable': 'Показник «{{name}}» тепер доступний: {{after}}.',
  'change.noLongerAvailable': 'Показник «{{name}}» більше не доступний (був {{before}}).',
  'change.peers':
    'Показник «{{name}}» лишився на рівні {{after}}, але змінилися дані інших компаній.',
  'change.peersRanked':
    'Показник «{{name}}» лишився на рівні {{after}}, але змінилися дані інших компаній: його процентиль змінився з {{from}} на {{to}}.',
  'change.price': 'Показник «{{name}}» змінився з {{before}} на {{after}} {{move}}.',
  'change.filing': 'Показник «{{name}}» змінився з {{before}} на {{after}} {{filed}}.',
  'change.filingAndPrice':
    'Показник «{{name}}» змінився з {{before}} на {{after}} {{filed}} і {{move}}.',
  'change.other': 'Показник «{{name}}» змінився з {{before}} на {{after}}.',
  'change.priceMovedFromTo': 'бо ціна акції змінилася з {{from}} на {{to}}',
  'change.priceMoved': 'бо змінилася ціна акції',
  'change.filingOf': 'зі звітом від {{date}}',
  'change.newFiling': 'з новим звітом',

  // ---- Errors: generic, framework, limits ------------------------------------------------------
  'error.somethingWentWrongTry': 'Щось пішло не так. Спробуйте пізніше.',
  'error.notFound': 'Не знайдено',
  'error.invalidRequest': 'Некоректний запит',
  'apiKeys.invalid': 'Недійсний ключ API',
  'error.tooManyRequestsWait': 'Забагато запитів. Зачекайте трохи й спробуйте ще раз.',
  'error.requestBodyValidJSON': 'Тіло запиту не є коректним JSON',
  'error.requestBodyEmptySend': 'Тіло запиту порожнє; надішліть об’єкт JSON',
  'error.requestBodyTooLarge': 'Тіло запиту завелике',
  'error.unsupportedContentTypeSend': 'Непідтримуваний тип вмісту; надішліть «application/json»',
  'error.requestContentLengthInvalid': 'Некоректна довжина вмісту запиту',
  'error.addressValidMustStart':
    'Адреса некоректна: символ % має починати коректну екрановану послідовність (наприклад, %20).',
  'error.requestCouldRouted': 'Не вдалося визначити маршрут запиту.',
  'error.textCannotContainNUL':
    'Текст не може містити символи NUL або пошкоджений Unicode (непарні сурогати).',
  'error.serviceDegradedDatabaseUnreachable': 'Сервіс працює з обмеженнями: база даних недоступна',
  'error.marketDataStillLoading': 'Ринкові дані ще завантажуються; спробуйте ще раз за хвилину.',
  'error.dataJobRunningTry': 'Триває обробка даних; спробуйте ще раз, коли вона завершиться.',
  'error.saved': 'Збережено',

  // ---- Zod's own messages without a variable part ----------------------------------------------
  'zod.invalidInput': 'Некоректне значення',
  'zod.invalidInputMoreThan': 'Некоректне значення: підходить більше ніж один варіант',
  'zod.invalidEmailAddress': 'Некоректна адреса електронної пошти',
  'zod.invalidURL': 'Некоректна URL-адреса',
  'zod.invalidUUID': 'Некоректний UUID',
  'zod.invalidISODatetime': 'Некоректні дата й час ISO',
  'zod.invalidISODate': 'Некоректна дата ISO',

  // ---- texts (issue 54): zod's own messages with a variable part, by issue code ---------------
  'zod.invalidType': 'Некоректне значення: потрібен тип «{{expected}}», отримано «{{received}}»',
  'zod.missing': 'Значення відсутнє: потрібен тип «{{expected}}»',
  'zod.invalidLiteral': 'Некоректне значення: очікувалося {{value}}',
  'zod.invalidOption': 'Некоректний варіант: допустимі значення — {{values}}',
  'zod.invalidDiscriminator': 'Некоректне значення. Очікувалося {{options}}',
  'zod.tooBig.string': 'Задовге значення: {{bound}} {{count}} {{unit}}',
  'zod.tooBig.file': 'Завеликий файл: {{bound}} {{count}} {{unit}}',
  'zod.tooBig.array': 'Забагато елементів: {{bound}} {{count}} {{unit}}',
  'zod.tooBig.set': 'Забагато елементів: {{bound}} {{count}} {{unit}}',
  'zod.tooBig.map': 'Завелике значення: {{bound}} {{count}} {{unit}}',
  'zod.tooBig.number': 'Завелике значення: має бути {{bound}} {{limit}}',
  'zod.tooBig.int': 'Завелике значення: має бути {{bound}} {{limit}}',
  'zod.tooBig.bigint': 'Завелике значення: має бути {{bound}} {{limit}}',
  'zod.tooBig.date': 'Надто пізня дата: має бути {{bound}} {{limit}}',
  'zod.tooSmall.string': 'Закоротке значення: {{bound}} {{count}} {{unit}}',
  'zod.tooSmall.file': 'Замалий файл: {{bound}} {{count}} {{unit}}',
  'zod.tooSmall.array': 'Замало елементів: {{bound}} {{count}} {{unit}}',
  'zod.tooSmall.set': 'Замало елементів: {{bound}} {{count}} {{unit}}',
  'zod.tooSmall.map': 'Замале значення: {{bound}} {{count}} {{unit}}',
  'zod.tooSmall.number': 'Замале значення: має бути {{bound}} {{limit}}',
  'zod.tooSmall.int': 'Замале значення: має бути {{bound}} {{limit}}',
  'zod.tooSmall.bigint': 'Замале значення: має бути {{bound}} {{limit}}',
  'zod.tooSmall.date': 'Надто рання дата: має бути {{bound}} {{limit}}',
  'zod.sizeBound.max': 'щонайбільше',
  'zod.sizeBound.below': 'менше ніж',
  'zod.sizeBound.min': 'щонайменше',
  'zod.sizeBound.above': 'більше ніж',
  'zod.sizeBound.exactly': 'рівно',
  'zod.numberBound.max': 'не більше',
  'zod.numberBound.below': 'менше ніж',
  'zod.numberBound.min': 'не менше',
  'zod.numberBound.above': 'більше ніж',
  'zod.numberBound.exactly': 'рівно',
  'zod.unit.characters_one': 'символ',
  'zod.unit.characters_few': 'символи',
  'zod.unit.characters_many': 'символів',
  'zod.unit.characters_other': 'символу',
  'zod.unit.bytes_one': 'байт',
  'zod.unit.bytes_few': 'байти',
  'zod.unit.bytes_many': 'байтів',
  'zod.unit.bytes_other': 'байта',
  'zod.unit.items_one': 'елемент',
  'zod.unit.items_few': 'елементи',
  'zod.unit.items_many': 'елементів',
  'zod.unit.items_other': 'елемента',
  'zod.unit.entries_one': 'запис',
  'zod.unit.entries_few': 'записи',
  'zod.unit.entries_many': 'записів',
  'zod.unit.entries_other': 'запису',
  'zod.startsWith': 'Некоректний рядок: має починатися з "{{value}}"',
  'zod.endsWith': 'Некоректний рядок: має закінчуватися на "{{value}}"',
  'zod.includes': 'Некоректний рядок: має містити "{{value}}"',
  'zod.pattern': 'Некоректний рядок: має відповідати шаблону {{value}}',
  'zod.multipleOf': 'Некоректне число: має бути кратним {{divisor}}',
  'zod.unrecognizedKeys_one': 'Невідоме поле: {{keys}}',
  'zod.unrecognizedKeys_few': 'Невідомі поля: {{keys}}',
  'zod.unrecognizedKeys_many': 'Невідомі поля: {{keys}}',
  'zod.unrecognizedKeys_other': 'Невідомі поля: {{keys}}',
  'zod.invalidKey': 'Некоректний ключ у «{{origin}}»',
  'zod.invalidElement': 'Некоректне значення у «{{origin}}»',
  'zod.type.string': 'рядок',
  'zod.type.number': 'число',
  'zod.type.int': 'ціле число',
  'zod.type.bigint': 'велике ціле число',
  'zod.type.boolean': 'логічне значення',
  'zod.type.array': 'список',
  'zod.type.tuple': 'список',
  'zod.type.object': 'об’єкт',
  'zod.type.record': 'об’єкт',
  'zod.type.map': 'словник',
  'zod.type.set': 'множина',
  'zod.type.date': 'дата',
  'zod.type.file': 'файл',
  'zod.type.null': 'порожнє значення',
  'zod.type.nan': 'NaN',
  'zod.type.function': 'функція',
  'zod.type.symbol': 'символ',

  // ---- texts (issue 54): messages with a variable part, by code at the throw site --------------
  'validation.invalid.body': 'Некоректне тіло запиту: {{issues}}',
  'validation.invalid.querystring': 'Некоректний параметр запиту: {{issues}}',
  'validation.invalid.params': 'Некоректний параметр шляху: {{issues}}',
  'validation.invalid.headers': 'Некоректний заголовок: {{issues}}',
  'validation.invalid.request': 'Некоректний запит: {{issues}}',
  'validation.fieldIssue': '{{field}}: {{message}}',
  'validation.numberRange': 'Параметр «{{name}}» має бути числом від {{min}} до {{max}}',
  'validation.wholeNumberRange': 'Параметр «{{name}}» має бути цілим числом від {{min}} до {{max}}',
  'validation.trueOrFalse': 'Параметр «{{name}}» має бути «true» або «false»',
  'validation.number': 'Поле «{{name}}» має бути числом',
  'validation.finiteNumber': 'Поле «{{name}}» має бути скінченним числом',
  'validation.oneOf': 'Параметр «{{name}}» має бути одним із: {{values}}',
  'error.badTextAt':
    'Текст не може містити символи NUL або пошкоджений Unicode (непарні сурогати). ({{path}})',
  'stocks.tooManyTickers_one': 'Щонайбільше {{count}} тікер за один запит',
  'stocks.tooManyTickers_few': 'Щонайбільше {{count}} тікери за один запит',
  'stocks.tooManyTickers_many': 'Щонайбільше {{count}} тікерів за один запит',
  'stocks.tooManyTickers_other': 'Щонайбільше {{count}} тікера за один запит',
  'payments.analysisLimit_one':
    'Цього місяця ви проаналізували {{count}} компанію — це ліміт вашого плану. Оновіть підписку, щоб аналізувати більше.',
  'payments.analysisLimit_few':
    'Цього місяця ви проаналізували {{count}} компанії — це ліміт вашого плану. Оновіть підписку, щоб аналізувати більше.',
  'payments.analysisLimit_many':
    'Цього місяця ви проаналізували {{count}} компаній — це ліміт вашого плану. Оновіть підписку, щоб аналізувати більше.',
  'payments.analysisLimit_other':
    'Цього місяця ви проаналізували {{count}} компанії — це ліміт вашого плану. Оновіть підписку, щоб аналізувати більше.',
  'payments.stayOn': 'Ви залишаєтеся на плані {{plan}}.',
  'payments.planIsNow': 'Тепер ваш план — {{plan}}.',
  'payments.planChangesAtEnd': 'Ваш план зміниться на {{plan}} наприкінці цього періоду.',
  'payments.planChangesOn': 'Ваш план зміниться на {{plan}} наприкінці цього періоду ({{date}}).',
  'payments.planTitle': '{{tier}} ({{period}})',
  'payments.tier.free': 'Безкоштовний',
  'payments.tier.basic': 'Базовий',
  'payments.tier.advanced': 'Розширений',
  'payments.tier.pro': 'Pro',
  'payments.period.monthly': 'щомісячно',
  'payments.period.yearly': 'щороку',
  'lists.unknownCompanies': 'Невідомі компанії: {{tickers}}',
  'lists.limitReached.watchlist_one':
    'Ваш план дозволяє {{count}} компанію у ваших списках спостереження. Оновіть підписку, щоб додати більше.',
  'lists.limitReached.watchlist_few':
    'Ваш план дозволяє {{count}} компанії у ваших списках спостереження. Оновіть підписку, щоб додати більше.',
  'lists.limitReached.watchlist_many':
    'Ваш план дозволяє {{count}} компаній у ваших списках спостереження. Оновіть підписку, щоб додати більше.',
  'lists.limitReached.watchlist_other':
    'Ваш план дозволяє {{count}} компанії у ваших списках спостереження. Оновіть підписку, щоб додати більше.',
  'lists.limitReached.portfolio_one':
    'Ваш план дозволяє {{count}} компанію у ваших портфелях. Оновіть підписку, щоб додати більше.',
  'lists.limitReached.portfolio_few':
    'Ваш план дозволяє {{count}} компанії у ваших портфелях. Оновіть підписку, щоб додати більше.',
  'lists.limitReached.portfolio_many':
    'Ваш план дозволяє {{count}} компаній у ваших портфелях. Оновіть підписку, щоб додати більше.',
  'lists.limitReached.portfolio_other':
    'Ваш план дозволяє {{count}} компанії у ваших портфелях. Оновіть підписку, щоб додати більше.',
  'lists.notInList': 'Немає в цьому списку: {{symbols}}',
  'lists.importTooLarge_one': 'Щонайбільше {{count}} рядок за одне імпортування.',
  'lists.importTooLarge_few': 'Щонайбільше {{count}} рядки за одне імпортування.',
  'lists.importTooLarge_many': 'Щонайбільше {{count}} рядків за одне імпортування.',
  'lists.importTooLarge_other': 'Щонайбільше {{count}} рядка за одне імпортування.',
  'lists.importDuplicate': 'Та сама компанія, що й у рядку {{line}}.',
  'screener.tooManyScreens_one': 'Можна зберегти щонайбільше {{count}} скринінг.',
  'screener.tooManyScreens_few': 'Можна зберегти щонайбільше {{count}} скринінги.',
  'screener.tooManyScreens_many': 'Можна зберегти щонайбільше {{count}} скринінгів.',
  'screener.tooManyScreens_other': 'Можна зберегти щонайбільше {{count}} скринінгу.',
  'screener.tooManyFilters_one': 'Скринінг може мати щонайбільше {{count}} фільтр.',
  'screener.tooManyFilters_few': 'Скринінг може мати щонайбільше {{count}} фільтри.',
  'screener.tooManyFilters_many': 'Скринінг може мати щонайбільше {{count}} фільтрів.',
  'screener.tooManyFilters_other': 'Скринінг може мати щонайбільше {{count}} фільтра.',
  'screener.tooManyColumns_one': 'Щонайбільше {{count}} стовпець.',
  'screener.tooManyColumns_few': 'Щонайбільше {{count}} стовпці.',
  'screener.tooManyColumns_many': 'Щонайбільше {{count}} стовпців.',
  'screener.tooManyColumns_other': 'Щонайбільше {{count}} стовпця.',
  'screener.unknownField': 'Невідоме поле «{{field}}».',
  'screener.wrongOperator.number':
    'Оператор «{{op}}» не застосовується до «{{field}}»: це числове поле.',
  'screener.wrongOperator.category':
    'Оператор «{{op}}» не застосовується до «{{field}}»: це поле категорії.',
  'screener.wrongOperator.boolean':
    'Оператор «{{op}}» не застосовується до «{{field}}»: це логічне поле.',
  'screener.unknownOption': 'Поле «{{field}}» не має значення «{{value}}».',
  'screener.unknownTicker': 'Невідома компанія: {{ticker}}',
  'screener.notScreened':
    '{{ticker}} немає в скринері: ETF і компанії без оцінки в останньому розрахунку до нього не входять.',

  // ---- Accounts (spec §4, §5, §8) --------------------------------------------------------------
  'auth.loginSuccess': 'Ви успішно увійшли',
  'auth.userNotFound': 'Облікового запису з цією адресою електронної пошти не існує',
  'auth.incorrectPassword': 'Неправильний пароль',
  'auth.signupSuccess': 'Ви успішно зареєструвалися',
  'auth.accountNotFound': 'Обліковий запис не існує',
  'auth.existingAccount.USING_EMAIL':
    'У вас уже є обліковий запис — увійдіть за допомогою електронної пошти та пароля.',
  'auth.existingAccount.GOOGLE': 'У вас уже є обліковий запис — увійдіть через Google.',
  'auth.emailNotVerified': 'Підтвердьте адресу електронної пошти, перш ніж увійти.',
  'auth.verified': 'Адресу електронної пошти успішно підтверджено',
  'auth.verificationInvalid': 'Це посилання для підтвердження недійсне або термін його дії минув.',
  'auth.verificationSent': 'Лист для підтвердження надіслано',
  'auth.resetCodeSent':
    'Якщо обліковий запис із цією адресою існує, ми надіслали на неї код для скидання пароля.',
  'auth.resetCodeInvalid': 'Код недійсний або термін його дії минув.',
  'auth.passwordReset': 'Новий пароль збережено.',
  'auth.passwordChanged': 'Ваш пароль змінено.',
  'auth.currentPasswordWrong': 'Поточний пароль неправильний.',
  'auth.googleDisabled': 'Вхід через Google недоступний.',
  'auth.googleInvalid': 'Не вдалося перевірити вхід через Google.',
  'auth.tooMany': 'Забагато спроб. Спробуйте пізніше.',
  'auth.unauthorized': 'Потрібна авторизація',
  'auth.refreshFailed': 'Не вдалося оновити сесію',
  'auth.loggedOut': 'Ви вийшли з облікового запису.',
  'auth.noRefreshTokenAvailable': 'Немає токена оновлення сесії',
  'auth.tooManyPreferences': 'Забагато налаштувань',
  'auth.unknownPlan': 'Невідомий план',
  'auth.passwordTooLong200': 'Пароль задовгий (щонайбільше 200 символів).',
  'validation.emailRequired': 'Вкажіть електронну пошту.',
  'validation.emailInvalid': 'Неправильна адреса електронної пошти.',
  'validation.emailCheck': 'Перевірте вказану адресу електронної пошти.',
  'validation.passwordRequired': 'Вкажіть пароль.',
  'validation.passwordShort': 'Пароль має містити щонайменше 8 символів.',
  'validation.firstNameRequired': 'Вкажіть ім’я.',
  'validation.lastNameWhitespace': 'Прізвище не може починатися з пробілу',
  'validation.forgotEmail': 'Введіть правильну адресу електронної пошти',
  'validation.resetFields': 'Заповніть усі поля',
  'auth.disposableEmailsAllowed': 'Одноразові адреси електронної пошти не приймаються.',

  // ---- texts (issue 54): every mail's greeting; the account mails (spec §4) -------------------
  'mail.hello': 'Вітаємо, {{name}}!',
  'mail.account.footer':
    'Evident — фундаментальний аналіз компаній, акції яких котируються в США. Ви отримали цей лист через дію у вашому обліковому записі Evident.',
  'mail.account.verifySubject': 'Підтвердьте свою електронну пошту в Evident',
  'mail.account.resendSubject': 'Нове посилання для підтвердження в Evident',
  'mail.account.verifyIntro':
    'Дякуємо за реєстрацію. Підтвердьте, що ця адреса електронної пошти належить вам.',
  'mail.account.resendIntro':
    'Ось нове посилання для підтвердження вашої адреси електронної пошти. Попередні посилання більше не працюють.',
  'mail.account.verifyLine': 'Підтвердьте електронну пошту: {{link}}',
  'mail.account.verifyButton': 'Підтвердити електронну пошту',
  'mail.account.orOpen': 'Або відкрийте це посилання:',
  'mail.account.verifyExpiry':
    'Посилання можна використати лише один раз, і воно діє 24 години. Якщо ви не реєструвалися, просто проігноруйте цей лист.',
  'mail.account.resetSubject': 'Ваш код для скидання пароля в Evident',
  'mail.account.resetTitle': 'Скидання пароля',
  'mail.account.resetCode': 'Ваш код для скидання пароля:',
  'mail.account.resetExpiry':
    'Код можна використати лише один раз, і він діє 15 хвилин. Якщо ви його не запитували, проігноруйте цей лист: ваш пароль залишиться без змін.',

  // ---- Companies, search, charts ---------------------------------------------------------------
  'stocks.companyNotFound': 'Компанію не знайдено',
  'stocks.tickerMustLookLike': 'Тікер має бути у форматі БІРЖА:СИМВОЛ, наприклад NASDAQ:AAPL',
  'stocks.searchTextTooLong': 'Текст пошуку задовгий (щонайбільше 100 символів)',
  'stocks.tickersRequiredCommaSeparated':
    'Параметр «tickers» обов’язковий: список БІРЖА:СИМВОЛ через кому',
  'stocks.sortMustVolumeGainers': 'Параметр «sort» має бути «volume» або «gainers»',
  'stocks.periodMustAnnualQuarterly': 'Параметр «period» має бути «annual» або «quarterly»',
  'stocks.rangeMust6m1y': 'Параметр «range» має бути «6m», «1y» або «5y»',
  'stocks.unknownExchange': 'Невідома біржа',
  'stocks.unknownImage': 'Невідоме зображення',

  // ---- Watchlists and portfolios ---------------------------------------------------------------
  'lists.nameRequired': 'Вкажіть назву.',
  'lists.nameTooLong': 'Назва може містити щонайбільше 60 символів.',
  'lists.nameTaken': 'Список із такою назвою вже існує.',
  'lists.notFound': 'Список не знайдено',
  'lists.tooManyLists': `Можна мати щонайбільше ${MAX_LISTS_PER_KIND} списків кожного типу.`,
  'lists.noCompanies': 'Вкажіть щонайменше одну компанію («companyIds» або «tickers»).',
  'lists.tooManyCompanies': `Щонайбільше ${MAX_COMPANIES_PER_CALL} компаній за один запит.`,
  'lists.holdingsOnlyInPortfolios': 'Кількість акцій і вартість вказують лише в портфелях.',
  'lists.badShares': 'Кількість акцій має бути числом від 0 до 1 000 000 000 000 (або порожньою).',
  'lists.badCost': 'Середня вартість має бути числом від 0 до 10 000 000 (або порожньою).',
  'lists.importEmpty': 'У файлі немає рядків.',
  'lists.importNoTicker': 'Немає тікера.',
  'lists.companyIdsAreSymbols': '«companyIds» — це символи, наприклад AAPL',
  'lists.atMost1000': 'Щонайбільше 1 000 компаній за один запит.',
  'lists.fileTooLarge2': 'Файл завеликий (щонайбільше 2 МБ).',
  'lists.itemHasBeenDeleted': 'Елемент видалено',

  // ---- Portfolio analysis (issue 21, 23): the rules, what each found, the return's method ------
  'portfolio.unknownSector': 'Невідомий сектор',
  'portfolio.noHoldings': 'Позицій немає.',
  'portfolio.item': '{{name}} ({{figure}})',
  'portfolio.companiesRule_one': 'Тримайте щонайменше {{count}} компанію.',
  'portfolio.companiesRule_few': 'Тримайте щонайменше {{count}} компанії.',
  'portfolio.companiesRule_many': 'Тримайте щонайменше {{count}} компаній.',
  'portfolio.companiesRule_other': 'Тримайте щонайменше {{count}} компанії.',
  'portfolio.companiesHeld_one': 'У портфелі {{count}} компанія.',
  'portfolio.companiesHeld_few': 'У портфелі {{count}} компанії.',
  'portfolio.companiesHeld_many': 'У портфелі {{count}} компаній.',
  'portfolio.companiesHeld_other': 'У портфелі {{count}} компанії.',
  'portfolio.companiesAdd_one':
    'Додайте ще {{count}} компанію, щоб не залежати так сильно від однієї компанії.',
  'portfolio.companiesAdd_few':
    'Додайте ще {{count}} компанії, щоб не залежати так сильно від однієї компанії.',
  'portfolio.companiesAdd_many':
    'Додайте ще {{count}} компаній, щоб не залежати так сильно від однієї компанії.',
  'portfolio.companiesAdd_other':
    'Додайте ще {{count}} компанії, щоб не залежати так сильно від однієї компанії.',
  'portfolio.positionRule': 'Жодної позиції понад {{max}} портфеля.',
  'portfolio.positionLargestByValue': 'Найбільша: {{ticker}} — {{weight}} вартості.',
  'portfolio.positionLargestEqual':
    'Найбільша: {{ticker}} — {{weight}} (рівні ваги: кількість акцій не вказано).',
  'portfolio.positionTrim': 'Зменште {{holdings}} до {{max}} або менше.',
  'portfolio.positionTrimOrAdd': 'Зменште {{holdings}} до {{max}} або менше чи додайте компанії.',
  'portfolio.sectorRule': 'Жодного сектору понад {{max}} портфеля.',
  'portfolio.sectorLargest': 'Найбільший: {{sector}} — {{weight}}.',
  'portfolio.sectorReduce':
    'Зменште частку {{sectors}} до {{max}}, додавши інші сектори або скоротивши позиції.',
  'portfolio.scoreRule': 'Позиції з Evident Score нижче {{min}} позначаються.',
  'portfolio.scoreNoneLow': 'Жодна позиція не має оцінки нижче {{min}}.',
  'portfolio.scoreNoneLowUnscored':
    'Жодна позиція не має оцінки нижче {{min}} ({{unscored}} без оцінки).',
  'portfolio.scoreLow': '{{holdings}}: нижче {{min}}.',
  'portfolio.scoreLowUnscored': '{{holdings}}: нижче {{min}}; {{unscored}} без оцінки.',
  'portfolio.scoreReview':
    'Подивіться, що тягне їхні оцінки вниз (на сторінці компанії видно, які саме фактори), і чи досі актуальна причина їх тримати.',
  'portfolio.method':
    'Повна дохідність кожної поточної позиції між двома кінцями місяця (ціни закриття на кінець місяця з поправкою на дивіденди), зважена за сьогоднішніми вагами позицій, що мають обидві ціни; повна дохідність SPY між тими самими кінцями місяця. Ідеться про позиції в нинішньому складі, а не про угоди, здійснені протягом року.',

  // ---- Screener (spec §5, §8, §9) --------------------------------------------------------------
  'screener.atLeastOneFilter': 'Щоб отримати дані компаній, потрібен щонайменше один фільтр',
  'screener.applyFailed': 'Щось пішло не так',
  'screener.saved': 'Зміни фільтрів збережено',
  'screener.notFound': 'Скринінг не знайдено',
  'screener.nameTaken': 'Скринінг із такою назвою вже існує.',
  'screener.betweenOrder': '«min» не може бути більшим за «max».',
  'screener.fieldRequired': 'Поле «field» обов’язкове',
  'screener.fieldTooLong': 'Поле «field» задовге',
  'screener.fieldFieldIdFrom':
    'Поле «field» має бути ідентифікатором поля з «GET /screener/fields»',
  'screener.percentMustMoreThan': 'Поле «percent» має бути більшим за 0',
  'screener.percentMustAtMost': 'Поле «percent» має бути не більшим за 100',
  'screener.valuesMustListStrings': 'Поле «values» має бути списком рядків',
  'screener.valuesMustNameAt': 'Поле «values» має містити щонайменше одне значення',
  'screener.valuesHasAtMost': 'Поле «values» може містити щонайбільше 100 значень',
  'screener.opMustOneGte':
    'Поле «op» має бути одним із: «gte», «lte», «between», «in», «is», «top», «bottom», «known», «unknown»',
  'screener.pageMustWholeNumber': 'Параметр «page» має бути цілим числом від 1',
  'screener.tickerRequired': 'Параметр «ticker» обов’язковий',
  'screener.tickerTooLong': 'Параметр «ticker» задовгий',

  // ---- Payments (spec §7, §8) ------------------------------------------------------------------
  'payments.cancelTitle': 'Підписку скасовано',
  'payments.cancelled': 'Вашу підписку успішно скасовано.',
  'payments.cancelFailed': 'Не вдалося скасувати підписку. Спробуйте пізніше.',
  'payments.resumeTitle': 'Підписку відновлено',
  'payments.resumed': 'Вашу підписку відновлено.',
  'payments.resumeFailed': 'Не вдалося відновити підписку. Спробуйте пізніше.',
  'payments.portalFailed': 'Не вдалося відкрити керування підпискою. Спробуйте пізніше.',
  'payments.planChangeFailed': 'Сталася помилка',
  'payments.samePlan': 'У вас уже цей план.',
  'payments.noSubscription': 'У вас немає платної підписки, яку можна змінити.',
  'payments.notCancelable': 'Ваша підписка неактивна, тож скасовувати нічого.',
  'payments.notResumable': 'Завершення вашої підписки не заплановано, тож відновлювати нічого.',
  'payments.pastDue':
    'З оплатою вашої підписки виникла проблема. Оновіть спосіб оплати на порталі підписки.',
  'payments.historyNotYours': 'Ви можете переглядати лише власну історію платежів.',
  'payments.badPaymentMethod': 'Цей спосіб оплати не можна використати.',
  'payments.paymentMethodIdRequired': 'Поле «paymentMethodId» обов’язкове.',
  'payments.paymentMethodIdInvalid':
    'Поле «paymentMethodId» має бути ідентифікатором способу оплати («pm_…»).',
  'payments.bodyValidJSON': 'Тіло запиту не є коректним JSON.',
  'payments.paymentMethodWasUpdated': 'Спосіб оплати оновлено.',
  'payments.thereNoSuchPlan': 'Такого плану не існує.',
  'payments.checkoutCreated': 'Сторінку оплати створено',
  'payments.cardWasDeclined': 'Вашу картку відхилено.',
  'payments.checkoutNoLongerOpen': 'Ця сторінка оплати вже закрита.',
  'payments.noSuchSubscription': 'Такої підписки не існує.',
  'payments.noSubscriptionUpdate': 'Немає підписки для оновлення.',
  'payments.noSubscriptionShort': 'Немає підписки.',
  'payments.subscriptionHasNoItem': 'У підписці немає елемента для зміни.',

  // ---- Feedback, analytics ---------------------------------------------------------------------
  'feedback.ratingMustFrom1': 'Оцінка має бути від 1 до 5',
  'feedback.writeAMessage': 'Напишіть повідомлення',
  'feedback.messageTooLong5': 'Повідомлення задовге (щонайбільше 5 000 символів)',
  'feedback.thanks': 'Дякуємо за ваше повідомлення',
  'feedback.currencyMustThreeLetter': 'Валюта має бути трилітерним кодом ISO',
  'feedback.pageMustPath': 'Сторінка має бути шляхом',

  // ---- Alerts (issue 22) -----------------------------------------------------------------------
  'unsubscribe.invalid': 'Це посилання для відписки недійсне.',
  'unsubscribe.used': 'Це посилання для відписки вже використано.',
  'unsubscribe.done.scoreBandChanges':
    'Ви більше не отримуватимете листи «Зміни рівня Score у ваших списках». Їх можна знову ввімкнути у своєму профілі.',
  'unsubscribe.done.dailySelections':
    'Ви більше не отримуватимете листи «Щоденна добірка». Їх можна знову ввімкнути у своєму профілі.',
  'alerts.name.scoreBandChanges': 'Зміни рівня Score у ваших списках',
  'alerts.name.dailySelections': 'Щоденна добірка',

  // ---- texts (issue 54): the alert mails (issue 22) and the unsubscribe pages -----------------
  'mail.alerts.unsubscribe': 'Відписатися від цих листів',
  'mail.alerts.notScored': 'без оцінки',
  'mail.alerts.bandSubjectOne': '{{company}}: Evident Score тепер «{{band}}» ({{score}})',
  'mail.alerts.bandSubjectMany_one':
    'Змінився рівень Evident Score для {{count}} компанії з ваших списків',
  'mail.alerts.bandSubjectMany_few':
    'Змінився рівень Evident Score для {{count}} компаній з ваших списків',
  'mail.alerts.bandSubjectMany_many':
    'Змінився рівень Evident Score для {{count}} компаній з ваших списків',
  'mail.alerts.bandSubjectMany_other':
    'Змінився рівень Evident Score для {{count}} компаній з ваших списків',
  'mail.alerts.bandIntroOne':
    'Розрахунок Evident Score від {{asOf}} переніс одну компанію з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з {{since}}:',
  'mail.alerts.bandIntro_one':
    'Розрахунок Evident Score від {{asOf}} переніс {{count}} компанію з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з {{since}}:',
  'mail.alerts.bandIntro_few':
    'Розрахунок Evident Score від {{asOf}} переніс {{count}} компанії з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з {{since}}:',
  'mail.alerts.bandIntro_many':
    'Розрахунок Evident Score від {{asOf}} переніс {{count}} компаній з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з {{since}}:',
  'mail.alerts.bandIntro_other':
    'Розрахунок Evident Score від {{asOf}} переніс {{count}} компаній з ваших списків спостереження чи портфелів на інший рівень. Що найбільше вплинуло на кожну оцінку з {{since}}:',
  'mail.alerts.bandWhy':
    'Ви отримали цей лист, бо ввімкнули в Evident сповіщення про зміну рівня Evident Score.',
  'mail.alerts.digestSubject': 'Щоденні добірки Evident — {{date}}',
  'mail.alerts.digestIntro':
    'Компанії, відібрані {{date}} за результатами розрахунку оцінок. Позначка «Нова» означає, що компанія сьогодні потрапила до добірки.',
  'mail.alerts.digestWhy': 'Ви отримали цей лист, бо підписалися в Evident на щоденні добірки.',
  'mail.alerts.noneToday': 'Сьогодні жодна компанія не відповідає умовам.',
  'mail.alerts.score': 'оцінка',
  'mail.alerts.isNew': 'нова',
  'mail.alerts.newBadge': 'Нова',
  'mail.alerts.left': 'Вибули з добірки',
  'mail.alerts.entered': 'Потрапила до добірки «{{title}}» (оцінка {{score}})',
  'mail.alerts.leftItem': 'Вибула з добірки «{{title}}»',
  'unsubscribe.title': 'Відписка',
  'unsubscribe.unsubscribed': 'Ви відписалися',
  'unsubscribe.chooseInProfile': 'Вибрати сповіщення можна у {{profile}}.',
  'unsubscribe.profileLink': 'своєму профілі',
  'unsubscribe.stopReceiving': 'Більше не отримувати листи «{{name}}» від Evident?',
  'unsubscribe.button': 'Відписатися',
  'unsubscribe.yourAlerts': 'Ваші сповіщення',

  // ---- billing (issue 56, ADR 060) -------------------------------------------------------------
  'payments.paymentsOff': 'Платні плани на цьому сервері недоступні.',

  // trust52 ---- Власні запитання цінного папера, що не є операційною компанією (ADR 046) ----------
  'listingFaq.whatQuestion': 'Що таке {{name}}?',
  'listingFaq.whatAnswer': '{{name}} — {{what}}.',
  'listingFaq.whyQuestion': 'Чому {{name}} не має Evident Score?',
  'listingFaq.whyAnswer':
    'Evident Score оцінює операційні компанії за їхньою власною звітністю та цінами: вартість, зростання, прибутковість, фінансова стійкість і виплати акціонерам. {{name}} не є операційною компанією, тож не має ні Evident Score, ні справедливої вартості, ні показників факторів; її ціни показано як є.',
  'listingFaq.issuerQuestion': 'Де сторінка компанії, що стоїть за {{name}}?',
  'listingFaq.issuerAnswer':
    'Емітент {{name}} — {{issuer}} ({{ticker}}); на його сторінці є Evident Score.',
  'listingFaq.noIssuer':
    'Немає даних: {{name}} не має спільного реєстраційного номера SEC (CIK) з жодною операційною компанією в наших даних.',
  'listingFaq.closeQuestion': 'Якою була остання ціна закриття {{name}}?',
  'listingFaq.closeAnswer': '{{price}} на {{date}}.',
  'listingFaq.closeChange': '{{price}} на {{date}}, {{change}} порівняно з попередньою сесією.',
  'listingFaq.noClose': 'Немає даних: у наших даних немає денних цін {{name}}.',

  // ---- metering (issue 56): the visitor's free analyses ---------------------------------------
  'payments.visitorLimit':
    'Цього місяця ви проаналізували 5 компаній — стільки можна без облікового запису. Зареєструйтеся безкоштовно, щоб аналізувати більше.',
};
