import { ALERT_KINDS, ALERT_NAMES } from '@evident/contracts/alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { UsageBars } from '@/components/usage-bars';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/components/toast';
import { useStoredUser } from '@/hooks/use-stored-user';
import { ApiError } from '@/lib/api-client';
import { saveSession } from '@/lib/session';
import {
  changePassword,
  preferencesQuery,
  savePreferences,
  subscriptionQuery,
} from '../api/auth-api';
import { trimPassword, validatePassword } from '../validation';
import styles from './auth-form.module.css';
import { Field } from './field';
import { RecentAlerts } from './recent-alerts';

/**
 * The e-mails a user can switch on (stored with `notification-preferences`): the alert kinds, named
 * as their mails and unsubscribe pages name them (contracts/alerts.ts), and the product news.
 */
export const ALERTS = [
  ...ALERT_KINDS.map((id) => ({ id, label: ALERT_NAMES[id] })),
  { id: 'productNews', label: 'News about Evident' },
] as const;

function ChangePassword() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const bad = current === '' ? 'Password  is required.' : validatePassword(next);
    setError(bad);
    if (bad) return;
    setBusy(true);
    try {
      // Other sessions end; this browser gets a fresh one.
      saveSession(await changePassword({ currentPassword: current, newPassword: next }));
      setCurrent('');
      setNext('');
      toast.success('Saved', { description: 'Your password has been changed.' });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Unknow');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.stack}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Change password"
    >
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(trimPassword(e.target.value))}
      />
      <Field
        label="New password"
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
          Change password
        </Button>
      </div>
    </form>
  );
}

function Alerts() {
  const prefs = useQuery(preferencesQuery);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: savePreferences,
    onSuccess: (data) => {
      client.setQueryData(preferencesQuery.queryKey, data);
      toast.success('Saved', { description: 'Your changes have been applied' });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : 'An error occurred'),
  });
  return (
    <div className={styles.stack}>
      {prefs.isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : prefs.isError ? (
        <p className={styles.muted}>Your alerts could not be loaded.</p>
      ) : (
        <fieldset className={styles.stack}>
          <legend className={styles.legend}>E-mail me</legend>
          {ALERTS.map((a) => (
            <label key={a.id} className={styles.check}>
              <input
                type="checkbox"
                checked={prefs.data[a.id] ?? false}
                disabled={save.isPending}
                onChange={(e) => save.mutate({ ...prefs.data, [a.id]: e.target.checked })}
              />
              {a.label}
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
  const user = useStoredUser();
  const sub = useQuery(subscriptionQuery);
  return (
    <div className={styles.stack}>
      <PageHeader title="Profile" subtitle="Your account, subscription, usage and alerts" />
      <Card title="My account">
        <dl className={styles.stack}>
          <div>
            <dt className={styles.muted}>Name</dt>
            <dd>
              {[user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'not available'}
            </dd>
          </div>
          <div>
            <dt className={styles.muted}>E-mail</dt>
            <dd>{user?.email ?? 'not available'}</dd>
          </div>
        </dl>
        <ChangePassword />
      </Card>
      <Card title="Subscription">{subscription}</Card>
      <Card title="Usage" subtitle="This month">
        {sub.data ? <UsageBars usage={sub.data.usage} /> : null}
      </Card>
      <Card title="Alerts">
        <Alerts />
      </Card>
    </div>
  );
}
