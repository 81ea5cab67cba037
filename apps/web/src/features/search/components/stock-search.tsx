import type { StockSearchResult } from '@evident/contracts/stocks';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon } from '@/components/icons';
import { dataState, useDataStatus, waitingText } from '@/hooks/use-data-status';
import { stockPath } from '@/lib/stock-path';
import { searchStocks, stockSearchKey } from '../api/search-stocks';
import { searchTerm, uniqueBySymbol } from '../search-results';
import { useStockSearch } from '../use-stock-search';
import styles from './stock-search.module.css';

export interface StockSearchProps {
  /** Accessible name of the box (the placeholder is not a label). */
  label: string;
  /** By default "Find a company...". */
  placeholder?: string;
  debounceMs: number;
  maxResults: number;
  size?: 'md' | 'lg';
  className?: string;
  /** What choosing a result does (e.g. add it to a list); by default its stock page opens. */
  onChoose?: (result: StockSearchResult) => void;
}

/**
 * The company search box (header and home hero): an ARIA 1.2 combobox with a listbox popup.
 * Arrow keys move through the results, Enter opens the highlighted result or the first one,
 * Escape closes the list. Choosing a result opens its stock page (or does `onChoose`).
 */
export function StockSearch({
  label,
  placeholder,
  debounceMs,
  maxResults,
  size = 'md',
  className,
  onChoose,
}: StockSearchProps) {
  const { t } = useTranslation('shell');
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { results, pending, term, answered } = useStockSearch(input, {
    debounceMs,
    max: maxResults,
  });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const expanded = open && results.length > 0;
  const waiting = waitingText(dataState(useDataStatus().data));
  // An answered search with nothing found: say why (the data may still be loading). A failed
  // search stays silent (spec §4).
  const nothing = open && answered && !pending && results.length === 0;

  const choose = (result: StockSearchResult) => {
    setOpen(false);
    setActive(-1);
    setInput('');
    if (onChoose) {
      onChoose(result);
      return;
    }
    inputRef.current?.blur();
    void navigate(stockPath(result.ticker));
  };

  const openFirst = async () => {
    if (results[0]) {
      choose(results[0]);
      return;
    }
    // Enter before the debounce fired: search now (cached per term) and open the first result.
    const now = searchTerm(input);
    if (now === '') return;
    try {
      const found = await queryClient.fetchQuery({
        queryKey: stockSearchKey(now),
        queryFn: ({ signal }) => searchStocks(now, signal),
        staleTime: Infinity,
      });
      const first = uniqueBySymbol(found, 1)[0];
      if (first) choose(first);
    } catch {
      // Search errors are silent (spec §4).
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (results.length === 0 ? -1 : (i + 1) % results.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (results.length === 0 ? -1 : (i <= 0 ? results.length : i) - 1));
        break;
      case 'Enter':
        event.preventDefault();
        if (expanded && active >= 0 && results[active]) choose(results[active]);
        else void openFirst();
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (input !== '') {
          event.preventDefault();
          setInput('');
        }
        break;
      default:
        break;
    }
  };

  return (
    <div
      className={[styles.box, size === 'lg' ? styles.lg : '', className].filter(Boolean).join(' ')}
    >
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <SearchIcon className={styles.icon} size={size === 'lg' ? 20 : 18} />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-busy={pending}
          className={styles.input}
          placeholder={placeholder ?? t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </form>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.results', { label })}
        className={styles.list}
        hidden={!expanded}
      >
        {results.map((r, i) => (
          <li
            key={r.symbol}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(r);
            }}
            onMouseEnter={() => setActive(i)}
          >
            <span className={styles.symbol}>{r.symbol}</span>
            <span className={styles.name}>{r.companyName}</span>
            <span className={styles.exchange}>{r.ticker.split(':')[0]}</span>
          </li>
        ))}
      </ul>
      {nothing ? (
        <p className={styles.empty}>{waiting ?? t('search.noMatch', { term: input.trim() })}</p>
      ) : null}
      {/* Announces the number of results to screen readers. */}
      <span className={styles.srOnly} role="status" aria-live="polite">
        {open && term !== '' && !pending ? t('search.count', { count: results.length }) : ''}
      </span>
    </div>
  );
}
