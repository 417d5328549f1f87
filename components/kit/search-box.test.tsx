import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchBox } from '@/components/kit/search-box';

const mockReplace = jest.fn();
let mockSearch = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: mockReplace }),
  usePathname: () => '/people',
  useSearchParams: () => mockSearch,
  ReadonlyURLSearchParams: URLSearchParams,
}));

describe('SearchBox', () => {
  beforeEach(() => {
    mockReplace.mockReset();
    mockSearch = new URLSearchParams();
  });

  it('clears on Escape, but an Escape that ends a composition drops only what the input method held', () => {
    render(<SearchBox label="Search people" />);
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    fireEvent.change(box, { target: { value: 'Müller' } });
    fireEvent.keyDown(box, { key: 'Escape', isComposing: true });
    expect(box).toHaveValue('Müller');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
  });

  // Searched "aisha", then the menu's Employees link (/people): the list showed everyone, the box still "aisha".
  it('follows the address when it changes from elsewhere, and does not write its old text back', () => {
    jest.useFakeTimers();
    try {
      mockSearch = new URLSearchParams('search=aisha');
      const { rerender } = render(<SearchBox label="Search people" />);
      const box = screen.getByRole('searchbox', { name: 'Search people' });
      expect(box).toHaveValue('aisha');
      mockSearch = new URLSearchParams();
      rerender(<SearchBox label="Search people" />);
      expect(box).toHaveValue('');
      act(() => jest.advanceTimersByTime(1000));
      expect(mockReplace).not.toHaveBeenCalled();

      fireEvent.change(box, { target: { value: 'emma' } });
      act(() => jest.advanceTimersByTime(1000));
      expect(mockReplace).toHaveBeenCalledTimes(1);
      expect(mockReplace).toHaveBeenCalledWith('/people?search=emma', { scroll: false });
    } finally {
      jest.useRealTimers();
    }
  });
});
