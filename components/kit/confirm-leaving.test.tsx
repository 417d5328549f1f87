import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { ConfirmLeaving } from '@/components/kit/confirm-leaving';
import { DialogsProvider } from '@/components/shell/dialogs';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-fields';
import { mapErrorResponse, type Result } from '@/lib/errors';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));

const schema = z.object({ title: z.string() });
/** Clicks that reached the page's own handlers, as Next's Link's is (which then navigates; jsdom cannot, so it stops here). */
const reached = jest.fn();

/** A settings page: its form, a link in the sidebar, a link to another site and one that opens a tab. */
function renderPage(onSubmit: () => Promise<Result<unknown> | void> = async () => ({ ok: true, status: 200, data: null })) {
  render(
    <DialogsProvider>
      <nav
        onClick={(event) => {
          reached();
          event.preventDefault();
        }}
      >
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the rendered <a> of a Link: the guard sees clicks on any link, before Link's handler */}
        <a href="/feed?tab=all">Feed</a>
        <a href="https://example.com/help">Help</a>
        <a href="/people" target="_blank">People</a>
      </nav>
      <Form schema={schema} defaultValues={{ title: 'Crewdesk' }} onSubmit={onSubmit} aria-label="Company">
        {(form) => (
          <>
            <ConfirmLeaving form={form} />
            <TextField name="title" label="Company name" />
            <button type="submit">Save</button>
          </>
        )}
      </Form>
    </DialogsProvider>,
  );
}

/** Clicks a link as a user does; answers whether Next's Link (or the browser) would go on with it. */
const follow = (name: string) => {
  reached.mockClear();
  fireEvent.click(screen.getByRole('link', { name }));
  return reached.mock.calls.length === 1;
};
const type = (value: string) => fireEvent.change(screen.getByLabelText('Company name'), { target: { value } });
const question = () => screen.findByRole('alertdialog', { name: 'Leave this page?' });
const answer = async (button: 'Yes' | 'No') => {
  const dialog = await question();
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: button })));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
};

beforeEach(() => mockPush.mockClear());

describe('ConfirmLeaving', () => {
  it('lets a link go with nothing to lose, and holds it for a question once there is', async () => {
    renderPage();
    expect(follow('Feed')).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    type('Crewdesk GmbH');
    expect(follow('Feed')).toBe(false);
    expect(await question()).toHaveTextContent('What you entered on this page has not been saved and will be lost.');
    expect(within(await question()).getByRole('button', { name: 'No' })).toHaveFocus();
    await answer('No');
    expect(mockPush).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Company name')).toHaveValue('Crewdesk GmbH');

    follow('Feed');
    await answer('Yes');
    expect(mockPush).toHaveBeenCalledWith('/feed?tab=all');
  });

  it('asks nothing once the change is taken back, or for another site or a new tab (the browser asks or nothing is lost)', async () => {
    renderPage();
    type('Crewdesk GmbH');
    expect(follow('Help')).toBe(true);
    expect(follow('People')).toBe(true);
    type('Crewdesk');
    expect(follow('Feed')).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('has the browser ask before a reload or a closed tab while there are changes', () => {
    renderPage();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type('Crewdesk GmbH');
    expect(unload()).toBe(true);
  });

  it('asks nothing after a save, and still asks after a refused one', async () => {
    const onSubmit = jest
      .fn<Promise<Result<unknown> | void>, []>()
      .mockResolvedValueOnce({ ok: false, status: 422, error: mapErrorResponse(422, { message: 'The name is taken.', errors: { title: ['The name is taken.'] } }) })
      .mockResolvedValueOnce({ ok: true, status: 200, data: null });
    renderPage(onSubmit);
    type('Crewdesk GmbH');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('The name is taken.')).toBeInTheDocument();
    expect(follow('Feed')).toBe(false);
    await answer('No');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('Company name')).toHaveValue('Crewdesk GmbH');
    expect(follow('Feed')).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    type('Crewdesk AG');
    expect(follow('Feed')).toBe(false);
  });

  // Back and Forward left an unsaved form without a word (only links and the browser's own leaving asked).
  it('holds Back and Forward within the app for the question, and takes the step on Yes', async () => {
    const navigation = Object.assign(new EventTarget(), { traverseTo: jest.fn() });
    Object.assign(window, { navigation });
    /** A Back or Forward as the browser starts it; answers whether it goes on. */
    const traverse = (key: string, sameDocument = true) => {
      const event = Object.assign(new Event('navigate', { cancelable: true }), { navigationType: 'traverse', destination: { key, sameDocument } });
      navigation.dispatchEvent(event);
      return !event.defaultPrevented;
    };
    try {
      renderPage();
      expect(traverse('feed')).toBe(true);
      type('Crewdesk GmbH');
      // Another site's page: the browser's own question (beforeunload).
      expect(traverse('login', false)).toBe(true);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

      expect(traverse('feed')).toBe(false);
      await answer('No');
      expect(navigation.traverseTo).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Company name')).toHaveValue('Crewdesk GmbH');

      expect(traverse('feed')).toBe(false);
      await answer('Yes');
      expect(navigation.traverseTo).toHaveBeenCalledWith('feed');
      // The step it takes goes through, once.
      expect(traverse('feed')).toBe(true);
      expect(traverse('feed')).toBe(false);
    } finally {
      Reflect.deleteProperty(window, 'navigation');
    }
  });
});
