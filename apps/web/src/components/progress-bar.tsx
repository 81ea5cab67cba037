import styles from './progress-bar.module.css';

export type ProgressBarProps = {
  /** `loading` grows towards the end and waits; `done` completes and fades out. */
  state: 'loading' | 'done';
};

/** The thin bar at the top of the window during navigation (spec §2, §9). */
export function ProgressBar({ state }: ProgressBarProps) {
  return (
    <div className={styles.track} aria-hidden="true" data-progress={state}>
      <div className={[styles.bar, styles[state]].join(' ')} />
    </div>
  );
}
