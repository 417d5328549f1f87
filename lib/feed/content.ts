/**
 * Post and comment text. It is stored and shown as plain text: whatever HTML
 * or script it holds is rendered by React as characters, never as markup.
 * Links are recognised for http(s) addresses only, so `javascript:` and other
 * schemes stay text.
 */

export type ContentSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// C0 controls except tab and newline, DEL, C1 controls, and bidi overrides that can disguise text.
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Normalises what a person typed: newlines, no control characters, no runs of blank lines, trimmed. */
export function normaliseContent(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that usually ends a sentence rather than the address. */
const TRAILING = '.,;:!?)]}';
const OPENER: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * The address without the sentence's punctuation after it; a closing bracket
 * stays when the address opened it (https://en.wikipedia.org/wiki/Mercury_(planet)).
 */
function withoutTrailing(address: string): string {
  let end = address.length;
  while (end > 0 && TRAILING.includes(address[end - 1]!)) {
    const opener = OPENER[address[end - 1]!];
    if (opener && count(address.slice(0, end), opener) >= count(address.slice(0, end), address[end - 1]!)) break;
    end -= 1;
  }
  return address.slice(0, end);
}

/** Splits text into plain runs and http(s) links, for rendering as React text and anchors. */
export function contentSegments(text: string): ContentSegment[] {
  const segments: ContentSegment[] = [];
  let last = 0;
  const push = (segment: ContentSegment) => {
    const previous = segments[segments.length - 1];
    if (segment.kind === 'text' && previous?.kind === 'text') previous.text += segment.text;
    else if (segment.text) segments.push(segment);
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const address = withoutTrailing(match[0]);
    push({ kind: 'text', text: text.slice(last, start) });
    if (isSafeHref(address)) push({ kind: 'link', text: address, href: address });
    else push({ kind: 'text', text: address });
    last = start + address.length;
  }
  push({ kind: 'text', text: text.slice(last) });
  return segments;
}

export function isSafeHref(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A short plain-text summary (titles, alerts). */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
