import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { enhanceLoginPage } from '@/lib/auth/login-page.client';
import LoginPage from '@/pages/login';

jest.mock('next/navigation', () => ({ usePathname: () => '/login' }));

const props = {
  companyName: 'Northwind Crew',
  logo: null,
  unreachable: false,
  google: true,
  apple: false,
  redirect: '/settings',
  consented: false,
  nonce: 'n',
  script: null,
};

const assign = jest.fn();
let fetchMock: jest.Mock;

/** What lib/client/api.ts reads of a response (jsdom has no Response). */
function reply(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, text: async () => JSON.stringify(body) } as Response);
}

beforeEach(() => {
  document.body.innerHTML = renderToString(<LoginPage {...props} />);
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  assign.mockReset();
  enhanceLoginPage(document, assign);
});

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
function typeAndSubmit(address: string, secret: string) {
  fireEvent.input(email(), { target: { value: address } });
  fireEvent.input(password(), { target: { value: secret } });
  submit();
}

describe('the React-free sign-in page', () => {
  it('marks the page as taken over', () => {
    expect(document.documentElement.hasAttribute('data-enhanced')).toBe(true);
  });

  it('checks the fields on submit with the generic messages, keeps what was typed and focuses the first field in error', async () => {
    fireEvent.input(email(), { target: { value: 'not-an-email' } });
    submit();
    expect(await screen.findByText('Please use a valid email address')).toBeInTheDocument();
    expect(screen.getByText('This is a required field')).toBeInTheDocument();
    expect(email()).toHaveValue('not-an-email');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email().getAttribute('aria-describedby')).toBe(`${email().id}-error`);
    expect(email().className).toContain('border-error');
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(fetchMock).not.toHaveBeenCalled();

    // Corrected, the field's message goes as it changes (it was submitted once).
    fireEvent.input(email(), { target: { value: 'emma@crewdesk.test' } });
    await waitFor(() => expect(screen.queryByText('Please use a valid email address')).not.toBeInTheDocument());
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('signs in with the XHR header and goes to the safe redirect, the button busy meanwhile', async () => {
    fetchMock.mockImplementation(() => reply(200, { redirect: '/settings' }));
    typeAndSubmit('emma@crewdesk.test', 'password');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/settings'));
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toBe('http://localhost/api/auth/login');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'emma@crewdesk.test', password: 'password', remember: false, redirect: '/settings' });
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('a redirect to another site from the server still lands on the feed', async () => {
    fetchMock.mockImplementation(() => reply(200, { redirect: '//elsewhere.example/' }));
    typeAndSubmit('emma@crewdesk.test', 'password');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/feed'));
  });

  it('shows the server message on its field and the summary line, and gives the button back', async () => {
    fetchMock.mockImplementation(() => reply(422, { message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } }));
    typeAndSubmit('emma@crewdesk.test', 'wrong');
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix above errors to continue.');
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAttribute('aria-describedby', 'login-summary');
    expect(password()).toHaveValue('wrong');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
    // Leaving the field keeps the message: the form does not move under a click on "Forgot password?".
    fireEvent.focusOut(screen.getByLabelText('Email'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('These credentials do not match our records.')).toBeInTheDocument();
  });

  it('says No internet. when the server cannot be reached', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    typeAndSubmit('emma@crewdesk.test', 'password');
    expect(await screen.findByRole('alert')).toHaveTextContent('No internet.');
  });

  it('starts single sign-on at the address the route handler answers, or says why not', async () => {
    fetchMock.mockImplementationOnce(() => reply(500, { message: 'Google is not available right now.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google is not available right now.');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();

    fetchMock.mockImplementationOnce(() => reply(200, { url: 'https://accounts.example/auth' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/auth'));
    expect(String(fetchMock.mock.calls[1]![0])).toBe('http://localhost/api/auth/sso/google');
  });

  it('Okay on the cookie notice stores consent and the notice goes', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Okay' }));
    expect(document.cookie).toContain('cookie_localhost=1');
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });
});
