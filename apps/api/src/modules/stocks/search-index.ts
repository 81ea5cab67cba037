/**
 * Lower case, accents removed (é → e), apostrophes dropped (McDonald's → mcdonalds), every other
 * punctuation mark a space: how names and queries compare.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The normalized text with its spaces removed: "JP Morgan" and "JPMorgan" both give "jpmorgan". */
const compact = (normalized: string) => normalized.replace(/ /g, '');

export interface Searchable {
  symbol: string;
  name: string;
  marketCap: number | null;
  /** An exchange-traded fund (from the listing data); funds rank after operating companies. */
  isEtf?: boolean;
}

/** Names of funds the listing data does not flag as ETFs (closed-end and other funds). */
const FUND_WORDS = /\b(etf|etn|fund|ishares|proshares|spdr)\b/;

/** Query words this long or longer forgive one typo (a letter added, missing, changed or swapped). */
const FUZZY_MIN_LENGTH = 5;

interface Entry<T> {
  item: T;
  /** Lower-case symbol as listed (`brk.b`). */
  symbol: string;
  nameCompact: string;
  /** The name's words as ids in the index's word list. */
  wordIds: Int32Array;
  fund: boolean;
  marketCap: number;
}

/** How a typed word matches a word of the index's word list. */
const NO_MATCH = 0;
const FUZZY = 1;
const EXACT = 2;

/** Tiers, best first. */
const TIER = {
  symbol: 0,
  symbolPrefix: 1,
  namePrefix: 2,
  wordPrefix: 3,
  allWords: 4,
  contains: 5,
  allWordsWithTypo: 6,
} as const;

/** Sorted keys with the entry each belongs to: the keys starting with a text are one run. */
class SortedKeys {
  readonly keys: string[];
  readonly owners: Int32Array;
  readonly tiers: Uint8Array;

  constructor(list: { key: string; owner: number; tier: number }[]) {
    list.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = list.map((k) => k.key);
    this.owners = Int32Array.from(list, (k) => k.owner);
    this.tiers = Uint8Array.from(list, (k) => k.tier);
  }

  /** Index of the first key that is not below `text`. */
  lowerBound(text: string): number {
    return lowerBound(this.keys, text);
  }
}

/** `x` from `fx` on equals `y` from `fy` up to `yEnd` (no allocation: this runs per name word). */
function tailEqual(x: string, fx: number, y: string, fy: number, yEnd: number): boolean {
  if (x.length - fx !== yEnd - fy) return false;
  for (let k = 0; fx + k < x.length; k++) {
    if (x.charCodeAt(fx + k) !== y.charCodeAt(fy + k)) return false;
  }
  return true;
}

/**
 * True when `a` and the first `bLength` letters of `b` differ by at most one edit: a letter
 * inserted, deleted or changed, or two neighbours swapped ("nvidai" / "nvidia").
 */
export function withinOneEdit(a: string, b: string, bLength = b.length): boolean {
  if (Math.abs(a.length - bLength) > 1) return false;
  let i = 0;
  while (i < a.length && i < bLength && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === a.length || i === bLength) return true; // they differ by one trailing letter at most
  return (
    tailEqual(a, i + 1, b, i + 1, bLength) || // changed
    tailEqual(a, i + 1, b, i, bLength) || // inserted in a
    tailEqual(a, i, b, i + 1, bLength) || // missing from a
    (i + 1 < a.length &&
      i + 1 < bLength &&
      a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      tailEqual(a, i + 2, b, i + 2, bLength)) // swapped
  );
}

/**
 * In-memory search over tickers and company names (issue 17): case-, accent-, space- and
 * punctuation-insensitive ("jp morgan" finds JPMorgan Chase, "brk b" BRK.B), one typo forgiven on
 * words of 5 letters or more ("microsft", "nvidai"). Order: exact ticker, ticker prefix, name
 * prefix, a name word's prefix, every typed word starting a name word, name contains, then the
 * same with one typo; within each, operating companies before funds, then larger market value.
 */
