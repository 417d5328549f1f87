import { CancelSubscriptionButton, PaymentReturn, PlanChoices, SyncPaymentButton } from '@/components/billing/plan-actions';
import { SectionCard } from '@/components/kit/section-card';
import { billingApi } from '@/lib/billing/endpoints';
import { AMOUNT_LABELS, formatMoney, PAYMENT_RETURN, renewal, STATUS_TONES, SUBSCRIPTION_STATUS_LABELS } from '@/lib/billing/format';
import { billedCompanyName, planChoices, priceOf } from '@/lib/billing/plan';
import { formatDate } from '@/lib/date-time/format';
import { definePage, pageMetadata } from '@/lib/page';
import { sharedListApi } from '@/lib/people/endpoints';
import { textParam } from '@/lib/search-params';
import { serverCall } from '@/lib/upstream/server';

export const metadata = pageMetadata('/billing/plan-overview');


/**
 * /billing/plan-overview (view_billing_plan_overview): the company's plan
 * (package, people billed, price, renewal, trial state), the plans to move to
 * through the payment page, and cancelling a running subscription. Back from
 * the payment page, the payment's status is synced first.
 */
export default definePage('/billing/plan-overview', {
  load: () => ({ overview: serverCall(billingApi.planOverview), countries: serverCall(sharedListApi.countries) }),
  render: ({ overview, countries }, { gate, search }) => {
    const dateFormat = gate.auth.settings.date_format;
    const { package: plan, subscription, tenant } = overview;
    const checkout = search[PAYMENT_RETURN.outcome] ? textParam(search[PAYMENT_RETURN.checkout]) : '';
    const choices = planChoices(overview);
    const people = overview.employed_people;
    const price = priceOf(plan);
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-3 py-6 sm:px-6">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">Plan overview</h1>
            <p className="mt-1 text-sm text-slate-600">{billedCompanyName(tenant, gate.auth.app.company_name)}’s subscription, and the plans it can move to.</p>
          </div>
          <SyncPaymentButton />
        </header>
        {checkout ? <PaymentReturn checkout={checkout} /> : null}
        <SectionCard
          title="Current plan"
          actions={subscription?.status === 'active' ? <CancelSubscriptionButton id={subscription.id} until={formatDate(subscription.current_period_end!, dateFormat)} /> : null}
        >
          {/* The spec's answer names package and tenant only: without the subscription, its state, dates and totals are left out; without the package's price (or its currency), the price and total. */}
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-xl font-semibold text-slate-900">{plan.name}</p>
              {subscription ? (
                <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${STATUS_TONES[subscription.status]}`}>{SUBSCRIPTION_STATUS_LABELS[subscription.status]}</span>
              ) : null}
            </div>
            {subscription ? <p className="text-sm text-slate-700">{renewal(subscription, dateFormat)}</p> : null}
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              {subscription ? (
                <div>
                  <dt className="text-slate-500">People billed</dt>
                  <dd className="font-medium text-slate-900">{subscription.seats}</dd>
                </div>
              ) : null}
              {price ? (
                <div>
                  <dt className="text-slate-500">Price</dt>
                  <dd className="font-medium text-slate-900">{formatMoney(price.amount, price.currency)} per person a month</dd>
                </div>
              ) : null}
              {subscription && price && AMOUNT_LABELS[subscription.status] ? (
                <div>
                  <dt className="text-slate-500">{AMOUNT_LABELS[subscription.status]}</dt>
                  <dd className="font-medium text-slate-900">{formatMoney(subscription.amount, price.currency)}</dd>
                </div>
              ) : null}
            </dl>
          </div>
        </SectionCard>
        <SectionCard
          title="Plans"
          description={`${people === undefined ? 'Prices are per person a month.' : `Prices are per person a month; the company has ${people} people.`}${
            subscription?.status === 'trial' ? ' A plan chosen now ends the free trial: its first month is paid today.' : ''
          }`}
        >
          <PlanChoices
            choices={choices}
            seats={people}
            countries={countries.data.map((country) => ({ code: country.code, name: country.name }))}
            countryCode={tenant.country_code ?? 'DE'}
          />
        </SectionCard>
      </div>
    );
  },
});
