/**
 * Whether an exported file (a report, the goals export) holds any row below its headings: the
 * generate call does not say how many rows matched, and a file of headings alone, downloaded
 * without a word, reads as if the report had failed to find what was there. Only a small file
 * is read (one of headings alone is a few KB); a bigger one has rows. The readers load on use.
 */

/** Past this size a file certainly holds rows: it is not read. */
const HEADINGS_ONLY_MAX_BYTES = 64 * 1024;

/** True or false when the file's kind can be read (CSV, XLSX), else null. */
export async function hasDataRows(blob: Blob, fileName: string): Promise<boolean | null> {
  if (blob.size > HEADINGS_ONLY_MAX_BYTES) return true;
  const extension = fileName.toLowerCase().split('.').pop();
  if (extension === 'csv') {
    const { default: Papa } = await import('papaparse');
    // The heading row and, when there is one, the first row below it.
    const parsed = Papa.parse<string[]>(await blob.text(), { preview: 2, skipEmptyLines: 'greedy' });
    return parsed.data.length > 1;
  }
  if (extension === 'xlsx') {
    const { default: JSZip } = await import('jszip');
    try {
      const zip = await JSZip.loadAsync(await blob.arrayBuffer());
      const sheet = zip.file('xl/worksheets/sheet1.xml');
      if (!sheet) return null;
      // A row element per row written (with cells): the heading row is the first.
      return ((await sheet.async('string')).match(/<row[\s>]/g) ?? []).length > 1;
    } catch {
      return null;
    }
  }
  return null;
}
