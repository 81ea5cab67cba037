import type { ComponentProps } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import styles from './tabs.module.css';

/** Accessible tabs (Radix): arrow keys move between triggers, disabled triggers are skipped. */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List className={[styles.list, className].filter(Boolean).join(' ')} {...props} />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={[styles.trigger, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={[styles.content, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
