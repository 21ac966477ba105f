// @vitest-environment jsdom
/** A declared file field: checked before sending, uploaded with progress, its fileUrl saved; previews. */
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Uploader, UploadOptions } from '../../../src/data/upload.ts';
import { UploaderProvider } from '../../../src/schema/fields/uploaderContext.tsx';
import { defineResource } from '../../../src/schema/types.ts';
import { renderConsole, stubDataProvider } from './harness.tsx';

const documents = defineResource({
  area: 'store',
  path: 'test-documents',
  permission: 'merchantDetail',
  idField: 'id',
  service: 'merchant',
  endpoints: { list: 'doc', get: 'doc/{id}', create: 'doc', update: 'doc/{id}' },
  fields: [
    { source: 'id', type: 'text', form: false },
    { source: 'title', type: 'text', required: true },
    {
      source: 'scan',
      type: 'file',
      accept: 'image/*,application/pdf',
      maxSizeMb: 1,
      upload: { path: 'upload' },
    },
  ],
  views: ['list', 'show', 'create', 'edit'],
  recordTitle: 'title',
  mock: { table: 'none' },
  i18n: {
    th: { name: 'เอกสาร', fields: { id: 'รหัส', title: 'ชื่อ', scan: 'ไฟล์สแกน' } },
    en: { name: 'Documents', fields: { id: 'ID', title: 'Title', scan: 'Scan' } },
  },
});

function fakeUploader() {
  let finish: (url: string) => void = () => undefined;
  let progress: (fraction: number) => void = () => undefined;
  const upload = vi.fn(
    (_file: File, options?: UploadOptions) =>
      new Promise<{ fileUrl: string }>((resolve) => {
        progress = options?.onProgress ?? (() => undefined);
        finish = (fileUrl) => resolve({ fileUrl });
      }),
  );
  const uploader: Uploader = { upload };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UploaderProvider value={uploader}>{children}</UploaderProvider>
  );
  return { upload, wrapper, progress: (f: number) => progress(f), finish: (u: string) => finish(u) };
}

// The picked file's preview address. Set for each test and put back after it: the files of a worker
// share the global URL, and a mock left there kept its calls for the next file (docs/testing.md).
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:local-preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

describe('file field', () => {
  it('uploads with progress and saves the returned fileUrl', async () => {
    const fake = fakeUploader();
    const { spies, dataProvider } = stubDataProvider([]);
    renderConsole({
      path: '/store/test-documents/form/create',
      defs: [documents],
      dataProvider,
      wrapper: fake.wrapper,
    });

    await userEvent.type(await screen.findByRole('textbox', { name: /Title/ }), 'KYC');
    const input = await screen.findByTestId('file-scan');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'kyc.pdf', { type: 'application/pdf' }));
    expect(fake.upload).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ path: 'upload' }));
    fake.progress(0.4);
    expect(await screen.findByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    // Saving before the file has arrived would store nothing: the form says to wait.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wait until the file has finished uploading')).toBeInTheDocument();
    expect(spies.create).not.toHaveBeenCalled();

    fake.finish('https://files.demo.test/upload/abc/kyc.pdf');
    expect(await screen.findByRole('link', { name: 'Download: kyc.pdf' })).toHaveAttribute(
      'href',
      'blob:local-preview',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(spies.create).toHaveBeenCalledWith(
        'store/test-documents',
        expect.objectContaining({
          data: expect.objectContaining({ title: 'KYC', scan: 'https://files.demo.test/upload/abc/kyc.pdf' }),
        }),
      ),
    );
  });

  it('refuses a wrong type or a file over the declared size next to the field, sending nothing', async () => {
    const fake = fakeUploader();
    const user = userEvent.setup({ applyAccept: false });
    renderConsole({
      path: '/store/test-documents/form/create',
      defs: [documents],
      dataProvider: stubDataProvider([]).dataProvider,
      wrapper: fake.wrapper,
    });
    const input = await screen.findByTestId('file-scan');
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This type of file is not accepted (accepted: image/*, application/pdf)',
    );
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file must be 1 MB or smaller');
    expect(fake.upload).not.toHaveBeenCalled();
  });

  it('previews an image on the view page and offers the download', async () => {
    const { dataProvider } = stubDataProvider([
      { id: 'd1', title: 'Shop front', scan: 'https://files.demo.test/upload/f1/front.jpg' },
    ]);
    renderConsole({ path: '/store/test-documents/view/d1', defs: [documents], dataProvider });
    const image = await screen.findByRole('img', { name: 'front.jpg' });
    expect(image).toHaveAttribute('src', 'https://files.demo.test/upload/f1/front.jpg');
    expect(screen.getByRole('link', { name: 'Download: front.jpg' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('never loads an unsafe address', async () => {
    const { dataProvider } = stubDataProvider([
      { id: 'd2', title: 'Bad', scan: 'javascript:alert(1)//x.png' },
    ]);
    renderConsole({ path: '/store/test-documents/view/d2', defs: [documents], dataProvider });
    expect((await screen.findAllByText('Bad', { exact: false })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });
});
