import { CONTENT_ID } from '@/lib/constants';

/** What the keyboard can reach: the controls a focus hand-over may land on. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element itself when the keyboard can reach it, else the first such control inside it. */
export function focusableIn(element: Element | null | undefined): HTMLElement | null {
  if (!element) return null;
  if (element.matches(FOCUSABLE)) return element as HTMLElement;
  return element.querySelector<HTMLElement>(FOCUSABLE);
}

/** The app's open dialogs (Radix draws each with one of these roles while it is open). */
export const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/** The focus was lost: the element that had it is gone (with a page, a row) and the browser put it on <body>. */
export const focusLost = () => !document.activeElement || document.activeElement === document.body;

/** Lost, or given to the page's content as a last resort (a navigation's hand-over): a better place may take it. */
export const focusLostOrParked = () => focusLost() || document.activeElement?.id === CONTENT_ID;

/** The page's content region (main, tabIndex -1) takes the focus, without scrolling. */
export function focusContent() {
  document.getElementById(CONTENT_ID)?.focus({ preventScroll: true });
}
