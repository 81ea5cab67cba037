import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { GlobeIcon } from '@/components/icons';
import { Modal } from '@/components/modal';
import { currentLanguage, setLanguage } from '@/i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@/i18n/languages';
import styles from './language-chooser.module.css';

/**
 * Spec §2 language chooser: Español, English, Українська and "Continue in …"; an outside click or
 * Escape closes it without a change. The choice switches the interface, is remembered, and sets
 * the API's accept-language (issue 23).
 */
export function LanguageChooser({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Language>(currentLanguage);
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('language.title')} size="sm">
      <div role="radiogroup" aria-label={t('language.title')} className={styles.options}>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            role="radio"
            aria-checked={picked === language}
            lang={language}
            className={styles.option}
            onClick={() => setPicked(language)}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
      <div className={styles.actions}>
        <Button
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void setLanguage(picked, { remember: true }).finally(() => {
              setBusy(false);
              onOpenChange(false);
            });
          }}
        >
          {t('language.continueIn', { name: LANGUAGE_NAMES[picked] })}
        </Button>
      </div>
    </Modal>
  );
}

/** The button that opens the chooser, showing the language in use. */
export function LanguageButton({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = LANGUAGE_NAMES[(i18n.language as Language) ?? 'en'] ?? LANGUAGE_NAMES.en;
  return (
    <>
      <button
        type="button"
        className={[styles.button, className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-label={t('language.button', { name })}
        onClick={() => setOpen(true)}
      >
        <GlobeIcon />
        <span>{name}</span>
      </button>
      {open ? <LanguageChooser open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
