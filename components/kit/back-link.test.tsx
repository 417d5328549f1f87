import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BackLink } from '@/components/kit/back-link';
import { rememberAddress } from '@/lib/client/last-address';

describe('BackLink', () => {
  afterEach(() => {
    sessionStorage.clear();
    jest.restoreAllMocks();
  });

  it('returns to a list as it was last left in this tab: its page, year and search', () => {
    rememberAddress('/settings/leave/holidays', 'year=2027&search=team&page=2');
    render(<BackLink href="/settings/leave/holidays" label="Holidays" />);
    expect(screen.getByRole('link', { name: 'Holidays' })).toHaveAttribute('href', '/settings/leave/holidays?year=2027&search=team&page=2');
  });

  it('goes to the list itself when it was last left without a query, or never seen', () => {
    rememberAddress('/leaves/all', 'status=pending');
    rememberAddress('/leaves/all', '');
    render(
      <>
        <BackLink href="/leaves/all" label="All leave" />
        <BackLink href="/settings" label="Settings" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'All leave' })).toHaveAttribute('href', '/leaves/all');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('keeps a way back that names its own query', () => {
    rememberAddress('/time/self', 'month=2026-01');
    render(<BackLink href="/time/self?month=2026-10" label="My attendance" />);
    expect(screen.getByRole('link', { name: 'My attendance' })).toHaveAttribute('href', '/time/self?month=2026-10');
  });

  it('is a plain link where asked not to remember (the settings menu, which takes no query)', () => {
    rememberAddress('/settings', 'page=2');
    render(<BackLink href="/settings" label="Settings" remember={false} />);
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('renders the plain way back on the server, where there is no tab to remember', () => {
    rememberAddress('/settings/leave/holidays', 'page=2');
    expect(renderToString(<BackLink href="/settings/leave/holidays" label="Holidays" />)).toContain('href="/settings/leave/holidays"');
  });

  it('goes to the list itself when the storage refuses', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    render(<BackLink href="/settings/leave/holidays" label="Holidays" />);
    expect(screen.getByRole('link', { name: 'Holidays' })).toHaveAttribute('href', '/settings/leave/holidays');
  });
});
