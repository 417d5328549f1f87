/**
 * Text whose dates and formats ("2026-12-01", "YYYY-MM-DD.") never break at their hyphens: in a
 * narrow field or column a browser broke "YYYY-" from "MM-DD." and "2026-" from "11-29 01:33".
 * Only the line breaks change; the text is the same.
 */
export function KeepWhole({ text }: { text: string }) {
  return text.split(/(\S*\w-\w\S*)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