export function createSearchIndex<T extends Searchable>(items: readonly T[]) {
  // Every distinct name word once, sorted, with the companies it appears in: a typed word is
  // compared with each word once per search (not once per company), and the words it starts are
  // one binary search away. Grouped by first letter for the typo check.
  const named = items.map((item) => {
    const name = normalize(item.name);
    return { item, name, words: name.split(' ').filter(Boolean) };
  });
  const wordList = [...new Set(named.flatMap((n) => n.words))].sort();
  const wordId = new Map(wordList.map((w, i) => [w, i]));
  const postings: number[][] = wordList.map(() => []);
  const byFirstLetter = new Map<string, number[]>();
  wordList.forEach((w, i) => {
    const list = byFirstLetter.get(w[0]!) ?? [];
    list.push(i);
    byFirstLetter.set(w[0]!, list);
  });

  const symbolKeys: { key: string; owner: number; tier: number }[] = [];
  const nameKeys: { key: string; owner: number; tier: number }[] = [];
  const entries: Entry<T>[] = named.map(({ item, name, words }, owner) => {
    const nameCompact = compact(name);
    symbolKeys.push({ key: compact(normalize(item.symbol)), owner, tier: TIER.symbolPrefix });
    // The compact name from each word's start: "jpmorganchaseco", "chaseco", "co".
    let offset = 0;
    words.forEach((w, k) => {
      nameKeys.push({
        key: nameCompact.slice(offset),
        owner,
        tier: k === 0 ? TIER.namePrefix : TIER.wordPrefix,
      });
      offset += w.length;
    });
    const wordIds = Int32Array.from(words, (w) => wordId.get(w)!);
    for (const id of new Set(wordIds)) postings[id]!.push(owner);
    return {
      item,
      symbol: item.symbol.toLowerCase(),
      nameCompact,
      wordIds,
      fund: Boolean(item.isEtf) || FUND_WORDS.test(name),
      marketCap: item.marketCap ?? -1,
    };
  });
  // Every compact name in one string: "contains" is one indexOf scan per match, not per company.
  const allNames = entries.map((e) => e.nameCompact).join('|');
  const nameStarts = new Int32Array(entries.length + 1);
  entries.forEach((e, owner) => {
    nameStarts[owner + 1] = nameStarts[owner]! + e.nameCompact.length + 1;
  });
  const symbols = new SortedKeys(symbolKeys);
  const symbolIndex = new Map(entries.map((e, owner) => [e.symbol, owner]));
  const tier = new Int8Array(entries.length).fill(-1);
  const touched = new Int32Array(entries.length);
  const names = new SortedKeys(nameKeys);

  /**
   * For one typed word, how each listed word matches: EXACT when the typed word starts it, FUZZY
   * when it starts it but for one typo (typed words of 5+ letters whose first letter is right).
   */
  function matchesOf(typed: string): Map<number, number> {
    const marks = new Map<number, number>();
    for (let i = lowerBound(wordList, typed); i < wordList.length; i++) {
      if (!wordList[i]!.startsWith(typed)) break;
      marks.set(i, EXACT);
    }
    if (typed.length >= FUZZY_MIN_LENGTH) {
      const n = typed.length;
      for (const i of byFirstLetter.get(typed[0]!) ?? []) {
        if (marks.has(i)) continue;
        const w = wordList[i]!;
        if (w.length < n - 1) continue;
        // The typed word against the start of the listed word of about the same length.
        if (
          withinOneEdit(typed, w, Math.min(n, w.length)) ||
          (n - 1 <= w.length && withinOneEdit(typed, w, n - 1)) ||
          (n + 1 <= w.length && withinOneEdit(typed, w, n + 1))
        ) {
          marks.set(i, FUZZY);
        }
      }
    }
    return marks;
  }

  /** Lower tier, then operating companies before funds, larger market value, symbol. */
  function before(a: number, aTier: number, b: number, bTier: number): boolean {
    if (aTier !== bTier) return aTier < bTier;
    const ea = entries[a]!;
    const eb = entries[b]!;
    if (ea.fund !== eb.fund) return !ea.fund;
    if (ea.marketCap !== eb.marketCap) return ea.marketCap > eb.marketCap;
    return ea.symbol < eb.symbol;
  }

  return {
    search(text: string, limit: number): T[] {
      const normalized = normalize(text);
      const q = compact(normalized);
      if (q === '' || limit < 1) return [];
      const raw = text.trim().toLowerCase();
      // Best tier per company (-1: no match), filled from the sorted keys and word postings; one
      // buffer for every search (a search runs to its end without yielding), reset at the end.
      let touchedCount = 0;
      const offer = (owner: number, t: number) => {
        const now = tier[owner]!;
        if (now === -1) touched[touchedCount++] = owner;
        if (now === -1 || t < now) tier[owner] = t;
      };
      for (const keys of [symbols, names]) {
        for (let i = keys.lowerBound(q); i < keys.keys.length; i++) {
          const key = keys.keys[i]!;
          if (!key.startsWith(q)) break;
          const exactSymbol = keys === symbols && key === q;
          offer(keys.owners[i]!, exactSymbol ? TIER.symbol : keys.tiers[i]!);
        }
      }
      // Every typed word starts one of the name's words (in any order), exactly or with a typo.
      const marks = normalized.split(' ').map(matchesOf);
      const first = marks[0]!;
      const candidates = new Set<number>();
      for (const [id, match] of first) {
        // One typed word that starts a name word exactly was found above (name and word
        // prefixes); only its typo matches are new.
        if (marks.length === 1 && match === EXACT) continue;
        for (const owner of postings[id]!) candidates.add(owner);
      }
      for (const owner of candidates) {
        const e = entries[owner]!;
        let fuzzy = false;
        let all = true;
        for (const m of marks) {
          let best = NO_MATCH;
          for (let k = 0; k < e.wordIds.length && best !== EXACT; k++) {
            best = Math.max(best, m.get(e.wordIds[k]!) ?? NO_MATCH);
          }
          if (best === NO_MATCH) {
            all = false;
            break;
          }
          if (best === FUZZY) fuzzy = true;
        }
        if (all) offer(owner, fuzzy ? TIER.allWordsWithTypo : TIER.allWords);
      }
      // Inside a word ("morgan" in "jpmorgan"): a scan, only when the better tiers leave room.
      let better = 0;
      for (let i = 0; i < touchedCount && better < limit; i++) {
        if (tier[touched[i]!]! < TIER.contains) better++;
      }
      if (q.length >= 4 && better < limit) {
        for (let at = allNames.indexOf(q); at !== -1;) {
          // The company whose name holds this position: the last start at or before it.
          let lo = 0;
          let hi = entries.length;
          while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (nameStarts[mid]! <= at) lo = mid;
            else hi = mid - 1;
          }
          offer(lo, TIER.contains);
          at = allNames.indexOf(q, nameStarts[lo + 1]!);
        }
      }
      // An exact symbol typed with its punctuation ("brk.b") counts as exact too.
      const listed = symbolIndex.get(raw);
      if (listed !== undefined) offer(listed, TIER.symbol);

      // The best `limit` hits only: a one-letter search matches thousands of companies.
      const top: number[] = [];
      for (let i = 0; i < touchedCount; i++) {
        const owner = touched[i]!;
        const t = tier[owner]!;
        if (top.length === limit && !before(owner, t, top[limit - 1]!, tier[top[limit - 1]!]!))
          continue;
        let at = top.length;
        while (at > 0 && before(owner, t, top[at - 1]!, tier[top[at - 1]!]!)) at--;
        top.splice(at, 0, owner);
        if (top.length > limit) top.pop();
      }
      for (let i = 0; i < touchedCount; i++) tier[touched[i]!] = -1;
      return top.map((owner) => entries[owner]!.item);
    },
  };
}

function lowerBound(sorted: readonly string[], text: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
