import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

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

/**
 * The dialog of the design system (Radix Dialog): focus is trapped and restored, Escape and a
 * click outside request a close through `onOpenChange(false)`.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  flush = false,
  contentClassName,
  dismissible = true,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.content, styles[size], contentClassName].filter(Boolean).join(' ')}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(dismissible
            ? {}
            : {
                onEscapeKeyDown: (event: Event) => event.preventDefault(),
                onPointerDownOutside: (event: Event) => event.preventDefault(),
                onInteractOutside: (event: Event) => event.preventDefault(),
              })}
        >
          <div className={styles.header}>
            <div>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className={styles.description}>
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            {dismissible ? (
              <Dialog.Close className={styles.close} aria-label="Close">
                <CloseIcon />
              </Dialog.Close>
            ) : null}
          </div>
          <div className={[styles.body, flush ? styles.flush : ''].filter(Boolean).join(' ')}>
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
