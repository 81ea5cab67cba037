import type { FeedbackFormKind } from '@evident/contracts/public-config';
import { createContext, use, useState, type ReactNode } from 'react';
import { IframeModal } from '@/components/iframe-modal';
import { usePublicConfig } from '@/hooks/use-public-config';

/** Spec §2: the four feedback links, each opening its external form in the iframe modal. */
export const FEEDBACK_LINKS: readonly { kind: FeedbackFormKind; label: string; title: string }[] = [
  { kind: 'rate-us', label: 'Rate us', title: 'Rate Evident' },
  { kind: 'issues', label: 'Issues', title: 'Report an issue' },
  { kind: 'feedback', label: 'Feedback', title: 'Send feedback' },
  { kind: 'contact', label: 'Contact us', title: 'Contact Evident' },
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
  const [openKind, setOpenKind] = useState<FeedbackFormKind | null>(null);
  // Fetched with the layout so a form opens without waiting for the configuration.
  const config = usePublicConfig();
  const link = FEEDBACK_LINKS.find((l) => l.kind === openKind);

  return (
    <FeedbackFormsContext value={{ openForm: setOpenKind }}>
      {children}
      <IframeModal
        open={openKind !== null}
        onClose={() => setOpenKind(null)}
        title={link?.title ?? 'Form'}
        src={openKind ? config.data?.forms[openKind] : undefined}
        error={
          config.isError ? 'This form cannot be loaded right now. Please try again later.' : null
        }
      />
    </FeedbackFormsContext>
  );
}
