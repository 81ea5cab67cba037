import type { FeedbackFormKind } from '@evident/contracts/public-config';
import { createContext, use, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IframeModal } from '@/components/iframe-modal';
import { usePublicConfig } from '@/hooks/use-public-config';

/**
 * Spec §2: the four feedback links, each opening its external form in the iframe modal. Their
 * texts are `shell:feedback.<kind>.label` (the link) and `.title` (the form's dialog).
 */
export const FEEDBACK_LINKS: readonly { kind: FeedbackFormKind }[] = [
  { kind: 'rate-us' },
  { kind: 'issues' },
  { kind: 'feedback' },
  { kind: 'contact' },
];

type FeedbackForms = { openForm: (kind: FeedbackFormKind) => void };

const FeedbackFormsContext = createContext<FeedbackForms | null>(null);

export function useFeedbackForms(): FeedbackForms {
  const value = use(FeedbackFormsContext);
  if (!value) throw new Error('useFeedbackForms must be used inside <FeedbackFormsProvider>');
  return value;
}

/** Owns the one feedback modal of the layout; the rail and the footer open it. */
export function FeedbackFormsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [openKind, setOpenKind] = useState<FeedbackFormKind | null>(null);
  // Fetched with the layout so a form opens without waiting for the configuration.
  const config = usePublicConfig();

  return (
    <FeedbackFormsContext value={{ openForm: setOpenKind }}>
      {children}
      <IframeModal
        open={openKind !== null}
        onClose={() => setOpenKind(null)}
        title={openKind ? t(`feedback.${openKind}.title`) : t('feedback.form')}
        src={openKind ? config.data?.forms[openKind] : undefined}
        error={config.isError ? t('feedback.loadFailed') : null}
      />
    </FeedbackFormsContext>
  );
}
