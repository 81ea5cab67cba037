import type { CompanyDetail, ListingKind } from '@evident/contracts/stocks';
import type { Language } from '../../i18n/language';

/**
 * Why a listing that is not an operating company has no Evident Score (ADR 046), in the
 * page's language: the first answer of the company page's FAQ.
 */
const WHAT: Record<Exclude<ListingKind, 'operating'>, Record<Language, string>> = {
  preferred: {
    en: 'a preferred (or trust-preferred) security: a fixed claim on its issuer, not a share of the business',
    es: 'un valor preferente (o preferente fiduciario): un derecho fijo frente a su emisor, no una parte del negocio',
    uk: 'привілейований цінний папір (або привілейований папір трасту): фіксована вимога до емітента, а не частка в бізнесі',
  },
  closed_end_fund: {
    en: 'a closed-end fund: its price follows a portfolio of other securities, not a business of its own',
    es: 'un fondo cerrado: su precio sigue una cartera de otros valores, no un negocio propio',
    uk: 'закритий фонд: його ціна відображає портфель інших цінних паперів, а не власний бізнес',
  },
  etf: {
    en: 'an exchange-traded fund',
    es: 'un fondo cotizado (ETF)',
    uk: 'біржовий фонд (ETF)',
  },
  spac: {
    en: 'a SPAC (blank-check company): cash in trust waiting for an acquisition, with no business yet',
    es: 'una SPAC (empresa de cheque en blanco): efectivo en fideicomiso a la espera de una adquisición, aún sin negocio',
    uk: 'SPAC (компанія «бланкового чека»): гроші на довірчому рахунку в очікуванні поглинання, бізнесу ще немає',
  },
  royalty_trust: {
    en: 'a royalty trust: it passes on royalties from fixed assets and has no business that reinvests',
    es: 'un fideicomiso de regalías: reparte las regalías de unos activos fijos y no tiene un negocio que reinvierta',
    uk: 'траст роялті: він передає роялті з фіксованих активів і не має бізнесу, що реінвестує',
  },
  other: {
    en: 'a security that is not a company’s shares (a note, a certificate or a structured product)',
    es: 'un valor que no es una acción de una empresa (un pagaré, un certificado o un producto estructurado)',
    uk: 'цінний папір, що не є акцією компанії (облігація, сертифікат або структурований продукт)',
  },
};

/** The score answer for a listing that is not an operating company. */
export function notScoredAnswer(
  name: string,
  kind: Exclude<ListingKind, 'operating'>,
  language: Language,
): string {
  const what = WHAT[kind][language];
  switch (language) {
    case 'es':
      return `No tiene: ${name} es ${what}. El Evident Score solo puntúa empresas operativas.`;
    case 'uk':
      return `Немає: ${name} — ${what}. Evident Score оцінює лише операційні компанії.`;
    default:
      return `None: ${name} is ${what}. The Evident Score ranks operating companies only.`;
  }
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
