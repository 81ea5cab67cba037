import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: toasts stay 5 s; auth errors 9 s (pass `duration` for those). */
export const TOAST_DURATION_MS = 5_000;

// Toasts only follow a user's action: their code (sonner) loads with the first toast, never
// with the page's own JavaScript.
const sonner = () => import('sonner');

const SonnerToaster = lazy(() => sonner().then((m) => ({ default: m.Toaster })));

// The toaster mounts with the first toast: until then no toast code is loaded or run.
let wanted = false;
const listeners = new Set<() => void>();
const want = () => {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function Toaster() {
  const { t } = useTranslation();
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        theme="light"
        position="top-right"
        duration={TOAST_DURATION_MS}
        closeButton
        containerAriaLabel={t('toast.notifications')}
        toastOptions={{
          style: { fontFamily: 'var(--font-sans)', fontSize: 'var(--text-sm)' },
          closeButtonAriaLabel: t('toast.close'),
        }}
      />
      <RaisePending />
    </Suspense>
  );
}

type ToastOptions = {
  description?: string;
  duration?: number;
  action?: { label: string; onClick: () => void };
};
type Kind = 'success' | 'error' | 'warning' | 'info' | 'loading';

let lastId = 0;
type Sonner = Awaited<ReturnType<typeof sonner>>;
// Sonner's toaster shows only the toasts raised after it has mounted: until it has, they wait.
let ready = false;
const pending: ((m: Sonner) => void)[] = [];
function whenReady(action: (m: Sonner) => void): void {
  if (ready) void sonner().then(action);
  else pending.push(action);
}

/** Mounted right after sonner's toaster (its effects run after the toaster's own). */
function RaisePending() {
  useEffect(() => {
    void sonner().then((m) => {
      ready = true;
      for (const action of pending.splice(0)) action(m);
    });
  }, []);
  return null;
}

/** Shows a toast (loading the toaster first if needed); the id is ours, so it can be dismissed at once. */
function show(kind: Kind, title: string, options?: ToastOptions): string {
  const id = `evident-toast-${++lastId}`;
  want();
  whenReady(({ toast }) => {
    const raise = kind === 'info' ? toast : toast[kind];
    raise(title, { ...options, id });
  });
  return id;
}

/** The one way the app raises toasts, so wording and timing stay consistent. */
export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  warning: (title: string, options?: ToastOptions) => show('warning', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
  loading: (title: string, options?: ToastOptions) => show('loading', title, options),
  dismiss: (id?: string | number) => whenReady(({ toast: t }) => t.dismiss(id)),
};
