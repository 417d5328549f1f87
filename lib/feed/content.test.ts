import { contentSegments, excerpt, isSafeHref, normaliseContent } from './content';

describe('post and comment text', () => {
  it('keeps markup and script as plain text segments', () => {
    const text = 'Hi <img src=x onerror=alert(1)> and <script>alert(2)</script>';
    expect(contentSegments(text)).toEqual([{ kind: 'text', text }]);
  });

  it('links http(s) addresses only, without trailing punctuation', () => {
    expect(contentSegments('See https://crewdesk.test/handbook, then javascript:alert(1) or data:text/html,x.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://crewdesk.test/handbook', href: 'https://crewdesk.test/handbook' },
      { kind: 'text', text: ', then javascript:alert(1) or data:text/html,x.' },
    ]);
  });

  it('keeps a closing bracket that belongs to the address, and drops one that closes the sentence around it', () => {
    const links = (text: string) => contentSegments(text).flatMap((segment) => (segment.kind === 'link' ? [segment.href] : []));
    expect(links('See https://en.wikipedia.org/wiki/Mercury_(planet) for details')).toEqual(['https://en.wikipedia.org/wiki/Mercury_(planet)']);
    expect(links('(see https://en.wikipedia.org/wiki/Mercury_(planet)).')).toEqual(['https://en.wikipedia.org/wiki/Mercury_(planet)']);
    expect(links('(details: https://crewdesk.test/handbook)')).toEqual(['https://crewdesk.test/handbook']);
    expect(links('[https://crewdesk.test/a[1]] and https://crewdesk.test/b?x=1!')).toEqual(['https://crewdesk.test/a[1]', 'https://crewdesk.test/b?x=1']);
    expect(contentSegments('(see https://x.test/a_(b)).').map((segment) => segment.text)).toEqual(['(see ', 'https://x.test/a_(b)', ').']);
  });

  it('never lets an address break out with quotes or angle brackets', () => {
    const segments = contentSegments('http://a.test/"><img src=x onerror=alert(1)>');
    expect(segments[0]).toEqual({ kind: 'link', text: 'http://a.test/', href: 'http://a.test/' });
    expect(segments.slice(1)).toEqual([{ kind: 'text', text: '"><img src=x onerror=alert(1)>' }]);
  });

  it('accepts only http and https hrefs', () => {
    expect(isSafeHref('https://x.test')).toBe(true);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('JaVaScRiPt:alert(1)')).toBe(false);
    expect(isSafeHref('not a url')).toBe(false);
  });

  it('normalises what people type: newlines, control and bidi characters, blank runs, edges', () => {
    expect(normaliseContent('  a\r\nb\u0000c\u202Ed  \n\n\n\ne\t  ')).toBe('a\nbcd\n\ne');
    expect(normaliseContent('<b>bold</b>')).toBe('<b>bold</b>');
  });

  it('summarises on one line', () => {
    expect(excerpt('Line one\n\nline two', 40)).toBe('Line one line two');
    expect(excerpt('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
