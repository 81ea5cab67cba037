import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { currentLanguage, onLanguageChange } from './i18n';

/**
 * Renders its children anew when the language changes: every text and every figure (formatted
 * outside React, in the new locale) follows, and the API's answers are asked again, since the
 * texts the server writes follow `accept-language`.
 */
export function LanguageBoundary({ children }: { children: ReactNode }) {
  const [language, setShown] = useState(currentLanguage);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLanguageChange(() => {
        setShown(currentLanguage());
        void queryClient.invalidateQueries();
      }),
    [queryClient],
  );
  return <Fragment key={language}>{children}</Fragment>;
}
