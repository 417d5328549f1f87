import { FOCUSABLE } from './focusable';

/**
 * Where the focus goes when the control that had it leaves the page with the data it stood for:
 * a deleted row's Delete, an application's Approve. The list's next item takes the row's place, so
 * the focus goes to its control of the same kind ("Delete Design" after "Delete Sales"); after the
 * last item, the one before. Null when the control was in no list, or the list itself is gone
 * (its last item deleted, an empty state shown): the caller picks the page's content then.
 */

const ROW = 'tr, li, [role="row"]';

/** What a control does, without the item it does it to: "Delete" of "Delete Sales". */
const verbOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().split(/\s+/)[0] ?? '';

/** Captured before the change (the row is still there to count); asked after it. */
export function focusSuccessor(focused: Element | null): () => HTMLElement | null {
  const row = focused?.closest(ROW);
  const list = row?.parentElement;
  if (!focused || !row || !list) return () => null;
  const index = Array.prototype.indexOf.call(list.children, row);
  const verb = verbOf(focused);
  return () => {
    if (!list.isConnected) return null;
    const item = list.children[index] ?? list.children[index - 1];
    if (!item) return null;
    const controls = [...item.querySelectorAll<HTMLElement>(FOCUSABLE)];
    return controls.find((control) => control.tagName === focused.tagName && verbOf(control) === verb) ?? controls[0] ?? null;
  };
}
