// Browser downloads of generated files (CSV exports, a rejected demo state).
/** Starts a download of `text` as a file named `fileName`. */
export function downloadText(text: string, fileName: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Starts a download of `csv` in the browser. */
export function downloadCsv(csv: string, fileName: string): void {
  downloadText(csv, fileName, 'text/csv;charset=utf-8');
}
