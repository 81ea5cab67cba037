import type { Language } from '../i18n/language';

/*
 * What the HTML of every mail shares (the account mails of modules/auth, the alerts of
 * modules/alerts): kept here so one module's mails do not import another's.
 */

/** `<html>`, with the language of a translated mail. */
export const htmlTag = (language: Language) =>
  language === 'en' ? '<html>' : `<html lang="${language}">`;
