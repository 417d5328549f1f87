import { FOCUSABLE } from './focusable';

/**
 * Where the focus goes when the control that had it leaves the page with the data it stood for:
 * a deleted row's Delete, an application's Approve. The list's next item takes the row's place, so
 * the focus goes to its control of the same kind ("Delete Design" after "Delete Sales"); after the
 * last item, the one before. With the list gone (its last item deleted, an empty state shown), the
 * section it was in, by its heading (a profile's Documents: the keyboard goes on to their Upload).
 * Null when the control was in no list, or neither is there: the caller picks the page's content then.
 */

const ROW = 'tr, li, [role="row"]';
/** A titled part of the page below its content region: a SectionCard, a landmark region. */
const SECTION = 'section, [role="region"]';

/** Where a section is entered: its heading when that can take the focus, else its first control. */
function entryOf(section: Element): HTMLElement | null {
  const heading = section.querySelector<HTMLElement>('h2[tabindex], h3[tabindex]');
  return heading ?? section.querySelector<HTMLElement>(FOCUSABLE);
}

/** What a control does, without the item it does it to: "Delete" of "Delete Sales". */
const verbOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().split(/\s+/)[0] ?? '';

/**
 * Captured before the change (the row is still there to count); asked after it. `atEnd`: the list
 * went to its page before (the last rows of the last page deleted), whose last row takes the place.
 */
export function focusSuccessor(focused: Element | null): (atEnd?: boolean) => HTMLElement | null {
  const row = focused?.closest(ROW);
  const list = row?.parentElement;
  if (!focused || !row || !list) return () => null;
  const index = Array.prototype.indexOf.call(list.children, row);
  const verb = verbOf(focused);
  const section = list.closest(SECTION);
  const inSection = () => (section?.isConnected ? entryOf(section) : null);
  const lastRow = () => (section?.isConnected ? [...section.querySelectorAll(ROW)].at(-1) : list.isConnected ? list.lastElementChild : null);
  return (atEnd = false) => {
    const item = atEnd ? lastRow() : list.isConnected ? (list.children[index] ?? list.children[index - 1]) : null;
    if (!item) return inSection();
    const controls = [...item.querySelectorAll<HTMLElement>(FOCUSABLE)];
    return controls.find((control) => control.tagName === focused.tagName && verbOf(control) === verb) ?? controls[0] ?? null;
  };
}
