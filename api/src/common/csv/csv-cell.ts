/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break. A text starting with =, +, - or @
 * is a formula to a spreadsheet, so it is kept as text behind a quote mark: what a guest typed never runs.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text with CRLF line ends, the header first. */
export function csvText(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return `${[header.map(csvCell), ...rows.map((row) => row.map(csvCell))].map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
