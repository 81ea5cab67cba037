import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthModalsContext } from '@/hooks/use-auth-modals';
import { useSignedIn } from '@/hooks/use-session';
import { SettingsIcon } from '@/components/icons';
import { openConsentPreferences } from '@/lib/consent';
import { FEEDBACK_LINKS, useFeedbackForms } from './feedback-forms';
import { LanguageButton } from './language-chooser';
import styles from './site-footer.module.css';

export type SiteFooterProps = {
  /** Mobile: the feedback links live here instead of on the right rail (spec §2). */
  showFeedbackLinks: boolean;
};

/**
 * Spec §1/§2 footer: the disclaimer, the account entries (Sign In and Sign Up Free, or My account
 * and Sign out), About, Legal, Privacy Policy, Disclaimer, Contact, the language and the year.
 */
export function SiteFooter({ showFeedbackLinks }: SiteFooterProps) {
  const { t } = useTranslation(['shell', 'common']);
  const { openForm } = useFeedbackForms();
  const signedIn = useSignedIn();
  const authModals = use(AuthModalsContext);
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      {showFeedbackLinks ? (
        <nav aria-label={t('feedback.label')} className={styles.feedback}>
          <ul className={styles.links}>
            {FEEDBACK_LINKS.map((link) => (
              <li key={link.kind}>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => openForm(link.kind)}
                  aria-haspopup="dialog"
                >
                  {t(`feedback.${link.kind}.label`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className={styles.disclaimer}>{t('common:disclaimer')}</p>
      {authModals ? (
        <nav aria-label={t('account.label')}>
          <ul className={styles.links}>
            {signedIn ? (
              <>
                <li>
                  <Link to="/profile">{t('account.myAccount')}</Link>
                </li>
                <li>
                  <button type="button" className={styles.linkButton} onClick={authModals.signOut}>
                    {t('account.signOut')}
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => authModals.open('login')}
                  >
                    {t('account.signIn')}
                  </button>
                </li>
                <li>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => authModals.open('signup')}
                  >
                    {t('account.signUpFree')}
                  </button>
                </li>
              </>
            )}
          </ul>
        </nav>
      ) : null}
      <div className={styles.bottom}>
        <nav aria-label={t('footer.siteInformation')}>
          <ul className={styles.links}>
            <li>
              <Link to="/about">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/legal">{t('footer.legal')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/disclaimer">{t('footer.disclaimer')}</Link>
            </li>
            <li>
              <Link to="/glossary">{t('footer.glossary')}</Link>
            </li>
            <li>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => openForm('contact')}
                aria-haspopup="dialog"
              >
                {t('footer.contact')}
              </button>
            </li>
          </ul>
        </nav>
        <div className={styles.bottomRight}>
          <LanguageButton />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('footer.cookieSettings')}
            title={t('footer.cookieSettings')}
            aria-haspopup="dialog"
            onClick={openConsentPreferences}
          >
            <SettingsIcon />
          </button>
          <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
