import { controlClasses } from '@/components/ui/control-classes';
import { withBasePath } from '@/lib/base-path';
import { apiRequest } from '@/lib/client/api';
import { serverErrorSummary, serverFormErrors } from '@/lib/forms/server-errors';
import { fieldMessageOf, loadOnce, validateStandard } from '@/lib/forms/standard-resolver';
import { NO_INTERNET_MESSAGE } from '@/lib/messages';
import { safeRedirectPath } from '@/lib/redirect';
import { giveConsent } from '@/lib/shell/cookie-consent';

/**
 * The sign-in page's behaviour, without React (pages/login.tsx): the page is
 * the server's HTML of the same components (LoginForm, SsoButtons,
 * CookieNotice), and this script, a few KB, does what their handlers do, so a
 * phone does not download and start the framework to sign in. It behaves as
 * LightForm does: a field is checked when it loses focus and, once touched or
 * after a submit, as it changes; a submit checks everything, focuses the
 * first field in error and keeps what was typed; the route handler's answer
 * lands on the fields and in the summary line.
 */

type Control = HTMLInputElement;
export const LOGIN_SUMMARY_ID = 'login-summary';

/** Where the browser goes next; tests pass their own. */
type Navigate = (url: string) => void;

export function enhanceLoginPage(doc: Document, navigate: Navigate = (url) => window.location.assign(url)): void {
  const form = doc.querySelector<HTMLFormElement>('form[data-login-form]');
  if (form) enhanceForm(form, navigate);
  for (const button of doc.querySelectorAll<HTMLButtonElement>('button[data-sso]')) button.addEventListener('click', () => void startSso(doc, button, navigate));
  doc.querySelector('button[data-cookie-okay]')?.addEventListener('click', (event) => acceptCookies(event.currentTarget as HTMLElement));
  // What React's hydration is to the other pages: the controls work from here on.
  doc.documentElement.dataset.enhanced = '';
}

function enhanceForm(form: HTMLFormElement, navigate: Navigate) {
  let submitted = false;
  let busy = false;
  const controls = () => Array.from(form.querySelectorAll<Control>('input[name]'));
  const values = () => Object.fromEntries(controls().map((control) => [control.name, control.type === 'checkbox' ? control.checked : control.value]));
  // The route handler's own rules, loaded when the form is first focused or pressed (as LoginForm loads them).
  const schema = loadOnce(() => import('@/lib/auth/forms').then((module) => module.loginFormSchema));
  const preload = () => void schema().catch(() => undefined);
  form.addEventListener('focusin', preload);
  form.addEventListener('pointerdown', preload);
  const validate = async () => validateStandard(await schema(), values());

  const revalidate = async (name: string) => {
    const message = await fieldMessageOf(validate, name);
    if (message !== null) showFieldError(form, name, message);
  };
  // As LightForm: checked on submit, then as a field changes, never as it is left (a message coming
  // or going on blur moved "Forgot password?" away from a click after a refused sign-in).
  const onChange = (event: Event) => {
    const name = (event.target as Partial<Control>).name;
    if (name && submitted) void revalidate(name);
  };
  form.addEventListener('input', onChange);
  form.addEventListener('change', onChange);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    submitted = true;
    busy = true;
    const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
    if (button) setBusy(button, true);
    void submit().then((signedIn) => {
      // Signed in: the button stays busy while the browser goes on.
      if (signedIn) return;
      busy = false;
      if (button) setBusy(button, false);
    });
  });

  async function submit(): Promise<boolean> {
    let result: Awaited<ReturnType<typeof validate>>;
    try {
      result = await validate();
    } catch {
      showSummary(form, NO_INTERNET_MESSAGE);
      return false;
    }
    if (!result.ok) {
      for (const control of controls()) showFieldError(form, control.name, result.errors[control.name]);
      if (currentSummary(form) === NO_INTERNET_MESSAGE) showSummary(form, null);
      focusFirstError(form);
      return false;
    }
    for (const control of controls()) showFieldError(form, control.name, undefined);
    showSummary(form, null);
    const redirect = form.dataset.redirect ?? '';
    const outcome = await apiRequest<{ redirect: string }>('/api/auth/login', { method: 'POST', json: { ...result.value, redirect } });
    if (outcome.ok) {
      // A full navigation, so the gate and the server render see the new session.
      navigate(withBasePath(safeRedirectPath(outcome.data.redirect)));
      return true;
    }
    const { fields, summary } = serverFormErrors(outcome.error, controls().map((control) => control.name));
    for (const [name, message] of fields) showFieldError(form, name, message);
    showSummary(form, summary);
    focusFirstError(form);
    return false;
  }
}

