import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import {
  DEFAULT_CHOICE,
  OPEN_CONSENT_EVENT,
  readConsent,
  saveConsent,
  type ConsentChoice,
} from '@/lib/consent';
import styles from './consent.module.css';
import '@/i18n/en/consent';

/** The banner (first visit) and the preferences dialog (Customize, or the footer's settings icon). */
export function ConsentUi({ showBanner }: { showBanner: boolean }) {
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  // The footer's settings icon asks for the preferences (spec §2: available after the choice).
  useEffect(() => {
    const open = () => setPreferencesOpen(true);
    window.addEventListener(OPEN_CONSENT_EVENT, open);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open);
  }, []);
  return (
    <>
      {showBanner && !preferencesOpen ? (
        <Banner onCustomize={() => setPreferencesOpen(true)} />
      ) : null}
      {preferencesOpen ? <Preferences onClose={() => setPreferencesOpen(false)} /> : null}
    </>
  );
}

/** The sheet's height, for the data notice to sit above it on a phone (issue 53). */
export const SHEET_HEIGHT_PROPERTY = '--consent-sheet-height';

/**
 * The first visit's banner: centred on wider screens (spec §2); on a phone a sheet at the bottom
 * of the window, above the bottom bar, that leaves the page above it readable (issue 53). While it
 * shows, its height is published on the root element, so that the data notice sits above it.
 */
function Banner({ onCustomize }: { onCustomize: () => void }) {
  const { t } = useTranslation('consent');
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(SHEET_HEIGHT_PROPERTY, `${el.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(SHEET_HEIGHT_PROPERTY);
    };
  }, []);
  return (
    <section
      ref={ref}
      className={styles.banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.title}>
        {t('banner.title')}
      </h2>
      <p className={styles.body}>
        {t('banner.body')} <Link to="/privacy">{t('banner.privacy')}</Link>
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => saveConsent({ analytics: false, marketing: false })}
        >
          {t('banner.rejectAll')}
        </Button>
        <Button variant="ghost" onClick={onCustomize}>
          {t('banner.customize')}
        </Button>
        <Button onClick={() => saveConsent({ analytics: true, marketing: true })}>
          {t('banner.acceptAll')}
        </Button>
      </div>
    </section>
  );
}

/**
 * Necessary (always on), analytics and marketing. Closing without a choice made before applies
 * the defaults (spec §4: denied); closing after one leaves it as it was.
 */
function Preferences({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('consent');
  const [choice, setChoice] = useState<ConsentChoice>(() => readConsent() ?? DEFAULT_CHOICE);
  const close = (save: ConsentChoice | null) => {
    if (save) saveConsent(save);
    else if (readConsent() === null) saveConsent(DEFAULT_CHOICE);
    onClose();
  };
  const toggle = (category: keyof ConsentChoice) =>
    setChoice((c) => ({ ...c, [category]: !c[category] }));
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : close(null))}
      title={t('preferences.title')}
      size="sm"
    >
      <p className={styles.intro}>{t('preferences.intro')}</p>
      <ul className={styles.categories}>
        <li>
          <Category
            name={t('preferences.necessary.name')}
            body={t('preferences.necessary.body')}
            checked
            disabled
            note={t('preferences.alwaysOn')}
          />
        </li>
        <li>
          <Category
            name={t('preferences.analytics.name')}
            body={t('preferences.analytics.body')}
            checked={choice.analytics}
            onChange={() => toggle('analytics')}
          />
        </li>
        <li>
          <Category
            name={t('preferences.marketing.name')}
            body={t('preferences.marketing.body')}
            checked={choice.marketing}
            onChange={() => toggle('marketing')}
          />
        </li>
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => close({ analytics: false, marketing: false })}>
          {t('banner.rejectAll')}
        </Button>
        <Button variant="secondary" onClick={() => close({ analytics: true, marketing: true })}>
          {t('banner.acceptAll')}
        </Button>
        <Button onClick={() => close(choice)}>{t('preferences.save')}</Button>
      </div>
    </Modal>
  );
}

function Category({
  name,
  body,
  checked,
  disabled,
  note,
  onChange,
}: {
  name: string;
  body: string;
  checked: boolean;
  disabled?: boolean;
  note?: string;
  onChange?: () => void;
}) {
  const id = useId();
  return (
    <div className={styles.category}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={`${id}-body`}
      />
      <label htmlFor={id}>
        <strong>{name}</strong>
        {note ? <span className={styles.note}> · {note}</span> : null}
      </label>
      <p id={`${id}-body`} className={styles.categoryBody}>
        {body}
      </p>
    </div>
  );
}
