'use client';

import { useRouter } from 'next/navigation';
import { useOneWriteMutation } from '@/lib/client/one-write';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmActionButton } from '@/components/kit/confirm-action-button';
import { useDialogs } from '@/components/shell/dialogs';
import { Button } from '@/components/ui/button';
import { billingApi } from '@/lib/billing/endpoints';
import { formatMoney } from '@/lib/billing/format';
import { priceOf, type PlanChoice } from '@/lib/billing/plan';
import { callEndpoint } from '@/lib/client/endpoint';
import { routeHref } from '@/lib/routes';

/**
 * The plan overview's actions (spec part 2 §4 "Billing"): upgrading sends the
 * browser to the payment address the server gives (the tenant goes with its
 * country code and an empty postal code; a failed redirect clears the loading
 * state), the return from the payment page syncs the payment status, and a
 * running subscription can be cancelled after a confirmation.
 */

export function PlanChoices({
  choices,
  seats,
  countries,
  countryCode,
}: {
  choices: PlanChoice[];
  /** People employed now; unknown when the answer does not say (then no company total is quoted). */
  seats: number | undefined;
  countries: readonly { code: string; name: string }[];
  countryCode: string;
}) {
  const [country, setCountry] = useState(countryCode);
  const [loading, setLoading] = useState<number | null>(null);
  const dialogs = useDialogs();
  const countryId = useId();

  const upgrade = async (plan: PlanChoice['plan']) => {
    setLoading(plan.id);
    const result = await callEndpoint(billingApi.paymentRedirect, { query: { package_id: plan.id, country_code: country, postal_code: '' } });
    // Only a web address is followed: anything else is a failed redirect.
    if (result.ok && /^https?:\/\//i.test(result.data.url)) {
      try {
        window.location.assign(result.data.url);
        return;
      } catch {
        // Falls through: the loading state clears.
      }
    }
    setLoading(null);
    void dialogs.failure(result.ok ? 'the payment page could not be opened.' : result.error);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex max-w-xs flex-col gap-1">
        <label htmlFor={countryId} className="text-sm font-medium text-slate-700">
          Billing country
        </label>
        <select
          id={countryId}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          className="min-h-10 rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30"
        >
          {countries.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <ul className="grid gap-3 md:grid-cols-3">
        {choices.map(({ plan, unavailable, current, action }) => {
          // The spec's answer names the package, not its fields: what it does not send is left out.
          const price = priceOf(plan);
          return (
            <li key={plan.id} aria-label={plan.name} className={`flex flex-col gap-3 rounded-lg p-4 ring-1 ${current ? 'bg-primary/5 ring-primary/40' : 'ring-slate-200'}`}>
              <div>
                <h3 className="font-semibold text-slate-900">{plan.name}</h3>
                {plan.description === undefined ? null : <p className="text-sm text-slate-600">{plan.description}</p>}
              </div>
              {price ? (
                <p className="text-sm text-slate-700">
                  <span className="text-xl font-semibold text-slate-900">{formatMoney(price.amount, price.currency)}</span> per person a month
                  {seats === undefined ? null : (
                    <span className="block text-slate-500">
                      {formatMoney(price.amount * seats, price.currency)} a month for {seats} people
                    </span>
                  )}
                </p>
              ) : null}
              {plan.features ? (
                <ul className="flex flex-1 list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              ) : (
                <div className="flex-1" />
              )}
              {unavailable ? (
                <p className="text-sm text-slate-500">{unavailable}</p>
              ) : (
                <Button loading={loading === plan.id} disabled={loading !== null && loading !== plan.id} onClick={() => void upgrade(plan)}>
                  {action}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function CancelSubscriptionButton({ id, until }: { id: number; until: string }) {
  return (
    <ConfirmActionButton
      label="Cancel subscription"
      variant="danger"
      confirm={{ text: `Cancel the subscription? The company keeps its plan until ${until} and is not charged again.` }}
      act={() => callEndpoint(billingApi.cancelSubscription, { params: { id } })}
      successText={(data) => data.message}
    />
  );
}

/** Asks the server for the outcome of the last payment and shows it; the plan is then read again. */
function useSyncPayment() {
  const dialogs = useDialogs();
  const router = useRouter();
  return async (checkout?: string) => {
    const result = await callEndpoint(billingApi.syncPaymentStatus, { json: checkout ? { checkout } : {} });
    if (!result.ok) await dialogs.failure(result.error);
    else if (result.data.payment_status === 'paid') await dialogs.success(undefined, { text: result.data.message });
    else if (result.data.payment_status === 'failed') await dialogs.failure(result.data.message);
    else await dialogs.notice({ text: result.data.message });
    router.replace(routeHref('/billing/plan-overview'));
    router.refresh();
  };
}

export function SyncPaymentButton() {
  const sync = useOneWriteMutation({ mutationFn: useSyncPayment() });
  return (
    <Button variant="secondary" loading={sync.isPending} onClick={() => sync.mutate(undefined)}>
      Check payment status
    </Button>
  );
}

/** Back from the payment page (?payment=…&checkout=…): syncs that payment once. */
export function PaymentReturn({ checkout }: { checkout: string }) {
  const sync = useSyncPayment();
  const started = useRef(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void sync(checkout).then(() => setDone(true));
  }, [checkout, sync]);
  return done ? null : (
    <p role="status" className="rounded-md bg-primary/10 px-3 py-2 text-sm text-primary">
      Checking your payment…
    </p>
  );
}
