import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';
import styles from './iframe-modal.module.css';

/** Spec §4: the iframe modal ignores a close requested within the first 200 ms after opening. */
export const IFRAME_CLOSE_GUARD_MS = 200;

export type IframeModalProps = {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible title; also the frame's title. */
  title: string;
  /** The form URL; undefined while it is still being looked up. */
  src: string | undefined;
  /** Shown instead of the frame when the URL could not be obtained. */
  error?: string | null;
  fullScreen?: boolean;
};

function FormFrame({ src, title }: { src: string; title: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <iframe
        className={styles.frame}
        src={src}
        title={title}
        data-loaded={loaded}
        onLoad={() => setLoaded(true)}
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      />
      {loaded ? null : <Loading />}
    </>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className={styles.status} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t('iframeModal.loading')}
    </div>
  );
}

/** An external form (feedback, contact, bug report) in a frame, with "Loading form" until it loads. */
export function IframeModal({
  open,
  onClose,
  title,
  src,
  error,
  fullScreen = false,
}: IframeModalProps) {
  const openedAt = useRef(0);
  useEffect(() => {
    if (open) openedAt.current = Date.now();
  }, [open]);

  const handleOpenChange = (next: boolean) => {
    if (next) return;
    // A close in the first moments is usually the click that opened the modal bubbling on.
    if (Date.now() - openedAt.current < IFRAME_CLOSE_GUARD_MS) return;
    onClose();
  };

  let body;
  if (error) {
    body = (
      <div className={styles.status} role="alert">
        {error}
      </div>
    );
  } else if (src) {
    // A new URL gets a fresh frame and a fresh loading state.
    body = <FormFrame key={src} src={src} title={title} />;
  } else {
    body = <Loading />;
  }

  return (
    <Modal
      open={open}
      onOpenChange={handleOpenChange}
      title={title}
      size={fullScreen ? 'fullscreen' : 'lg'}
      contentClassName={fullScreen ? undefined : styles.box}
      flush
    >
      <div className={styles.frameArea}>{body}</div>
    </Modal>
  );
}
