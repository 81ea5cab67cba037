import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoPage } from './info-page';
import '@/i18n/en/info';

/** The five factors of the score, in the order the page lists them. */
const FACTORS = ['value', 'growth', 'profitability', 'health', 'payout'] as const;

export function AboutPage() {
  const { t } = useTranslation('info');
  return (
    <InfoPage title={t('about.title')} subtitle={t('about.subtitle')}>
      <p>{t('about.intro')}</p>
      <h2>{t('about.scoreHeading')}</h2>
      <p>{t('about.scoreIntro')}</p>
      <ul>
        {FACTORS.map((factor) => (
          <li key={factor}>
            <Trans t={t} i18nKey={`about.factors.${factor}`} components={{ strong: <strong /> }} />
          </li>
        ))}
      </ul>
      <p>{t('about.beyondScore')}</p>
      <h2>{t('about.sourcesHeading')}</h2>
      <p>{t('about.sources')}</p>
      <h2>{t('about.notHeading')}</h2>
      <p>
        <Trans t={t} i18nKey="about.not" components={{ pageLink: <Link to="/disclaimer" /> }} />
      </p>
    </InfoPage>
  );
}
