import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { EditBankButton, EditEducationButton } from '@/components/people/profile-section-dialogs';
import { DialogsProvider } from '@/components/shell/dialogs';
import { preloadDialog } from '@/components/ui/dialog';
import { callEndpoint } from '@/lib/client/endpoint';
import { VALIDATION_MESSAGES } from '@/lib/messages';
import { profileSectionApi } from '@/lib/people/endpoints';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/lib/client/endpoint', () => ({ ...jest.requireActual('@/lib/client/endpoint'), callEndpoint: jest.fn() }));

const call = callEndpoint as jest.Mock;

function open(ui: React.ReactNode, trigger: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DialogsProvider>{ui}</DialogsProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: trigger }));
}
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const type = (name: string, value: string, scope: HTMLElement = document.body) => fireEvent.change(within(scope).getByRole('textbox', { name }), { target: { value } });

beforeAll(() => preloadDialog());
beforeEach(() => call.mockReset());

describe('Edit education', () => {
  it('adds and removes entries, and saves the list', async () => {
    call.mockResolvedValue({ ok: true, status: 200, data: { message: 'ok', data: [] } });
    open(<EditEducationButton userId={7} education={[{ degree: 'BSc', institution: 'TU Berlin', field_of_study: null, start_year: 2010, end_year: 2014 }]} />, 'Edit education');
    fireEvent.click(await screen.findByRole('button', { name: 'Add education' }));
    const second = screen.getByRole('group', { name: 'Education 2' });
    type('Degree', 'MSc', second);
    type('Institution', 'TU Munich', second);
    type('From (year)', '2015', second);
    fireEvent.click(screen.getByRole('button', { name: 'Remove education 1' }));
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(profileSectionApi.saveEducation, {
        params: { user_id: 7 },
        json: { education: [{ degree: 'MSc', institution: 'TU Munich', field_of_study: '', start_year: '2015', end_year: '' }] },
      }),
    );
  });

  it('checks each entry, and shows the server’s error on the entry’s own field keeping what was typed', async () => {
    open(<EditEducationButton userId={7} education={[]} />, 'Edit education');
    fireEvent.click(await screen.findByRole('button', { name: 'Add education' }));
    // A blank new entry is not an error yet.
    await act(async () => undefined);
    expect(screen.queryByText(VALIDATION_MESSAGES.required)).not.toBeInTheDocument();
    type('Institution', 'TU Munich');
    type('From (year)', '2016');
    type('Until (year)', '2014');
    await save();
    expect(await screen.findByText(VALIDATION_MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByText('The end year must not be before the start year')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();

    call.mockResolvedValue({ ok: false, status: 422, error: { kind: 'form', status: 422, message: 'x', summary: 'Please fix the errors below.', fields: { 'education.0.degree': ['Please use up to 100 characters'] } } });
    type('Degree', 'MSc');
    type('Until (year)', '2018');
    await save();
    expect(await screen.findByText('Please use up to 100 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Degree' })).toHaveValue('MSc');
    expect(screen.getByRole('textbox', { name: 'Institution' })).toHaveValue('TU Munich');
  });
});

describe('Edit bank info', () => {
  it('keeps to the account number and SWIFT rules before saving', async () => {
    open(<EditBankButton userId={7} bank={null} />, 'Edit bank info');
    type('Account holder', 'Emma Novak');
    type('Bank', 'ING');
    type('Account number or IBAN', 'NL91-ABNA');
    type('SWIFT/BIC', 'ING');
    await save();
    expect(await screen.findByText('Please use letters, digits and spaces only')).toBeInTheDocument();
    expect(screen.getByText('Please use 8 or 11 letters and digits')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});
