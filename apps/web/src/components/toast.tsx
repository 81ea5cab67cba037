import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';

/** Spec §9: toasts stay 5 s; auth errors 9 s (pass `duration` for those). */
export const TOAST_DURATION_MS = 5_000;

export function Toaster() {
  return (
    <SonnerToaster
      theme="light"
      position="top-right"
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{ style: { fontFamily: 'var(--font-sans)', fontSize: 'var(--text-sm)' } }}
    />
  );
}

type ToastOptions = { description?: string; duration?: number };

/** The one way the app raises toasts, so wording and timing stay consistent. */
export const toast = {
  success: (title: string, options?: ToastOptions) => sonnerToast.success(title, options),
  error: (title: string, options?: ToastOptions) => sonnerToast.error(title, options),
  info: (title: string, options?: ToastOptions) => sonnerToast(title, options),
  loading: (title: string, options?: ToastOptions) => sonnerToast.loading(title, options),
  dismiss: (id?: string | number) => sonnerToast.dismiss(id),
};
