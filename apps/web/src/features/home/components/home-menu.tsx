import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { HOME_TABS, type HomeTabId } from '../home-tab';
import styles from './home-menu.module.css';
import '@/i18n/en/home';

const tabHref = (id: HomeTabId) => (id === 'analysis' ? '/' : `/?tab=${id}`);

/** The home page's side menu: selects the section through the `tab` query parameter. */
export function HomeMenu({ tab }: { tab: HomeTabId }) {
  const { t } = useTranslation('home');
  return (
    <nav aria-label={t('tabs.label')} className={styles.menu}>
      <ul>
        {HOME_TABS.map((s) => (
          <li key={s.id}>
            {s.available ? (
              <Link
                to={tabHref(s.id)}
                className={styles.item}
                aria-current={s.id === tab ? 'page' : undefined}
              >
                {t(`tabs.${s.id}.label`)}
              </Link>
            ) : (
              <span className={styles.item} aria-disabled="true">
                {t(`tabs.${s.id}.label`)} <Badge tone="outline">{t('tabs.soon')}</Badge>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
