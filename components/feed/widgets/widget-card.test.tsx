import { render, screen } from '@testing-library/react';
import { WidgetCard } from './widget-card';

const person = (id: number, name: string, clock_in: string, clock_out: string | null) => ({
  id,
  name,
  username: name.toLowerCase().replace(' ', '.'),
  avatar: '/images/avatar.png',
  designation_name: null,
  clock_in,
  clock_out,
});

describe('the Clocked in today card', () => {
  it('says who is still in since when, and for who clocked out, from when to when', () => {
    render(
      <WidgetCard
        card={{ key: 'daily_clocks', name: 'Clocked in today', is_enabled: true, position: 0 }}
        result={{
          ok: true,
          status: 200,
          data: { data: [person(1, 'Aisha Khan', '2026-03-10 01:20:00', null), person(2, 'Noah Becker', '2026-03-10 08:05:00', '2026-03-10 16:40:00')], total: 2, total_shifting_users: 9 },
        }}
        day={{ today: '2026-03-10', timeFormat: 2, dateFormat: 'YYYY-MM-DD' }}
      />,
    );
    expect(screen.getByText('In since 01:20')).toBeInTheDocument();
    expect(screen.getByText('In 08:05–16:40')).toBeInTheDocument();
    expect(screen.queryByText('In since 08:05')).not.toBeInTheDocument();
    expect(screen.getByText('2 of 9 clocked in')).toBeInTheDocument();
  });

  it('counts who clocked in without "of" when the clock widget’s total could not be read', () => {
    render(
      <WidgetCard
        card={{ key: 'daily_clocks', name: 'Clocked in today', is_enabled: true, position: 0 }}
        result={{ ok: true, status: 200, data: { data: [person(1, 'Aisha Khan', '2026-03-10 01:20:00', null)], total: 1, total_shifting_users: null } }}
        day={{ today: '2026-03-10', timeFormat: 2, dateFormat: 'YYYY-MM-DD' }}
      />,
    );
    expect(screen.getByText('1 clocked in')).toBeInTheDocument();
  });
});
