import { useTranslation } from 'react-i18next';
import { FEEDBACK_LINKS, useFeedbackForms } from './feedback-forms';
import styles from './feedback-rail.module.css';

/** Desktop and tablet: the feedback links on a slim rail at the right edge (spec §2). */
export function FeedbackRail() {
  const { t } = useTranslation('shell');
  const { openForm } = useFeedbackForms();
  return (
    <aside className={styles.rail} aria-label={t('feedback.label')}>
      <ul className={styles.list}>
        {FEEDBACK_LINKS.map((link) => (
          <li key={link.kind}>
            <button
              type="button"
              className={styles.link}
              onClick={() => openForm(link.kind)}
              aria-haspopup="dialog"
            >
              {t(`feedback.${link.kind}.label`)}
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
