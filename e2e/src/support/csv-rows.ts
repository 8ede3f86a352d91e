// Reads a downloaded CSV the way a spreadsheet does.

/** The cells of an RFC 4180 CSV (quoted cells may hold commas, quotes and line breaks). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) {
      cell += char;
    } else if (char !== '\r') {
      row.push(cell);
      cell = '';
      if (char === '\n') {
        rows.push(row);
        row = [];
      }
    }
  }
  return rows;
}
