/**
 * Spec §2: the `tab` query parameter of the home page selects its section. Analysis is the
 * default; unknown values fall back to it; Ideas is shown as "Soon" and cannot be selected yet.
 */
export const HOME_TABS = [
  {
    id: 'analysis',
    label: 'Analysis',
    available: true,
    title: 'Stock analysis',
    subtitle: 'Top long-term picks, the most traded companies and today’s selections.',
  },
  {
    id: 'ideas',
    label: 'Ideas',
    available: false,
    title: 'Investment ideas',
    subtitle: 'Coming soon.',
  },
] as const;

export type HomeTabId = (typeof HOME_TABS)[number]['id'];
export const DEFAULT_HOME_TAB: HomeTabId = 'analysis';

export function resolveHomeTab(value: string | null | undefined): HomeTabId {
  const tab = HOME_TABS.find((t) => t.id === value?.trim().toLowerCase());
  return tab?.available ? tab.id : DEFAULT_HOME_TAB;
}
