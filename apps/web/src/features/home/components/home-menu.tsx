import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { HOME_TABS, type HomeTabId } from '../home-tab';
import styles from './home-menu.module.css';

const tabHref = (id: HomeTabId) => (id === 'analysis' ? '/' : `/?tab=${id}`);

/** The home page's side menu: selects the section through the `tab` query parameter. */
export function HomeMenu({ tab }: { tab: HomeTabId }) {
  return (
    <nav aria-label="Home sections" className={styles.menu}>
      <ul>
        {HOME_TABS.map((t) => (
          <li key={t.id}>
            {t.available ? (
              <Link
                to={tabHref(t.id)}
                className={styles.item}
                aria-current={t.id === tab ? 'page' : undefined}
              >
                {t.label}
              </Link>
            ) : (
              <span className={styles.item} aria-disabled="true">
                {t.label} <Badge tone="outline">Soon</Badge>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
