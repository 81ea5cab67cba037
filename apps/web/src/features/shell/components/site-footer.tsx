import { Link } from 'react-router';
import { SHORT_DISCLAIMER } from '@/lib/disclaimer';
import { FEEDBACK_LINKS, useFeedbackForms } from './feedback-forms';
import styles from './site-footer.module.css';

export type SiteFooterProps = {
  /** Mobile: the feedback links live here instead of on the right rail (spec §2). */
  showFeedbackLinks: boolean;
};

export function SiteFooter({ showFeedbackLinks }: SiteFooterProps) {
  const { openForm } = useFeedbackForms();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      {showFeedbackLinks ? (
        <nav aria-label="Feedback" className={styles.feedback}>
          <ul className={styles.links}>
            {FEEDBACK_LINKS.map((link) => (
              <li key={link.kind}>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => openForm(link.kind)}
                  aria-haspopup="dialog"
                >
                  {link.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className={styles.disclaimer}>{SHORT_DISCLAIMER}</p>
      <div className={styles.bottom}>
        <nav aria-label="Site information">
          <ul className={styles.links}>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/legal">Legal</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/disclaimer">Disclaimer</Link>
            </li>
            <li>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => openForm('contact')}
                aria-haspopup="dialog"
              >
                Contact
              </button>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>© {year} Evident</p>
      </div>
    </footer>
  );
}
