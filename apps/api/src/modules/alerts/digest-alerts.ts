import type { Language } from '../../i18n/language';
import { t, type MessageId } from '../../i18n/translate';
import { selectionsOfRun } from '../../read-model/read-model.repository';
import { digestItemText, digestMail, type DigestSection } from './alert-mails';
import type { AlertsDeps } from './alerts-deps';
import type { AlertBatch } from './alert-delivery';
import { digestRecipients, type NewAlert, type Recipient } from './alerts.repository';

/** The daily selections, with their names in each language (the web app's, in the catalogues). */
const SELECTIONS: [string, MessageId][] = [
  ['top_dogs', 'alerts.selection.topDogs'],
  ['rising_stars', 'alerts.selection.risingStars'],
  ['hidden_gems', 'alerts.selection.hiddenGems'],
];
const SELECTION_TITLES: [string, Record<Language, string>][] = SELECTIONS.map(([category, id]) => [
  category,
  { en: t('en', id), es: t('es', id), uk: t('uk', id) },
]);

/** The daily selections digest of a run's date: who gets it, and how it is rendered. */
export async function digests(
  deps: AlertsDeps,
  secret: string,
  run: { id: number; asOf: string; changesFrom: number | null },
): Promise<AlertBatch> {
  const { db, publicUrl, companyOf, unsubscribeUrl } = deps;
  // Once a day: keyed by the run's date, so a run of the same date scored again sends nothing.
  const key = run.asOf;
  const recipients = await digestRecipients(db, key);
  const today = recipients.length === 0 ? [] : await selectionsOfRun(db, run.id);
  const before =
    recipients.length === 0 || run.changesFrom === null
      ? []
      : await selectionsOfRun(db, run.changesFrom);
  const sections: (DigestSection & { titles: Record<Language, string> })[] = SELECTION_TITLES.map(
    ([category, titles]) => {
      const now = today.filter((s) => s.category === category);
      const then = new Set(before.filter((s) => s.category === category).map((s) => s.symbol));
      const kept = new Set(now.map((s) => s.symbol));
      return {
        title: titles.en,
        titles,
        lines: now.map((s) => ({
          company: companyOf(s.symbol),
          score: Math.round(s.evidentScorePercentile),
          // Without an earlier run nothing is marked new.
          isNew: run.changesFrom !== null && !then.has(s.symbol),
        })),
        left: [...then].filter((symbol) => !kept.has(symbol)).map(companyOf),
      };
    },
  );
  // The sections and what the profile lists of a digest (the companies that entered or left a
  // selection: the whole selections are in the mail), once per language of the readers.
  const byLanguage = new Map<Language, { sections: DigestSection[]; items: NewAlert['items'] }>();
  const inLanguage = (language: Language) => {
    let made = byLanguage.get(language);
    if (!made) {
      const localized = sections.map(({ titles, ...s }) => ({ ...s, title: titles[language] }));
      made = {
        sections: localized,
        items: localized.flatMap((s) => [
          ...s.lines
            .filter((l) => l.isNew)
            .map((l) => ({
              ...l.company,
              text: digestItemText.entered(s.title, l.score, language),
            })),
          ...s.left.map((c) => ({ ...c, text: digestItemText.left(s.title, language) })),
        ]),
      };
      byLanguage.set(language, made);
    }
    return made;
  };
  const render = (u: Recipient): NewAlert => {
    const { sections: localized, items } = inLanguage(u.language);
    const mail = digestMail({
      to: u.email,
      firstName: u.firstName,
      language: u.language,
      asOf: run.asOf,
      sections: localized,
      publicUrl,
      unsubscribeUrl: unsubscribeUrl(secret, u.userId, 'dailySelections', key),
    });
    return {
      userId: u.userId,
      kind: 'dailySelections',
      key,
      runId: run.id,
      asOf: run.asOf,
      subject: mail.subject,
      items,
      mail,
    };
  };
  return { recipients, render };
}
