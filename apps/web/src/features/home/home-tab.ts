/**
 * Spec §2: the `tab` query parameter of the home page selects its section. Analysis is the
 * default; unknown values fall back to it; Ideas is shown as "Soon" and cannot be selected yet.
 * Each section's label, title and subtitle are the `home` messages `tabs.<id>`.
 */
export const HOME_TABS = [
  { id: 'analysis', available: true },
  { id: 'ideas', available: false },
] as const;

export type HomeTabId = (typeof HOME_TABS)[number]['id'];
export const DEFAULT_HOME_TAB: HomeTabId = 'analysis';

export function resolveHomeTab(value: string | null | undefined): HomeTabId {
  const tab = HOME_TABS.find((t) => t.id === value?.trim().toLowerCase());
  return tab?.available ? tab.id : DEFAULT_HOME_TAB;
}
