import { wholeNumber } from '@/lib/shared/plural';

/**
 * How many items a list shows, for screen readers ("People: 12", "People: 0"): a polite
 * status read out when a search, a filter or another page changes it (not on the page's
 * first load). The visible empty state says the rest.
 */
export function ResultCount({ total, noun }: { total: number; noun: string }) {
  return (
    <p role="status" className="sr-only">
      {`${noun.charAt(0).toUpperCase()}${noun.slice(1)}: ${wholeNumber(total)}`}
    </p>
  );
}
