import { fireEvent, render, screen } from '@testing-library/react';
import { SearchBox } from '@/components/kit/search-box';

const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: mockReplace }),
  usePathname: () => '/people',
  useSearchParams: () => new URLSearchParams(),
  ReadonlyURLSearchParams: URLSearchParams,
}));

describe('SearchBox', () => {
  it('clears on Escape, but an Escape that ends a composition drops only what the input method held', () => {
    render(<SearchBox label="Search people" />);
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    fireEvent.change(box, { target: { value: 'Müller' } });
    fireEvent.keyDown(box, { key: 'Escape', isComposing: true });
    expect(box).toHaveValue('Müller');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
  });
});
