import { runSteps, sortByTextSteps } from '@evident/engine/steps';
import { compact, lowerBound, normalize, prefixEnd, startsWithOneTypo } from './search-text';

export interface Searchable {
  symbol: string;
  name: string;
  marketCap: number | null;
  /** An exchange-traded fund (from the listing data); funds rank after operating companies. */
  isEtf?: boolean;
}

/**
 * Names of funds the listing data does not flag as ETFs (closed-end funds, ETNs, municipal
 * trusts). "Trust", "Portfolio" and "Index" are left out: REITs, banks (Northern Trust) and
 * operating companies (Consumer Portfolio Services) carry them too.
 */
const FUND_WORDS = /\b(etfs?|etns?|fund|ishares|proshares|spdr|municipal)\b/;

/** Typed text this long or longer forgives one typo (a letter added, missing, changed or swapped). */
const FUZZY_MIN_LENGTH = 5;

/** Typed words checked for typos (the route takes 100 characters; the rest must match exactly). */
const MAX_FUZZY_WORDS = 30;

/** Tiers, best first. */
const TIER = {
  symbol: 0,
  symbolPrefix: 1,
  namePrefix: 2,
  wordPrefix: 3,
  allWords: 4,
  contains: 5,
  typo: 6,
} as const;

interface Key {
  key: string;
  owner: number;
  tier: number;
}

/** Keys sorted once, each with the entry it belongs to: the keys starting with a text are one run. */
class SortedKeys {
  readonly keys: string[];
  readonly owners: Int32Array;
  readonly tiers: Uint8Array;

  /** `sorted`: in key order (`sortedKeySteps`). */
  constructor(sorted: readonly Key[]) {
    this.keys = sorted.map((k) => k.key);
    this.owners = Int32Array.from(sorted, (k) => k.owner);
    this.tiers = Uint8Array.from(sorted, (k) => k.tier);
  }
}

/** The keys sorted in steps of about `STEP_ITEMS` keys (one sort of the ~20,000 names took 40–70 ms). */
function* sortedKeySteps(list: readonly Key[]): Generator<void, SortedKeys, void> {
  const sorted = yield* sortByTextSteps(list, (k) => k.key, STEP_ITEMS);
  yield;
  return new SortedKeys(sorted);
}

/** Three letters or digits as one number: the "contains" index is a flat array by this number. */
const GRAMS = 36 ** 3;
const letterCode = (c: number) => (c <= 57 ? c - 48 : c - 87); // 0-9 → 0-9, a-z → 10-35
const gramAt = (text: string, i: number) =>
  letterCode(text.charCodeAt(i)) * 1296 +
  letterCode(text.charCodeAt(i + 1)) * 36 +
  letterCode(text.charCodeAt(i + 2));

/**
 * In-memory search over tickers and company names (issue 17): case-, accent-, space- and
 * punctuation-insensitive ("jp morgan" finds JPMorgan Chase, "brk b" BRK.B), one typo forgiven on
 * typed text of 5 letters or more ("microsft", "nvidai", "exon mobil"; the first letter must be
 * right). Order: exact ticker, ticker prefix, name prefix, a name word's prefix (funds after the
 * companies of both), every typed word starting a name word, name contains, then the same with
 * one typo; within each, operating companies before funds, then larger market value, then symbol.
 *
 * Everything is sorted and numbered at build time; a search walks sorted runs and typed arrays,
 * allocating per typed word, never per company (p99 about 0.1 ms over the 7,531 listed names:
 * `npm run bench -- search`).
 */
export function createSearchIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  return runSteps(searchIndexSteps(items));
}

export interface SearchIndex<T> {
  search(text: string, limit: number): T[];
}

/** Items between two yields of the build's per-item loops. */
const STEP_ITEMS = 1000;

/**
 * `createSearchIndex` as steps: the build yields between its phases and every `STEP_ITEMS` items,
 * so the server can answer requests in between (the whole build is a few hundred milliseconds on
 * the real universe, `driveSteps`). Resolves with the index.
 */
