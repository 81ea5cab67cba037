import type { SentAlert } from '@evident/contracts/alerts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { stockPath } from '@/lib/stock-path';
import { useSentAlerts } from '../api/sent-alerts';
import own from './recent-alerts.module.css';
import styles from './auth-form.module.css';
import '@/i18n/en/account';

function AlertEntry({ alert }: { alert: SentAlert }) {
  const { t } = useTranslation('account');
  return (
    <li className={own.alert}>
      <h4 className={own.subject}>{alert.subject}</h4>
      <p className={styles.muted}>
        {t(`alerts.kinds.${alert.kind}`)} · {formatDate(alert.createdAt)}
        {alert.sentAt === null ? ` · ${t('recentAlerts.waiting')}` : null}
      </p>
      {alert.items.length > 0 ? (
        <ul className={own.items}>
          {alert.items.map((item) => (
            <li key={item.ticker}>
              <Link to={stockPath(item.ticker)}>{item.companyName}</Link> {item.text}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The profile's last alert mails (issue 22): subject, date and what each said per company. */
export function RecentAlerts() {
  const { t } = useTranslation('account');
  const alerts = useSentAlerts();
  const titleId = useId();
  return (
    <section className={own.recent} aria-labelledby={titleId}>
      <h3 id={titleId} className={own.title}>
        {t('recentAlerts.title')}
      </h3>
      {alerts.isPending ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : alerts.isError ? (
        <p className={styles.muted}>{t('recentAlerts.loadFailed')}</p>
      ) : alerts.data.length === 0 ? (
        <p className={styles.muted}>{t('recentAlerts.none')}</p>
      ) : (
        <ul className={own.alerts}>
          {alerts.data.map((a) => (
            <AlertEntry key={a.id} alert={a} />
          ))}
        </ul>
      )}
    </section>
  );
}
