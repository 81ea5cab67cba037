import { useTranslation } from 'react-i18next';
import { InfoPage } from './info-page';
import '@/i18n/en/info';

export function DisclaimerPage() {
  const { t } = useTranslation(['info', 'common']);
  return (
    <InfoPage title={t('disclaimer.title')} subtitle={t('common:disclaimer')}>
      <h2>{t('disclaimer.adviceHeading')}</h2>
      <p>{t('disclaimer.advice')}</p>
      <h2>{t('disclaimer.pastHeading')}</h2>
      <p>{t('disclaimer.past')}</p>
      <h2>{t('disclaimer.riskHeading')}</h2>
      <p>{t('disclaimer.risk')}</p>
      <h2>{t('disclaimer.dataHeading')}</h2>
      <p>{t('disclaimer.data')}</p>
    </InfoPage>
  );
}
