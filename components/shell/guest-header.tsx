import { IntentLink } from '@/components/ui/intent-link';

/** The guest header region: company logo (or name) linking to the landing route. */
export function GuestHeader({ companyName, logo }: { companyName: string; logo: string | null }) {
  return (
    <header className="flex h-header items-center border-b border-slate-200 bg-white px-4 sm:px-8" aria-label="Guest header">
      <IntentLink href="/" className="flex items-center gap-3 font-semibold text-slate-900">
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- tenant logo from the upstream host
          <img src={logo} alt={`${companyName} logo`} width={120} height={32} className="h-8 w-auto" />
        ) : (
          <span>{companyName}</span>
        )}
      </IntentLink>
    </header>
  );
}
