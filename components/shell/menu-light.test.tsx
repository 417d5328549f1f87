import { render, screen } from '@testing-library/react';
import { MenuLight, useLitHref } from '@/components/shell/menu-light';

let mockPathname = '/leave/application/view/7';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

function Lit({ path }: { path: string }) {
  return <p>{useLitHref(path) ?? 'none'}</p>;
}

describe('MenuLight', () => {
  it('lights the page’s item for its own path only, and nothing once the page is gone', () => {
    const { rerender } = render(
      <>
        <Lit path="/leave/application/view/7" />
        <MenuLight href="/leaves/all" />
      </>,
    );
    expect(screen.getByText('/leaves/all')).toBeInTheDocument();

    // Another path (a page that does not ask) is not lit by it.
    rerender(
      <>
        <Lit path="/leaves/self" />
        <MenuLight href="/leaves/all" />
      </>,
    );
    expect(screen.getByText('none')).toBeInTheDocument();

    rerender(<Lit path="/leave/application/view/7" />);
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it('follows the page to its next path', () => {
    mockPathname = '/leave/application/view/7';
    const { rerender } = render(
      <>
        <Lit path="/leave/application/view/8" />
        <MenuLight href="/leaves/all" />
      </>,
    );
    expect(screen.getByText('none')).toBeInTheDocument();
    mockPathname = '/leave/application/view/8';
    rerender(
      <>
        <Lit path="/leave/application/view/8" />
        <MenuLight href="/leaves/self" />
      </>,
    );
    expect(screen.getByText('/leaves/self')).toBeInTheDocument();
  });
});
