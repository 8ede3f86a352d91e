/** Hands text or bytes to the browser as a file download (a CSV export, a PDF). */
export function saveAsFile(content: string | Blob, name: string, type = 'text/csv;charset=utf-8'): void {
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
