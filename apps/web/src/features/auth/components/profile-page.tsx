import { ALERT_KINDS } from '@evident/contracts/alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { UsageBars } from '@/components/usage-bars';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/components/toast';
import { useStoredUser } from '@/hooks/use-stored-user';
import { t as translate } from '@/i18n/i18n';
import { errorText } from '@/lib/api-client';
import { notAvailable } from '@/lib/format';
import { saveSession } from '@/lib/session';
import {
  changePassword,
  preferencesQuery,
  savePreferences,
  subscriptionQuery,
} from '../api/auth-api';
import { trimPassword, validatePassword, validationMessage } from '../validation';
import styles from './auth-form.module.css';
import { Field } from './field';
import { RecentAlerts } from './recent-alerts';
import '@/i18n/en/account';

/**
 * The e-mails a user can switch on (stored with `notification-preferences`): the alert kinds
 * (contracts/alerts.ts; in English named as their mails and unsubscribe pages name them) and the
 * product news.
 */
export const ALERTS = [...ALERT_KINDS, 'productNews'] as const;

/** Spec §8 "Saving changes": raised while a save is on its way, dismissed when it answers. */
async function whileSaving<T>(save: () => Promise<T>): Promise<T> {
  const pending = toast.loading(translate('account:saving'));
  try {
    return await save();
  } finally {
    toast.dismiss(pending);
  }
}

function ChangePassword() {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const bad = current === '' ? validationMessage('passwordRequired') : validatePassword(next);
    setError(bad);
    if (bad) return;
    setBusy(true);
    try {
      // Other sessions end; this browser gets a fresh one.
      saveSession(
        await whileSaving(() => changePassword({ currentPassword: current, newPassword: next })),
      );
      setCurrent('');
      setNext('');
      toast.success(t('saved'), { description: t('changePassword.done') });
    } catch (e) {
      setError(errorText(e, t('errors.unknown')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.stack}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('changePassword.label')}
    >
      <Field
        label={t('changePassword.current')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(trimPassword(e.target.value))}
      />
      <Field
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(trimPassword(e.target.value))}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {t('changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}

function Alerts() {
  const { t } = useTranslation('account');
  const prefs = useQuery(preferencesQuery);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (prefs: Parameters<typeof savePreferences>[0]) =>
      whileSaving(() => savePreferences(prefs)),
    onSuccess: (data) => {
      client.setQueryData(preferencesQuery.queryKey, data);
      toast.success(t('saved'), { description: t('alerts.saved') });
    },
    onError: (e) => toast.error(errorText(e, t('errors.anErrorOccurred'))),
  });
  return (
    <div className={styles.stack}>
      {prefs.isPending ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : prefs.isError ? (
        <p className={styles.muted}>{t('alerts.loadFailed')}</p>
      ) : (
        <fieldset className={styles.stack}>
          <legend className={styles.legend}>{t('alerts.emailMe')}</legend>
          {ALERTS.map((id) => (
            <label key={id} className={styles.check}>
              <input
                type="checkbox"
                checked={prefs.data[id] ?? false}
                disabled={save.isPending}
                onChange={(e) => save.mutate({ ...prefs.data, [id]: e.target.checked })}
              />
              {t(`alerts.kinds.${id}`)}
            </label>
          ))}
        </fieldset>
      )}
      <RecentAlerts />
    </div>
  );
}

/** `/profile` (spec §2): My account, Subscription, Usage, Alerts. */
export function ProfilePage({ subscription }: { subscription: ReactNode }) {
  const { t } = useTranslation('account');
  const user = useStoredUser();
  const sub = useQuery(subscriptionQuery);
  return (
    <div className={styles.stack}>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <Card title={t('profile.myAccount')}>
        <dl className={styles.stack}>
          <div>
            <dt className={styles.muted}>{t('profile.name')}</dt>
            <dd>{[user?.firstName, user?.lastName].filter(Boolean).join(' ') || notAvailable()}</dd>
          </div>
          <div>
            <dt className={styles.muted}>{t('profile.email')}</dt>
            <dd>{user?.email ?? notAvailable()}</dd>
          </div>
        </dl>
        <ChangePassword />
      </Card>
      <Card title={t('profile.subscription')}>{subscription}</Card>
      <Card title={t('profile.usage')} subtitle={t('profile.thisMonth')}>
        {sub.data ? <UsageBars usage={sub.data.usage} /> : null}
      </Card>
      <Card title={t('profile.alerts')}>
        <Alerts />
      </Card>
    </div>
  );
}
