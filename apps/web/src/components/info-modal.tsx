import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';
import styles from './info-modal.module.css';

export type InfoContent = {
  title: string;
  paragraphs: readonly ReactNode[];
  /** Optional "Learn More" link. */
  learnMore?: { href: string; label?: string };
};

/** Spec §2 Info tooltip modal: title, body paragraphs, an optional Learn More link, Understood. */
export function InfoModal({
  open,
  onOpenChange,
  content,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: InfoContent;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={content.title} size="sm">
      <div className={styles.body}>
        {content.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <div className={styles.actions}>
        {content.learnMore ? (
          <a className={styles.learnMore} href={content.learnMore.href}>
            {content.learnMore.label ?? t('infoModal.learnMore')}
          </a>
        ) : null}
        <Button onClick={() => onOpenChange(false)}>{t('infoModal.understood')}</Button>
      </div>
    </Modal>
  );
}

/** An "i" button that opens the Info tooltip modal. */
export function InfoButton({ label, content }: { label: string; content: InfoContent }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={t('infoModal.about', { label })}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <InfoModal open={open} onOpenChange={setOpen} content={content} />
    </>
  );
}
