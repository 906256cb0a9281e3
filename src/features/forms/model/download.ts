/** Saves text as a file in the browser (the CSV export). */
export function downloadText(fileName: string, text: string, type: string): void {
  // A byte-order mark, so that spreadsheets read the CSV as UTF-8 (names with accents).
  const blob = new Blob(["\uFEFF", text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
