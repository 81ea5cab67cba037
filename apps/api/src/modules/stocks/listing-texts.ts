import type { CompanyDetail, ListingKind } from '@evident/contracts/stocks';
import { dateText } from '../../http/dates';
import { dateIn, percentIn } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { t, type MessageId } from '../../i18n/translate';

/**
 * The FAQ of a listing that is not an operating company (ADR 046), in the page's language: what
 * it is, why it has no Evident Score, where its issuer's page is, and its last close. Nothing
 * about a score, a fair value or profitability it does not have.
 */
const WHAT = {
  preferred: 'listing.preferred',
  closed_end_fund: 'listing.closedEndFund',
  etf: 'listing.etf',
  spac: 'listing.spac',
  royalty_trust: 'listing.royaltyTrust',
  other: 'listing.other',
} as const satisfies Record<Exclude<ListingKind, 'operating'>, MessageId>;

const money = (x: number, language: Language) =>
  new Intl.NumberFormat(language === 'en' ? 'en-US' : language === 'es' ? 'es-ES' : 'uk-UA', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(x);
const date = (iso: string, language: Language) =>
  language === 'en' ? dateText(iso) : dateIn(iso, language);
const signedPercent = (x: number, language: Language) => {
  const sign = x > 0 ? '+' : x < 0 ? '−' : '';
  const digits = Math.abs(x);
  return `${sign}${language === 'en' ? `${(digits * 100).toFixed(1)}%` : percentIn(digits, language)}`;
};

/** The non-operating listing's own FAQ (ADR 046), from its answer's figures. */
export function listingFaq(
  detail: CompanyDetail,
  kind: Exclude<ListingKind, 'operating'>,
  change1d: number | null,
  language: Language,
): CompanyDetail['faq'] {
  const name = detail.companyName;
  const { issuer } = detail.listing;
  const close = detail.lastClose;
  const on = detail.dataDates.priceDate;
  return [
    {
      question: t(language, 'listingFaq.whatQuestion', { name }),
      answer: t(language, 'listingFaq.whatAnswer', { name, what: t(language, WHAT[kind]) }),
    },
    {
      question: t(language, 'listingFaq.whyQuestion', { name }),
      answer: t(language, 'listingFaq.whyAnswer', { name }),
    },
    {
      question: t(language, 'listingFaq.issuerQuestion', { name }),
      answer: issuer
        ? t(language, 'listingFaq.issuerAnswer', {
            name,
            issuer: issuer.companyName,
            ticker: issuer.ticker,
          })
        : t(language, 'listingFaq.noIssuer', { name }),
    },
    {
      question: t(language, 'listingFaq.closeQuestion', { name }),
      answer:
        close === null || on === null
          ? t(language, 'listingFaq.noClose', { name })
          : change1d === null
            ? t(language, 'listingFaq.closeAnswer', {
                price: money(close, language),
                date: date(on, language),
              })
            : t(language, 'listingFaq.closeChange', {
                price: money(close, language),
                date: date(on, language),
                change: signedPercent(change1d, language),
              }),
    },
  ];
}

/**
 * The company answer of a listing that is not an operating company, with its own FAQ in place of
 * the score's, fair value's and profitability's questions (ADR 046). A listing a run of an older
 * method still scored keeps the company FAQ: it has those figures.
 */
export function withListingAnswer(
  detail: CompanyDetail,
  language: Language,
  change1d: number | null = null,
): CompanyDetail {
  const kind = detail.listing.kind;
  if (kind === 'operating' || detail.evidentScore !== null) return detail;
  return { ...detail, faq: listingFaq(detail, kind, change1d, language) };
}
