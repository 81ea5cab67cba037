import type { SourceHealth } from '@evident/contracts/health';

/**
 * `npm run data:status` (issue 55): each live source's last success, how many trading days it is
 * behind, its last error — the same as `GET /api/v1/health` reports under `data.sources`.
 */
export function dataStatusLines(sources: readonly SourceHealth[]): string[] {
  if (sources.length === 0) {
    return [
      'No live source is configured (set POLYGON_API_KEY, SEC_USER_AGENT and/or ALPHAVANTAGE_API_KEY): the data is the imported snapshot only.',
    ];
  }
  const rows = sources.map((s) => [
    s.source,
    s.lastSuccessAt ?? 'never',
    s.lastDay ?? 'not available',
    s.daysBehind === null ? 'not available' : String(s.daysBehind),
    s.lastError === null ? 'none' : `${s.lastErrorAt ?? ''} ${oneLine(s.lastError)}`.trim(),
  ]);
  const head = ['source', 'last success', 'last day', 'days behind', 'last error'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  // The last column is not padded (an error can be long).
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)];
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}
