import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2 query parameter: scroll to the element with this id once it exists. */
export const SCROLL_TARGET_PARAM = 'idScrollable';
const GIVE_UP_AFTER_MS = 10_000;

/**
 * Scrolls to the top when the path changes (spec §2), or to the element named by
 * `?idScrollable=` — waiting for it to render, since lazy routes and data arrive later.
 */
export function useScrollOnNavigate(): void {
  const { pathname, search } = useLocation();
  const targetId = new URLSearchParams(search).get(SCROLL_TARGET_PARAM);

  useEffect(() => {
    if (!targetId) window.scrollTo({ top: 0, left: 0 });
  }, [pathname, targetId]);

  useEffect(() => {
    if (!targetId) return;
    const scrollIfPresent = () => {
      const element = document.getElementById(targetId);
      if (!element) return false;
      element.scrollIntoView({ block: 'start' });
      return true;
    };
    if (scrollIfPresent()) return;
    const observer = new MutationObserver(() => {
      if (scrollIfPresent()) stop();
    });
    const timer = window.setTimeout(() => stop(), GIVE_UP_AFTER_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, targetId]);
}
