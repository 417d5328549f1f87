import { render, screen } from '@testing-library/react';
import { KeepWhole } from '@/components/ui/keep-whole';

describe('KeepWhole', () => {
  it('keeps dates and formats from breaking at their hyphens, and the text as it was', () => {
    const { container } = render(
      <p>
        <KeepWhole text="From is 2026-12-31, To is 2026-12-01. Enter a date as YYYY-MM-DD." />
      </p>,
    );
    expect(container).toHaveTextContent('From is 2026-12-31, To is 2026-12-01. Enter a date as YYYY-MM-DD.');
    expect([...container.querySelectorAll('span.whitespace-nowrap')].map((span) => span.textContent)).toEqual(['2026-12-31,', '2026-12-01.', 'YYYY-MM-DD.']);
  });

  it('leaves words without a hyphen inside them alone', () => {
    render(
      <p>
        <KeepWhole text="Please fix above errors - then save." />
      </p>,
    );
    expect(screen.getByText('Please fix above errors - then save.').querySelector('span')).toBeNull();
  });
});
