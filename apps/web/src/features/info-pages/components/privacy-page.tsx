import { Trans, useTranslation } from 'react-i18next';
import { LANGUAGE_KEY } from '@/i18n/languages';
import { CONSENT_COOKIE, CONSENT_DAYS } from '@/lib/consent';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, SUBSCRIPTION_KEY, USER_KEYS } from '@/lib/session';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_DAYS,
  VISITOR_COOKIE,
  VISITOR_COOKIE_DAYS,
} from '@evident/contracts/cookies';
import { VISITOR_ANALYSES } from '@evident/contracts/plans';
import { VISITED_KEY_PREFIX } from '@/lib/visits';
import { InfoPage, infoPageStyles } from './info-page';
import '@/i18n/en/privacy';

/** Where first-party analytics events go (lib/analytics.ts), on Evident's own server. */
const EVENTS_ENDPOINT = 'POST /api/v1/events';

type Entry = {
  /** The key as stored; a variable part (`<page>`) is shown as a translated placeholder. */
  key: string;
  placeholder?: 'email' | 'page';
} & (
  | {
      id: 'accessToken' | 'user' | 'subscription' | 'verifiedEmail' | 'visited';
      kept: 'untilSignOut' | 'untilCleared';
    }
  /** An entry with a lifetime of its own. */
  | { id: 'refreshToken' | 'dailySelections' | 'language' | 'staleNotice'; kept: 'own' }
);

/**
 * Every entry Evident keeps in the browser's storage (spec §3 local storage keys). Three keys are
 * written out here: lib/session.ts keeps the verified-email prefix to itself, and a feature does
 * not import another one (the daily selections of features/home, the stale-data notice of
 * features/data-status).
 */
const STORAGE_ENTRIES: readonly Entry[] = [
  { key: ACCESS_TOKEN_KEY, id: 'accessToken', kept: 'untilSignOut' },
  { key: REFRESH_TOKEN_KEY, id: 'refreshToken', kept: 'own' },
  { key: USER_KEYS.join(', '), id: 'user', kept: 'untilSignOut' },
  { key: SUBSCRIPTION_KEY, id: 'subscription', kept: 'untilSignOut' },
  { key: 'verified-email:', placeholder: 'email', id: 'verifiedEmail', kept: 'untilCleared' },
  { key: VISITED_KEY_PREFIX, placeholder: 'page', id: 'visited', kept: 'untilCleared' },
  { key: 'daily-selections', id: 'dailySelections', kept: 'own' },
  { key: LANGUAGE_KEY, id: 'language', kept: 'own' },
  { key: 'evident.staleNoticeDismissed', id: 'staleNotice', kept: 'own' },
];

/** Key or cookie, what it holds, how long it is kept. */
function KeyTable({
  caption,
  nameColumn,
  rows,
}: {
  caption: string;
  nameColumn: string;
  rows: readonly { name: string; holds: string; kept: string }[];
}) {
  const { t } = useTranslation('privacy');
  return (
    <table className={infoPageStyles.keys}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameColumn}</th>
          <th scope="col">{t('columns.holds')}</th>
          <th scope="col">{t('columns.kept')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{row.name}</code>
            </td>
            <td>{row.holds}</td>
            <td>{row.kept}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
const ANALYTICS_EVENTS = ['plans', 'lists', 'errors'] as const;

export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const storage = STORAGE_ENTRIES.map((entry) => ({
    name: entry.placeholder ? `${entry.key}<${t(`placeholders.${entry.placeholder}`)}>` : entry.key,
    holds: t(`keys.${entry.id}.holds`),
    kept: entry.kept === 'own' ? t(`keys.${entry.id}.kept`) : t(`${entry.kept}`),
  }));
  return (
    <InfoPage title={t('title')} subtitle={t('subtitle')}>
      <h2>{t('browserHeading')}</h2>
      <p>{t('browser')}</p>
      <KeyTable caption={t('storageCaption')} nameColumn={t('columns.key')} rows={storage} />
      <h2>{t('cookiesHeading')}</h2>
      <p>{t('cookies')}</p>
      <KeyTable
        caption={t('cookiesCaption')}
        nameColumn={t('columns.cookie')}
        rows={[
          {
            name: CONSENT_COOKIE,
            holds: t('consent.holds'),
            kept: t('consent.kept', { count: CONSENT_DAYS }),
          },
          {
            name: VISITOR_COOKIE,
            holds: t('visitor.holds', { free: VISITOR_ANALYSES }),
            kept: t('visitor.kept', { count: VISITOR_COOKIE_DAYS }),
          },
          {
            name: DEVICE_COOKIE,
            holds: t('device.holds'),
            kept: t('device.kept', { count: DEVICE_COOKIE_DAYS }),
          },
        ]}
      />
      <p>{t('categoriesIntro')}</p>
      <ul>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Trans t={t} i18nKey={`categories.${category}`} components={{ strong: <strong /> }} />
          </li>
        ))}
      </ul>
      <h2>{t('analyticsHeading')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="analytics"
          values={{ endpoint: EVENTS_ENDPOINT }}
          components={{ code: <code /> }}
        />
      </p>
      <ul>
        {ANALYTICS_EVENTS.map((event) => (
          <li key={event}>{t(`analyticsEvents.${event}`)}</li>
        ))}
      </ul>
      <p>{t('analyticsKept')}</p>
      <h2>{t('serverHeading')}</h2>
      <p>{t('server')}</p>
      <h2>{t('formsHeading')}</h2>
      <p>{t('forms')}</p>
      <h2>{t('choicesHeading')}</h2>
      <p>{t('choices')}</p>
    </InfoPage>
  );
}
