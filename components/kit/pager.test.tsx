import { render, screen, within } from '@testing-library/react';
import { Pager, pagerItems, type PagerItem } from '@/components/kit/pager';

/** The pager as a person reads it at each width: page numbers and "…". */
const wide = (items: PagerItem[]) => items.filter((item) => !('gap' in item) || item.onWide).map((item) => ('gap' in item ? '…' : item.page)).join(' ');
const phone = (items: PagerItem[]) => items.filter((item) => 'gap' in item || item.onPhone).map((item) => ('gap' in item ? '…' : item.page)).join(' ');

describe('pagerItems', () => {
  it.each([
    [1, '1 2 3 4 5 … 81', '1 2 3 … 81'],
    [2, '1 2 3 4 5 … 81', '1 2 3 … 81'],
    [3, '1 2 3 4 5 … 81', '1 2 3 … 81'],
    [4, '1 2 3 4 5 … 81', '1 … 4 … 81'],
    [5, '1 … 4 5 6 … 81', '1 … 5 … 81'],
    [40, '1 … 39 40 41 … 81', '1 … 40 … 81'],
    [77, '1 … 76 77 78 … 81', '1 … 77 … 81'],
    [78, '1 … 77 78 79 80 81', '1 … 78 … 81'],
    [79, '1 … 77 78 79 80 81', '1 … 79 80 81'],
    [81, '1 … 77 78 79 80 81', '1 … 79 80 81'],
  ])('page %i of 81: "%s", on a phone "%s"', (current, atWide, onPhone) => {
    const items = pagerItems(current, 81);
    expect(wide(items)).toBe(atWide);
    expect(phone(items)).toBe(onPhone);
  });

  it('shows every page of a short list, and as many links whatever the page of a longer one', () => {
    expect(wide(pagerItems(2, 5))).toBe('1 2 3 4 5');
    expect(phone(pagerItems(2, 5))).toBe('1 2 3 4 5');
    expect(wide(pagerItems(7, 7))).toBe('1 2 3 4 5 6 7');
    expect(phone(pagerItems(7, 7))).toBe('1 … 5 6 7');
    expect(phone(pagerItems(4, 7))).toBe('1 … 4 … 7');
    expect(wide(pagerItems(1, 2))).toBe('1 2');
    for (let current = 1; current <= 20; current += 1) {
      expect(wide(pagerItems(current, 20)).split(' ')).toHaveLength(7);
      expect(phone(pagerItems(current, 20)).split(' ')).toHaveLength(5);
    }
  });
});

describe('Pager', () => {
  const meta = (current: number) => ({ current_page: current, last_page: 81, from: (current - 1) * 10 + 1, to: Math.min(current * 10, 803), total: 803 });
  const href = (page: number) => `/people?page=${page}`;

  it('links each page by its name, the current one marked, with the count, Previous and Next', () => {
    render(<Pager meta={meta(5)} href={href} noun="people" />);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('41–50 of 803 people');
    const links = within(pages).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Previous', 'Page 1', 'Page 4', 'Page 5', 'Page 6', 'Page 81', 'Next']);
    expect(within(pages).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/people?page=5');
    expect(within(pages).getByRole('link', { name: 'Page 81' })).toHaveAttribute('href', '/people?page=81');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/people?page=4');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/people?page=6');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    // The neighbours give way on a phone; the first, the current and the last stay.
    expect(within(pages).getByRole('link', { name: 'Page 4' }).closest('li')).toHaveClass('max-sm:hidden');
    expect(within(pages).getByRole('link', { name: 'Page 5' }).closest('li')).not.toHaveClass('max-sm:hidden');
    expect(within(pages).getByRole('link', { name: 'Page 81' }).closest('li')).not.toHaveClass('max-sm:hidden');
  });

  it('has no Previous on the first page and no Next on the last, which is marked', () => {
    const { rerender } = render(<Pager meta={meta(1)} href={href} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    rerender(<Pager meta={meta(81)} href={href} />);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 81' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('801–803 of 803');
  });

  it('shows nothing for one page, or for a page past the end', () => {
    const { container, rerender } = render(<Pager meta={{ current_page: 1, last_page: 1, from: 1, to: 4, total: 4 }} href={href} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pager meta={{ current_page: 90, last_page: 81, from: null, to: null, total: 803 }} href={href} />);
    expect(container).toBeEmptyDOMElement();
  });
});