export function* searchIndexSteps<T extends Searchable>(
  items: readonly T[],
): Generator<void, SearchIndex<T>, void> {
  const count = items.length;
  const named: { item: T; name: string; words: string[] }[] = [];
  for (const item of items) {
    if (named.length % STEP_ITEMS === 0) yield;
    const name = normalize(item.name);
    named.push({ item, name, words: name.split(' ').filter(Boolean) });
  }
  yield;

  // Every distinct name word once, sorted: the words a typed word starts are one run, the words
  // with its first letter (typo candidates) another, each compared once per search, not once per
  // company. Postings (the companies each word appears in) are one flat array in word order, so
  // a run of words has its companies in one slice.
  const wordList = yield* sortByTextSteps(
    [...new Set(named.flatMap((n) => n.words))],
    (w) => w,
    STEP_ITEMS,
  );
  const wordId = new Map(wordList.map((w, i) => [w, i]));
  yield;
  const perWord: number[][] = wordList.map(() => []);
  const entryWordStart = new Int32Array(count + 1);
  const entryWords: number[] = [];
  for (let owner = 0; owner < count; owner++) {
    if (owner % STEP_ITEMS === 0) yield;
    const { words } = named[owner]!;
    for (const w of words) entryWords.push(wordId.get(w)!);
    for (const w of new Set(words)) perWord[wordId.get(w)!]!.push(owner);
    entryWordStart[owner + 1] = entryWords.length;
  }
  const entryWordIds = Int32Array.from(entryWords);
  const postingStart = new Int32Array(wordList.length + 1);
  perWord.forEach((list, id) => (postingStart[id + 1] = postingStart[id]! + list.length));
  const postings = Int32Array.from(perWord.flat());
  yield;

  // Operating companies before funds, then larger market value, then symbol: one number each.
  const fund = Uint8Array.from(named, ({ item, name }) =>
    item.isEtf || FUND_WORDS.test(name) ? 1 : 0,
  );
  const order = Array.from(items, (_, i) => i);
  order.sort((a, b) => {
    if (fund[a] !== fund[b]) return fund[a] ? 1 : -1;
    const capA = items[a]!.marketCap ?? -1;
    const capB = items[b]!.marketCap ?? -1;
    if (capA !== capB) return capB - capA;
    return items[a]!.symbol < items[b]!.symbol ? -1 : items[a]!.symbol > items[b]!.symbol ? 1 : 0;
  });
  const rank = new Int32Array(count);
  order.forEach((owner, r) => (rank[owner] = r));
  yield;

  const symbolKeys: Key[] = [];
  const nameKeys: Key[] = [];
  const fullNameKeys: Key[] = [];
  const nameCompacts: string[] = [];
  for (let owner = 0; owner < count; owner++) {
    if (owner % STEP_ITEMS === 0) yield;
    const { item, name, words } = named[owner]!;
    const nameCompact = compact(name);
    nameCompacts.push(nameCompact);
    symbolKeys.push({ key: compact(normalize(item.symbol)), owner, tier: TIER.symbolPrefix });
    fullNameKeys.push({ key: nameCompact, owner, tier: TIER.typo });
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
  }
  yield;
  const symbols = yield* sortedKeySteps(symbolKeys);
  yield;
  const names = yield* sortedKeySteps(nameKeys);
  yield;
  const fullNames = yield* sortedKeySteps(fullNameKeys);
  yield;
  const symbolIndex = new Map(items.map((item, owner) => [item.symbol.toLowerCase(), owner]));
  // The companies whose compact name holds each three letters ("mor", "org"...): "contains" checks
  // only the companies of the typed text's rarest three letters, not every name.
  const lastOwner = new Int32Array(GRAMS).fill(-1);
  const pairGram: number[] = [];
  const pairOwner: number[] = [];
  for (let owner = 0; owner < count; owner++) {
    if (owner % STEP_ITEMS === 0) yield;
    const c = nameCompacts[owner]!;
    for (let i = 0; i + 3 <= c.length; i++) {
      const g = gramAt(c, i);
      if (lastOwner[g] === owner) continue; // once per name
      lastOwner[g] = owner;
      pairGram.push(g);
      pairOwner.push(owner);
    }
  }
  yield;
  const gramStart = new Int32Array(GRAMS + 1);
  for (const g of pairGram) gramStart[g + 1]!++;
  for (let g = 0; g < GRAMS; g++) gramStart[g + 1]! += gramStart[g]!;
  const gramOwners = new Int32Array(pairGram.length);
  const fill = gramStart.slice(0, GRAMS);
  pairGram.forEach((g, k) => (gramOwners[fill[g]!++] = pairOwner[k]!));

  // Per-search state, reused (a search runs to its end without yielding): each company's best
  // tier so far (-1: none) and the list of those touched, reset at the end; a company's last
  // search as a candidate; each word's typed words it matches with one typo, as bits.
  const tier = new Int8Array(count).fill(-1);
  const touched = new Int32Array(count);
  let touchedCount = 0;
  let generation = 0;
  const candidateOf = new Int32Array(count);
  const typoGeneration = new Int32Array(wordList.length);
  const typoBits = new Int32Array(wordList.length);

  function offer(owner: number, t: number): void {
    const now = tier[owner]!;
    if (now === -1) touched[touchedCount++] = owner;
    if (now === -1 || t < now) tier[owner] = t;
  }

  /**
   * Lower tier first, then the build-time rank; but a company matching at a later word of its name
   * comes before a fund matching at its name's start: "schwab" lists Charles Schwab before "Schwab
   * U.S. Dividend Equity ETF".
   */
  function before(a: number, b: number): boolean {
    const ta = tier[a]!;
    const tb = tier[b]!;
    if (ta === tb) return rank[a]! < rank[b]!;
    const ga = ta === TIER.wordPrefix ? TIER.namePrefix : ta;
    const gb = tb === TIER.wordPrefix ? TIER.namePrefix : tb;
    if (ga === gb && fund[a] !== fund[b]) return fund[b] === 1;
    return ta < tb;
  }

  /** Matches found so far in a tier better than `t`. */
  function countBetter(t: number, enough: number): number {
    let better = 0;
    for (let i = 0; i < touchedCount && better < enough; i++) if (tier[touched[i]!]! < t) better++;
    return better;
  }

  return {
    search(text: string, limit: number): T[] {
      const normalized = normalize(text);
      const q = compact(normalized);
      if (q === '' || limit < 1) return [];
      generation++;
      touchedCount = 0;

      // Tickers and names (from any word's start) that start with the compact text.
      for (const keys of [symbols, names]) {
        const end = prefixEnd(keys.keys, q);
        for (let i = lowerBound(keys.keys, q); i < end; i++) {
          const exactSymbol = keys === symbols && keys.keys[i] === q;
          offer(keys.owners[i]!, exactSymbol ? TIER.symbol : keys.tiers[i]!);
        }
      }
      // An exact symbol typed with its punctuation ("brk.b") counts as exact too.
      const listed = symbolIndex.get(text.trim().toLowerCase());
      if (listed !== undefined) offer(listed, TIER.symbol);

      // Every typed word starts one of the name's words (in any order), exactly (a run of the
      // sorted words) or with one typo (marked per word).
      const typed = normalized.split(' ');
      const from = new Int32Array(typed.length);
      const to = new Int32Array(typed.length);
      let driver = 0;
      let driverSize = Infinity;
      let anyTypo = false;
      const typoIds: number[][] = typed.map(() => []);
      typed.forEach((word, j) => {
        from[j] = lowerBound(wordList, word);
        to[j] = prefixEnd(wordList, word);
        let size = postingStart[to[j]!]! - postingStart[from[j]!]!;
        if (word.length >= FUZZY_MIN_LENGTH && j < MAX_FUZZY_WORDS) {
          const end = prefixEnd(wordList, word[0]!);
          for (let id = lowerBound(wordList, word[0]!); id < end; id++) {
            if (id >= from[j]! && id < to[j]!) continue;
            if (!startsWithOneTypo(word, wordList[id]!)) continue;
            if (typoGeneration[id] !== generation) {
              typoGeneration[id] = generation;
              typoBits[id] = 0;
            }
            typoBits[id]! |= 1 << j;
            typoIds[j]!.push(id);
            size += postingStart[id + 1]! - postingStart[id]!;
            anyTypo = true;
          }
        }
        // The candidates come from the typed word matching the fewest companies.
        if (size < driverSize) {
          driver = j;
          driverSize = size;
        }
      });
      const check = (owner: number) => {
        if (candidateOf[owner] === generation) return;
        candidateOf[owner] = generation;
        let withTypo = false;
        for (let j = 0; j < typed.length; j++) {
          let best = 0; // 0 none, 1 with a typo, 2 exact
          for (let k = entryWordStart[owner]!; k < entryWordStart[owner + 1]! && best < 2; k++) {
            const id = entryWordIds[k]!;
            if (id >= from[j]! && id < to[j]!) best = 2;
            else if (typoGeneration[id] === generation && typoBits[id]! & (1 << j)) best = 1;
          }
          if (best === 0) return;
          if (best === 1) withTypo = true;
        }
        offer(owner, withTypo ? TIER.typo : TIER.allWords);
      };
      // One typed word that starts a name word exactly was found above (a name key starts
      // there); only its typo matches are new.
      if (typed.length > 1) {
        const end = postingStart[to[driver]!]!;
        for (let p = postingStart[from[driver]!]!; p < end; p++) check(postings[p]!);
      }
      if (typed.length > 1 || anyTypo) {
        for (const id of typoIds[driver]!) {
          for (let p = postingStart[id]!; p < postingStart[id + 1]!; p++) check(postings[p]!);
        }
      }

      // Inside a word ("morgan" in "jpmorgan"): only when the better tiers leave room.
      if (q.length >= 4 && countBetter(TIER.contains, limit) < limit) {
        let rarest = gramAt(q, 0);
        for (let i = 1; i + 3 <= q.length; i++) {
          const g = gramAt(q, i);
          if (gramStart[g + 1]! - gramStart[g]! < gramStart[rarest + 1]! - gramStart[rarest]!)
            rarest = g;
        }
        for (let p = gramStart[rarest]!; p < gramStart[rarest + 1]!; p++) {
          const owner = gramOwners[p]!;
          if (nameCompacts[owner]!.includes(q)) offer(owner, TIER.contains);
        }
      }
      // The whole name typed with one typo, however it is split into words ("exon mobil" for
      // ExxonMobil, "cocacola consoldated"): the names with the same first letter, when room.
      if (q.length >= FUZZY_MIN_LENGTH && countBetter(TIER.typo, limit) < limit) {
        const keys = fullNames.keys;
        const end = prefixEnd(keys, q[0]!);
        for (let i = lowerBound(keys, q[0]!); i < end; i++) {
          if (startsWithOneTypo(q, keys[i]!)) offer(fullNames.owners[i]!, TIER.typo);
        }
      }

      // The best `limit` hits only: a one-letter search matches thousands of companies.
      const top: number[] = [];
      for (let i = 0; i < touchedCount; i++) {
        const owner = touched[i]!;
        if (top.length === limit && !before(owner, top[limit - 1]!)) continue;
        let at = top.length;
        while (at > 0 && before(owner, top[at - 1]!)) at--;
        top.splice(at, 0, owner);
        if (top.length > limit) top.pop();
      }
      for (let i = 0; i < touchedCount; i++) tier[touched[i]!] = -1;
      return top.map((owner) => items[owner]!);
    },
  };
}
