/** A file name for a template's export: its name in safe characters and the day, `.csv`. */
export function csvFileName(templateName: string, now: Date): string {
  const base = templateName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'data-explorer';
  return `${base}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Hands the browser a finished file to save (a Blob of the parts written so far, with a BOM so spreadsheets read UTF-8). */
export function downloadCsv(parts: readonly BlobPart[], fileName: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', ...parts], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
