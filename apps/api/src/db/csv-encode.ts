/*
 * Rows as PostgreSQL `COPY … (FORMAT csv)` text (Database.copyCsv): the snapshot import's tables
 * and the score run's rows, which the engine's worker encodes before it hands them back.
 */

/** One value as a PostgreSQL `COPY … (FORMAT csv)` cell: unquoted empty = NULL. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const s = String(value);
  // Quote empty strings (else they would read as NULL) and anything with special characters.
  if (s === '' || /[",\n\r]/.test(s) || s.trim() !== s) return `"${s.replace(/"/g, '""')}"`;
  return s;
}

/** One row's cells as a CSV line (no line break). */
export function csvLine(cells: readonly unknown[]): string {
  let line = cells.length > 0 ? csvCell(cells[0]) : '';
  for (let i = 1; i < cells.length; i++) line += `,${csvCell(cells[i])}`;
  return line;
}
