import type { InputHTMLAttributes } from 'react';
import { SearchIcon } from './icons';
import styles from './search-input.module.css';

export type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & {
  /** Accessible name: the visible placeholder is not a label. */
  label: string;
  size?: 'md' | 'lg';
};

/** A search field with a leading magnifier icon. */
export function SearchInput({ label, size = 'md', className, ...props }: SearchInputProps) {
  return (
    <div
      className={[styles.field, size === 'lg' ? styles.lg : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      <SearchIcon className={styles.icon} size={size === 'lg' ? 20 : 18} />
      <input
        type="search"
        className={styles.input}
        aria-label={label}
        autoComplete="off"
        spellCheck={false}
        {...props}
      />
    </div>
  );
}
