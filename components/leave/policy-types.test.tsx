import { render, screen } from '@testing-library/react';
import { PolicyTypes } from '@/components/leave/policy-types';

describe('a leave policy’s types', () => {
  it.each(['sm', 'md'] as const)('read "No limit" for 0 days a year, as every balance does (%s)', (size) => {
    render(
      <PolicyTypes
        policyName="Standard"
        size={size}
        types={[
          { id: 1, name: 'Annual leave', days: 20 },
          { id: 2, name: 'Unpaid leave', days: 0 },
          { id: 3, name: 'Volunteering', days: 1 },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Annual leave · 20 days', 'Unpaid leave · No limit', 'Volunteering · 1 day']);
    expect(screen.getByRole('list', { name: 'Leave types of Standard' })).toBeInTheDocument();
  });
});
