import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { PlanChoices } from '@/components/billing/plan-actions';
import { DialogsProvider } from '@/components/shell/dialogs';
import { planChoices } from '@/lib/billing/plan';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn() }) }));

const business = { id: 2, name: 'Business', description: 'For growing teams', price_per_seat: 600, currency: 'EUR', max_seats: null, features: ['Everything'] };
const tenant = { id: 1, name: 'Northwind Crew', email: 'billing@northwind.test', address: null, country_code: null, postal_code: null };

describe('the plans of a plan overview answered with package and tenant only', () => {
  it('offers the package itself, priced per person, without a company total it cannot know', () => {
    const overview: { package: typeof business; tenant: typeof tenant; employed_people?: number } = { package: business, tenant };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DialogsProvider>
          <PlanChoices choices={planChoices(overview)} seats={overview.employed_people} countries={[{ code: 'DE', name: 'Germany' }]} countryCode="DE" />
        </DialogsProvider>
      </QueryClientProvider>,
    );
    const plans = screen.getAllByRole('listitem', { name: /./ });
    expect(plans).toHaveLength(1);
    expect(plans[0]).toHaveAccessibleName('Business');
    expect(plans[0]).toHaveTextContent('€6.00 per person a month');
    expect(plans[0]).not.toHaveTextContent(/a month for|undefined|NaN/);
    expect(screen.getByRole('button', { name: 'Subscribe to Business' })).toBeEnabled();
  });

  it('names a package the answer gives no price, description or features of, and offers it without them', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DialogsProvider>
          <PlanChoices choices={planChoices({ package: { id: 2, name: 'Business' }, tenant: {} })} seats={undefined} countries={[{ code: 'DE', name: 'Germany' }]} countryCode="DE" />
        </DialogsProvider>
      </QueryClientProvider>,
    );
    const plan = screen.getByRole('listitem', { name: 'Business' });
    expect(plan).not.toHaveTextContent(/per person|a month|undefined|NaN/);
    expect(plan.querySelectorAll('ul, p')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Subscribe to Business' })).toBeEnabled();
  });
});
