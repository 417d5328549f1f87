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
