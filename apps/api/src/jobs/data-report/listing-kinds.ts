import {
  classifyListing,
  LISTING_KINDS,
  NAME_CORRECTIONS,
  type ListingKind,
} from '@evident/engine/classification/listing-kind';
import type { Db } from '../../db/client';
import {
  allCompanies,
  latestSucceededRun,
  scorePercentilesOfRun,
  statementFacts,
} from '../../read-model/read-model.repository';

/*
 * What each listing is (ADR 046), in the data report: how many listings of each kind and form,
 * by which rule, how many of each kind the served run scored (only operating companies should
 * be), examples of each kind, and the names corrected in the product.
 */

export interface ListingKindsReport {
  /** One row per kind (and per form for operating companies). */
  rows: { kind: ListingKind; form: string | null; listings: number; scored: number }[];
  byRule: Record<string, number>;
  /** Up to `EXAMPLES` listings of each kind other than operating: `SYMBOL Name`. */
  examples: Partial<Record<ListingKind, string[]>>;
  nameCorrections: { symbol: string; dataName: string; name: string; applied: boolean }[];
  /** The served run's date; null before the first run (then `scored` is 0 everywhere). */
  asOf: string | null;
}

const EXAMPLES = 8;

export async function listingKindsReport(db: Db): Promise<ListingKindsReport> {
  const companies = await allCompanies(db);
  const facts = new Map((await statementFacts(db)).map((f) => [f.symbol, f]));
  const run = await latestSucceededRun(db);
  const scored = new Set(
    run
      ? (await scorePercentilesOfRun(db, run.id))
          .filter((r) => r.percentile !== null)
          .map((r) => r.symbol)
      : [],
  );
  const rows = new Map<string, ListingKindsReport['rows'][number]>();
  const byRule: Record<string, number> = {};
  const examples: ListingKindsReport['examples'] = {};
  for (const c of companies) {
    const f = facts.get(c.symbol);
    const listing = classifyListing({
      symbol: c.symbol,
      name: c.name,
      industry: c.industry,
      isEtf: c.isEtf,
      country: c.country,
      hasFiledStatements: f?.hasFiledStatements ?? false,
      hasRevenue: f?.hasRevenue ?? false,
    });
    const key = `${listing.kind}|${listing.form ?? ''}`;
    const row = rows.get(key) ?? { kind: listing.kind, form: listing.form, listings: 0, scored: 0 };
    row.listings += 1;
    if (scored.has(c.symbol)) row.scored += 1;
    rows.set(key, row);
    byRule[listing.rule] = (byRule[listing.rule] ?? 0) + 1;
    if (listing.kind !== 'operating') {
      const list = (examples[listing.kind] ??= []);
      if (list.length < EXAMPLES) {
        const name = c.name ?? '';
        list.push(`${c.symbol} ${name.length > 48 ? `${name.slice(0, 47)}…` : name}`.trim());
      }
    }
  }
  const order = (r: ListingKindsReport['rows'][number]) => LISTING_KINDS.indexOf(r.kind);
  const bySymbol = new Map(companies.map((c) => [c.symbol, c]));
  return {
    rows: [...rows.values()].sort(
      (a, b) => order(a) - order(b) || (a.form ?? '').localeCompare(b.form ?? ''),
    ),
    byRule,
    examples,
    nameCorrections: Object.entries(NAME_CORRECTIONS).map(([symbol, c]) => ({
      symbol,
      dataName: c.dataName,
      name: c.name,
      applied: bySymbol.get(symbol)?.name === c.dataName,
    })),
    asOf: run?.asOf ?? null,
  };
}

/** The report's section as the CLI prints it. */
export function printListingKinds(report: ListingKindsReport, log: (line: string) => void): void {
  log('\nWhat each listing is (ADR 046; only operating companies are scored)');
  log(
    `  ${'kind'.padEnd(28)}${'listings'.padStart(10)}${`scored${report.asOf ? ` ${report.asOf}` : ''}`.padStart(20)}`,
  );
  let total = 0;
  for (const r of report.rows) {
    total += r.listings;
    const label = r.form ? `${r.kind} (${r.form})` : r.kind;
    log(`  ${label.padEnd(28)}${String(r.listings).padStart(10)}${String(r.scored).padStart(20)}`);
  }
  log(`  ${'all listings'.padEnd(28)}${String(total).padStart(10)}`);
  log('  by rule:');
  for (const [rule, n] of Object.entries(report.byRule).sort((a, b) => b[1] - a[1]))
    log(`    ${rule.padEnd(34)}${String(n).padStart(6)}`);
  for (const [kind, list] of Object.entries(report.examples))
    log(`  e.g. ${kind}: ${list.join('; ')}`);
  for (const c of report.nameCorrections) {
    log(
      `  name corrected: ${c.symbol} "${c.dataName}" → "${c.name}"${c.applied ? '' : ' (not in this data)'}`,
    );
  }
}