/** The message under a field, wired as FieldFrame wires it (aria-invalid, aria-describedby, the error border). */
function showFieldError(form: HTMLFormElement, name: string, message: string | undefined) {
  const control = form.querySelector<Control>(`input[name="${name}"]`);
  if (!control || control.type === 'checkbox') return;
  const errorId = `${control.id}-error`;
  let error = form.ownerDocument.getElementById(errorId);
  if (message) {
    if (!error) {
      error = form.ownerDocument.createElement('p');
      error.id = errorId;
      error.className = 'text-xs text-red-700';
      control.parentElement!.append(error);
    }
    error.textContent = message;
  } else error?.remove();
  const hintId = `${control.id}-hint`;
  const describedBy = [message ? errorId : null, form.ownerDocument.getElementById(hintId) ? hintId : null].filter(Boolean).join(' ');
  if (message) control.setAttribute('aria-invalid', 'true');
  else control.removeAttribute('aria-invalid');
  if (describedBy) control.setAttribute('aria-describedby', describedBy);
  else control.removeAttribute('aria-describedby');
  control.className = controlClasses(!!message);
}

function focusFirstError(form: HTMLFormElement) {
  form.querySelector<Control>('input[aria-invalid="true"]')?.focus();
}

function currentSummary(form: HTMLFormElement): string | null {
  return form.ownerDocument.getElementById(LOGIN_SUMMARY_ID)?.textContent ?? null;
}

/** The summary line under the fields (FormSummary). */
function showSummary(form: HTMLFormElement, message: string | null) {
  let summary = form.ownerDocument.getElementById(LOGIN_SUMMARY_ID);
  if (!message) {
    summary?.remove();
    form.removeAttribute('aria-describedby');
    return;
  }
  if (!summary) {
    summary = form.ownerDocument.createElement('p');
    summary.id = LOGIN_SUMMARY_ID;
    summary.setAttribute('role', 'alert');
    summary.className = 'mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700';
    form.append(summary);
  }
  summary.textContent = message;
  form.setAttribute('aria-describedby', LOGIN_SUMMARY_ID);
}

/** Button's loading state: disabled, aria-busy and its spinner. */
function setBusy(button: HTMLButtonElement, busy: boolean) {
  button.disabled = busy;
  if (busy) {
    button.setAttribute('aria-busy', 'true');
    if (!button.querySelector('[data-spinner]')) {
      const spinner = button.ownerDocument.createElement('span');
      spinner.dataset.spinner = '';
      spinner.setAttribute('aria-hidden', 'true');
      spinner.className = 'size-4 animate-spin rounded-full border-2 border-current border-t-transparent';
      button.prepend(spinner);
    }
  } else {
    button.removeAttribute('aria-busy');
    button.querySelector('[data-spinner]')?.remove();
  }
}

/** Google or Apple: the route handler answers the provider's address, or why not (SsoButtons). */
async function startSso(doc: Document, button: HTMLButtonElement, navigate: Navigate) {
  const buttons = Array.from(doc.querySelectorAll<HTMLButtonElement>('button[data-sso]'));
  const section = button.closest('[data-sso-buttons]');
  section?.querySelector('[data-sso-error]')?.remove();
  for (const other of buttons) other.disabled = true;
  setBusy(button, true);
  // Where to come back to after the provider, as the password form would (its data-redirect).
  const redirect = doc.querySelector<HTMLFormElement>('form[data-redirect]')?.dataset.redirect ?? '';
  const result = await apiRequest<{ url: string }>(`/api/auth/sso/${button.dataset.sso}`, { method: 'POST', json: { redirect } });
  if (result.ok) {
    navigate(result.data.url);
    return;
  }
  setBusy(button, false);
  for (const other of buttons) other.disabled = false;
  const error = doc.createElement('p');
  error.dataset.ssoError = '';
  error.setAttribute('role', 'alert');
  error.className = 'mt-3 text-sm text-red-700';
  error.textContent = serverErrorSummary(result.error);
  section?.append(error);
}

/** The cookie notice's Okay (CookieNotice): consent for 365 days, and the notice goes. */
function acceptCookies(button: HTMLElement) {
  giveConsent();
  button.closest('section')?.remove();
}
