import type { CompanyDetail, ListingKind } from '@evident/contracts/stocks';
import type { Language } from '../../i18n/language';
import { t, type MessageId } from '../../i18n/translate';

/**
 * Why a listing that is not an operating company has no Evident Score (ADR 046), in the
 * page's language: the first answer of the company page's FAQ.
 */
const WHAT = {
  preferred: 'listing.preferred',
  closed_end_fund: 'listing.closedEndFund',
  etf: 'listing.etf',
  spac: 'listing.spac',
  royalty_trust: 'listing.royaltyTrust',
  other: 'listing.other',
} as const satisfies Record<Exclude<ListingKind, 'operating'>, MessageId>;

/** The score answer for a listing that is not an operating company. */
export function notScoredAnswer(
  name: string,
  kind: Exclude<ListingKind, 'operating'>,
  language: Language,
): string {
  return t(language, 'listing.notScored', { name, what: t(language, WHAT[kind]) });
}

/** The company answer with the score's FAQ answer saying why a non-operating listing has none. */
export function withListingAnswer(detail: CompanyDetail, language: Language): CompanyDetail {
  const kind = detail.listing.kind;
  if (kind === 'operating' || detail.evidentScore !== null) return detail;
  const [first, ...rest] = detail.faq;
  if (!first) return detail;
  return {
    ...detail,
    faq: [{ ...first, answer: notScoredAnswer(detail.companyName, kind, language) }, ...rest],
  };
}
