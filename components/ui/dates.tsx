/**
 * A date or a range ("2026-12-24 – 2026-12-26") as text that wraps only
 * between the dates: a narrow column broke a date at its hyphen ("2026-" over
 * "01-01").
 */
export function Dates({ text }: { text: string }) {
  const parts = text.split(' – ');
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? ' – ' : null}
          <span className="whitespace-nowrap">{part}</span>
        </span>
      ))}
    </>
  );
}
