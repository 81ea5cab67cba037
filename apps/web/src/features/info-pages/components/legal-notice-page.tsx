import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONSENT_COOKIE } from '@/lib/consent';
import { InfoPage } from './info-page';
import '@/i18n/en/info';

export function LegalNoticePage() {
  const { t } = useTranslation('info');
  return (
    <InfoPage title={t('legal.title')} subtitle={t('legal.subtitle')}>
      <h2>{t('legal.useHeading')}</h2>
      <p>{t('legal.use')}</p>
      <h2>{t('legal.informationHeading')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="legal.information"
          components={{ pageLink: <Link to="/disclaimer" /> }}
        />
      </p>
      <h2>{t('legal.accuracyHeading')}</h2>
      <p>{t('legal.accuracy')}</p>
      <h2>{t('legal.liabilityHeading')}</h2>
      <p>{t('legal.liability')}</p>
      <h2>{t('legal.propertyHeading')}</h2>
      <p>{t('legal.property')}</p>
      <h2>{t('legal.formsHeading')}</h2>
      <p>{t('legal.forms')}</p>
      <h2>{t('legal.cookiesHeading')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="legal.cookies"
          values={{ cookie: CONSENT_COOKIE }}
          components={{ code: <code />, pageLink: <Link to="/privacy" /> }}
        />
      </p>
      <h2>{t('legal.changesHeading')}</h2>
      <p>{t('legal.changes')}</p>
    </InfoPage>
  );
}
