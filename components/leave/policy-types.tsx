import { entitlementText } from '@/components/leave/application/leave-bits';

/**
 * A leave policy's types with the days a year each gives ("Unpaid leave · No limit" for 0 days,
 * as every balance reads), as chips: small in the policies table, larger on a policy's people page.
 */
export function PolicyTypes({ policyName, types, size }: { policyName: string; types: readonly { id: number; name: string; days: number }[]; size: 'sm' | 'md' }) {
  return (
    <ul aria-label={`Leave types of ${policyName}`} className={`flex flex-wrap ${size === 'sm' ? 'gap-1' : 'gap-1.5'}`}>
      {types.map((type) => (
        <li
          key={type.id}
          className={size === 'sm' ? 'rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700' : 'rounded-full bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200'}
        >
          {type.name} · {entitlementText(type.days)}
        </li>
      ))}
    </ul>
  );
}
