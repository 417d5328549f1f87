import { FOCUSABLE } from './focusable';

/**
 * Where the focus goes when the control that had it leaves the page with the data it stood for:
 * a deleted row's Delete, an application's Approve. The list's next item takes the row's place, so
 * the focus goes to its control of the same kind ("Delete Design" after "Delete Sales"); after the
 * last item, the one before. With the list gone (its last item deleted, an empty state shown), the
 * section it was in, by its heading (a profile's Documents: the keyboard goes on to their Upload).
 * A control in no list that is gone (a form drawn anew for its saved data, a role's card showing
 * another role after its delete): the same control drawn anew on the page (the same kind, the same
 * name: "Save"), else the section it was in, by its heading.
 * Null when neither is there: the caller picks the page's content then.
 */

const ROW = 'tr, li, [role="row"]';
/** A titled part of the page below its content region: a SectionCard, a landmark region. */
const SECTION = 'section, [role="region"]';

/** Where a section is entered: its heading when that can take the focus, else its first control. */
function entryOf(section: Element): HTMLElement | null {
  const heading = section.querySelector<HTMLElement>('h2[tabindex], h3[tabindex]');
  return heading ?? section.querySelector<HTMLElement>(FOCUSABLE);
}

/** What a control is called: its label, else its text. */
const nameOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
/** What a control does, without the item it does it to: "Delete" of "Delete Sales". */
const verbOf = (element: Element) => nameOf(element).split(/\s+/)[0] ?? '';

/**
 * Captured before the change (the row is still there to count); asked after it. `atEnd`: the list
 * went to its page before (the last rows of the last page deleted), whose last row takes the place.
 */
export function focusSuccessor(focused: Element | null): (atEnd?: boolean) => HTMLElement | null {
  if (!focused) return () => null;
  const row = focused.closest(ROW);
  const list = row?.parentElement;
  if (!row || !list) return outsideLists(focused);
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

/** For a control in no list: the same control drawn anew, else its section's entry (see above). */
function outsideLists(focused: Element): () => HTMLElement | null {
  // Where it was, while it is on the page; its name is read when asked (a control gone keeps its text).
  const page = focused.closest('main') ?? focused.ownerDocument.body;
  const section = focused.closest(SECTION);
  return () => {
    if (focused.isConnected) return focused.matches(FOCUSABLE) ? (focused as HTMLElement) : null;
    const name = nameOf(focused);
    const same = name ? [...page.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((control) => control.tagName === focused.tagName && nameOf(control) === name) : [];
    if (same.length === 1) return same[0]!;
    return section?.isConnected ? entryOf(section) : null;
  };
}
