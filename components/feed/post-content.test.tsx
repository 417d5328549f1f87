import { render, screen } from '@testing-library/react';
import { PostContent } from './post-content';

describe('PostContent', () => {
  it('shows markup and script as the characters typed, creating no elements from them', () => {
    const text = 'Hello <img src=x onerror=alert(1)> <script>alert(2)</script> <a href="javascript:alert(3)">x</a>';
    const { container } = render(<PostContent text={text} />);
    expect(container.querySelector('img, script, a')).toBeNull();
    expect(container.querySelector('p')!.textContent).toBe(text);
  });

  it('links only http(s) addresses, opening them safely in a new tab', () => {
    render(<PostContent text="Handbook: https://crewdesk.test/handbook. Not javascript:alert(1)" />);
    const link = screen.getByRole('link', { name: 'https://crewdesk.test/handbook' });
    expect(link).toHaveAttribute('href', 'https://crewdesk.test/handbook');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('folds a long post behind See more', () => {
    render(<PostContent text={'line\n'.repeat(12)} />);
    expect(screen.getByRole('button', { name: 'See more' })).toHaveAttribute('aria-expanded', 'false');
  });
});
