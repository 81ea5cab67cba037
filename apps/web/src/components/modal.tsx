import { lazy, Suspense, type ReactNode } from 'react';
import type { ModalDialog as ModalDialogType } from './modal-dialog';

export type ModalSize = 'sm' | 'md' | 'lg' | 'fullscreen';

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Required: every dialog has an accessible name. */
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  /** Remove the body padding (for frames and media that fill the dialog). */
  flush?: boolean;
  /** Extra class for the dialog box (e.g. a fixed height). */
  contentClassName?: string;
  /** False: Escape, outside clicks and the close button are gone (spec: the reset modal). */
  dismissible?: boolean;
  children: ReactNode;
};

type Dialog = typeof ModalDialogType;
/** The implementation once loaded: from then on a dialog opens in the same render as its click. */
let loaded: Dialog | null = null;
const load = () =>
  import('./modal-dialog').then((m) => {
    loaded = m.ModalDialog;
    return { default: m.ModalDialog };
  });
const LazyModalDialog = lazy(load);

/** Loads the dialog's code ahead of the first dialog (on the user's first intent to act). */
export async function preloadModal(): Promise<void> {
  await load();
}

/**
 * The dialog of the design system (Radix Dialog): focus is trapped and restored, Escape and a
 * click outside request a close through `onOpenChange(false)`. Its code (Radix) is not part of
 * the first page load: it loads when the page is idle, or when a dialog first opens.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  const Loaded = loaded;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyModalDialog {...props} />
    </Suspense>
  );
}
