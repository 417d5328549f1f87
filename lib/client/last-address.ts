/**
 * The query each page was last shown with in this tab (sessionStorage), so a
 * way back to a list (‹ Holidays, ‹ All leave) returns to the page, year and
 * filters the user left it at, not to its first page. The shell's route
 * events write it on every navigation; a way back that names a query of its
 * own keeps it.
 */
const PREFIX = 'crewdesk:last-address:';

export function rememberAddress(pathname: string, search: string): void {
  try {
    if (search) sessionStorage.setItem(PREFIX + pathname, search);
    else sessionStorage.removeItem(PREFIX + pathname);
  } catch {
    // Storage refused (private mode, quota): the way back goes to the list's first page, as before.
  }
}

export function lastAddressOf(href: string): string {
  if (/[?#]/.test(href)) return href;
  try {
    const search = sessionStorage.getItem(PREFIX + href);
    return search ? `${href}?${search}` : href;
  } catch {
    return href;
  }
}
