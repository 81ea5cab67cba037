/** Spec §1: the footer disclaimer. Shown in the footer and on the Disclaimer page. */
export const SHORT_DISCLAIMER =
  'Evident’s analysis is for information only and is not personalised investment advice. ' +
  'Past performance is no guide to future returns. Investing involves risk, including the loss ' +
  'of the money you invest.';
