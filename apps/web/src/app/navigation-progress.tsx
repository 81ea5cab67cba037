import { useLocation, useNavigation } from 'react-router';
import { ProgressBar } from '@/components/progress-bar';

/**
 * The thin progress bar on every navigation (spec §2, §9): it grows while a route chunk loads
 * and completes, then fades, once the new page is in place.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== 'idle') return <ProgressBar state="loading" />;
  // A new key remounts the bar, which replays the completion animation for this navigation.
  return <ProgressBar key={location.key} state="done" />;
}
