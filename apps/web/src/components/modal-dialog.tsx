import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

import type { ModalProps } from './modal';

/** The Radix implementation of `Modal`, loaded the first time a dialog opens (modal.tsx). */
export function ModalDialog({
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
  const { t } = useTranslation();
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
              <Dialog.Close className={styles.close} aria-label={t('modal.close')}>
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
