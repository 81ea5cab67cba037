/** Lower-case, accents removed (é → e), punctuation to spaces: how names and queries compare. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim();
}

export interface Searchable {
  symbol: string;
  name: string;
  marketCap: number | null;
}

interface Entry<T> {
  item: T;
  symbol: string;
  name: string;
  words: string[];
  marketCap: number;
}

/**
 * In-memory search over tickers and company names (issue 5): case- and accent-insensitive, word
 * prefixes. Order: exact ticker, ticker prefix, name prefix, name word prefix, name contains;
 * then larger market cap first.
 */
export function createSearchIndex<T extends Searchable>(items: readonly T[]) {
  const entries: Entry<T>[] = items.map((item) => {
    const name = normalize(item.name);
    return {
      item,
      symbol: item.symbol.toLowerCase(),
      name,
      words: name.split(' ').filter(Boolean),
      marketCap: item.marketCap ?? -1,
    };
  });
  return {
    search(text: string, limit: number): T[] {
      const q = normalize(text);
      if (q === '') return [];
      const symbolQuery = text.trim().toLowerCase();
      const hits: { e: Entry<T>; tier: number }[] = [];
      for (const e of entries) {
        let tier: number;
        if (e.symbol === symbolQuery) tier = 0;
        else if (e.symbol.startsWith(symbolQuery)) tier = 1;
        else if (e.name.startsWith(q)) tier = 2;
        else if (e.words.some((w) => w.startsWith(q))) tier = 3;
        else if (e.name.includes(q)) tier = 4;
        else continue;
        hits.push({ e, tier });
      }
      hits.sort(
        (a, b) =>
          a.tier - b.tier || b.e.marketCap - a.e.marketCap || a.e.symbol.localeCompare(b.e.symbol),
      );
      return hits.slice(0, limit).map((h) => h.e.item);
    },
  };
}
