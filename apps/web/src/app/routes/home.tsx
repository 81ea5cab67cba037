import { useSearchParams } from 'react-router';
import { HomeHero } from '@/features/home/components/home-hero';
import { resolveHomeTab } from '@/features/home/home-tab';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** `/` and `/signup`. The `tab` parameter picks the section; only Analysis exists so far. */
export function HomeRoute() {
  const [params] = useSearchParams();
  const tab = resolveHomeTab(params.get('tab'));
  useDocumentTitle();
  return (
    <div data-home-tab={tab}>
      <HomeHero />
    </div>
  );
}
