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
