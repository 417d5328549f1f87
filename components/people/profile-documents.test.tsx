import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AddFileDocumentButton, AddLinkDocumentButton } from '@/components/people/profile-documents';
import { DialogsProvider } from '@/components/shell/dialogs';
import { preloadDialog } from '@/components/ui/dialog';
import { callEndpoint, endpointQuery } from '@/lib/client/endpoint';
import { makeQueryClient } from '@/lib/client/query-client';
import { uploadFile } from '@/lib/files/upload';
import { FEED_MESSAGES, VALIDATION_MESSAGES } from '@/lib/messages';
import { namedItemApi, profileSectionApi } from '@/lib/people/endpoints';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/lib/files/upload', () => ({ uploadFile: jest.fn(), deleteTemporaryFile: jest.fn() }));
jest.mock('@/lib/client/endpoint', () => ({ ...jest.requireActual('@/lib/client/endpoint'), callEndpoint: jest.fn() }));

const upload = uploadFile as jest.Mock;
const call = callEndpoint as jest.Mock;

function open(ui: React.ReactNode, trigger: string) {
  const client = new QueryClient();
  // The document types the upload dialog offers.
  client.setQueryData(endpointQuery(namedItemApi['attachment-types'].list).queryKey, { data: [{ id: 3, name: 'Contract' }] });
  render(
    <QueryClientProvider client={client}>
      <DialogsProvider>{ui}</DialogsProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: trigger }));
}

const choose = async (file: File) => {
  const input = (await screen.findByLabelText('File')) as HTMLInputElement;
  await act(async () => fireEvent.change(input, { target: { files: [file] } }));
};
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

beforeAll(() => preloadDialog());
beforeEach(() => {
  upload.mockReset();
  call.mockReset();
});

describe('Upload document', () => {
  // An employee filing their own document: the company's document types are not theirs to read (403), and the dialog closed with 'Unsuccessful'.
  it('opens without a document type when the viewer may not read the types, and saves the document without one', async () => {
    // jsdom has no fetch: the proxy's answer, as much of a Response as the client reads.
    const fetched = jest.fn(async () => ({ ok: false, status: 403, headers: { get: () => 'application/json' }, text: async () => JSON.stringify({ message: 'This action is unauthorized.' }) }));
    const before = globalThis.fetch;
    globalThis.fetch = fetched as unknown as typeof fetch;
    try {
      upload.mockResolvedValue({ ok: true, status: 201, data: { id: 43, kind: 'attachment', name: 'payslip.pdf', size: 3, mime: 'application/pdf', url: 'x' } });
      call.mockResolvedValue({ ok: true, status: 201, data: { message: 'ok' } });
      render(
        <QueryClientProvider client={makeQueryClient()}>
          <DialogsProvider>
            <AddFileDocumentButton userId={3} />
          </DialogsProvider>
        </QueryClientProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Upload document' }));
      await choose(new File(['pdf'], 'payslip.pdf', { type: 'application/pdf' }));
      expect(fetched).toHaveBeenCalled();
      expect(screen.queryByRole('combobox', { name: 'Document type' })).not.toBeInTheDocument();
      expect(screen.queryByRole('alertdialog', { name: 'Unsuccessful' })).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('payslip'));
      await save();
      await waitFor(() => expect(call).toHaveBeenCalledWith(profileSectionApi.storeFileDocument, { params: { user_id: 3 }, json: expect.objectContaining({ name: 'payslip', file_id: '43' }) }));
    } finally {
      globalThis.fetch = before;
    }
  });

  it('refuses a file type the rules do not allow, without uploading it', async () => {
    open(<AddFileDocumentButton userId={7} />, 'Upload document');
    await choose(new File(['MZ'], 'setup.exe'));
    expect(await screen.findByRole('alert')).toHaveTextContent(FEED_MESSAGES.attachmentType('setup.exe'));
    expect(upload).not.toHaveBeenCalled();
  });

  it('asks for a file before saving', async () => {
    open(<AddFileDocumentButton userId={7} />, 'Upload document');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Contract' } });
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.required);
    expect(call).not.toHaveBeenCalled();
  });

  it('uploads the picked file, names the document after it, and stores it under the person', async () => {
    upload.mockResolvedValue({ ok: true, status: 201, data: { id: 41, kind: 'attachment', name: 'contract.pdf', size: 3, mime: 'application/pdf', url: 'x' } });
    call.mockResolvedValue({ ok: true, status: 201, data: { message: 'ok' } });
    open(<AddFileDocumentButton userId={7} />, 'Upload document');
    await choose(new File(['pdf'], 'contract.pdf', { type: 'application/pdf' }));
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'attachment', expect.anything());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('contract'));
    expect(screen.getByText(/uploaded$/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Document type' }), { target: { value: '3' } });
    await save();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(profileSectionApi.storeFileDocument, { params: { user_id: 7 }, json: { name: 'contract', file_id: '41', attachment_type_id: '3' } }),
    );
  });

  // The upload failing on the way (the upstream down) dropped the file: back to "Choose file", no retry.
  it('keeps a file whose upload failed on the way, and uploads it again on Try again', async () => {
    upload
      .mockResolvedValueOnce({ ok: false, status: 0, error: { kind: 'network', status: 0, timedOut: false, message: 'No response from the server.' } })
      .mockResolvedValueOnce({ ok: true, status: 201, data: { id: 44, kind: 'attachment', name: 'visa.pdf', size: 3, mime: 'application/pdf', url: 'x' } });
    open(<AddFileDocumentButton userId={7} />, 'Upload document');
    const visa = new File(['pdf'], 'visa.pdf', { type: 'application/pdf' });
    await choose(visa);
    expect(await screen.findByRole('alert')).toHaveTextContent('No internet.');
    expect(screen.getByText('visa.pdf')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]![0]).toBe(visa);
    await waitFor(() => expect(screen.getByText(/uploaded$/)).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes back "required" under Name once a picked file names the document after a refused save', async () => {
    upload.mockResolvedValue({ ok: true, status: 201, data: { id: 42, kind: 'attachment', name: 'id-card.pdf', size: 3, mime: 'application/pdf', url: 'x' } });
    open(<AddFileDocumentButton userId={7} />, 'Upload document');
    await screen.findByRole('textbox', { name: 'Name' });
    await save();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(expect.stringContaining(VALIDATION_MESSAGES.required)));
    await choose(new File(['pdf'], 'id-card.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('id-card'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAccessibleDescription(expect.stringContaining(VALIDATION_MESSAGES.required)));
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(call).not.toHaveBeenCalled();
  });
});

describe('Add link', () => {
  it('keeps to the url rule', async () => {
    open(<AddLinkDocumentButton userId={7} />, 'Add link');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Portfolio' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: 'javascript:alert(1)' } });
    await save();
    expect(await screen.findByText(VALIDATION_MESSAGES.url)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});
