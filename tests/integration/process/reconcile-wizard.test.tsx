// @vitest-environment jsdom
/** The reconcile wizard and run detail against the mock backend: preview, gates, upload, check, save. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import type { MockServer } from '../../../mocks/node.ts';
import { sampleFile } from '../../../mocks/statements/samples.ts';
import { th, en } from '../../../resources/process/reconcile/messages.ts';
import { httpClientUpload, type UploadStatement } from '../../../resources/process/reconcile/reconcileApi.ts';
import { formatThaiDate } from '../../../src/components/formatThaiDate.ts';
import type { StatementBank } from '../../../resources/process/reconcile/statementFormats.ts';
import { USERS } from '../mocks/helpers.ts';
import { http, renderReconcile, startReconcileBackend } from './reconcileHarness.tsx';

let mock: MockServer;
let calls: { method: string; path: string; key: string | null }[] = [];

beforeAll(() => {
  mock = startReconcileBackend();
  mock.server.events.on('request:start', ({ request }) => {
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      key: request.headers.get('Idempotency-Key'),
    });
  });
});
beforeEach(() => {
  calls = [];
});
afterEach(() => {
  mock.db.reset();
  mock.clearFaults();
});
afterAll(() => mock.server.close());

const SAVE = '/mock-api/reporting/reconcile/save-reconcile-process-from-file';
const UPLOAD = '/mock-api/upload/upload';
const callsTo = (path: string) => calls.filter((c) => c.path === path);

function sample(bank: StatementBank = 'KBANK') {
  const file = sampleFile(mock.db.table('qrTransactions').list(), bank);
  return { ...file, file: new File([file.bytes as BlobPart], file.name, { type: 'text/csv' }) };
}

/** The sample with one detail line's amount made unreadable; returns that line's number. */
function withBadAmount() {
  const good = sample('KBANK');
  const text = new TextDecoder().decode(good.bytes);
  const lines = text.split('\r\n');
  const index = lines.findIndex((l) => l.includes(good.lines[3].reference));
  lines[index] = lines[index].replace(/"[\d,]+\.\d{2}"/, '"12x.00"');
  const file = new File([`\uFEFF${lines.join('\r\n')}`], good.name, { type: 'text/csv' });
  return { file, badLine: index + 1, good };
}

async function choose(user: ReturnType<typeof userEvent.setup>, bank: StatementBank, file: File) {
  await user.click(await screen.findByRole('combobox', { name: 'Bank issuer' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${bank} `) }));
  await user.upload(screen.getByLabelText('Statement file'), file);
}

/** A message key the screens use but the catalogue lacks would show as the key itself. */
function expectNoRawKeys() {
  expect(document.body.textContent).not.toMatch(/pa\.reconcile\.|ra\.[a-z_]+\./);
}

const summary = () => screen.findByTestId('statement-summary');

async function uploadAndCheck(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Upload and check' }));
  return screen.findByTestId('reconcile-counts');
}

describe('reconcile wizard', () => {
  it('previews a clean file, uploads, validates, checks, and saves once with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const locations: string[] = [];
    renderReconcile({ onLocation: (l) => locations.push(`${l.pathname}${l.search}`) });
    const { file, lines } = sample('KBANK');
    await choose(user, 'KBANK', file);

    const figures = within(await summary());
    expect(figures.getByText('10')).toBeInTheDocument();
    const total = lines.reduce((n, l) => n + l.amountSatang, 0);
    const baht = `฿${Math.floor(total / 100).toLocaleString('en-US')}.${String(total % 100).padStart(2, '0')}`;
    expect(figures.getByText(baht)).toBeInTheDocument();
    expect(screen.getByText('No malformed lines')).toBeInTheDocument();
    expect(screen.getByText(lines[0].reference)).toBeInTheDocument();
    expect(await screen.findByText(/has not been reconciled for this bank before/)).toBeInTheDocument();
    expect(callsTo(UPLOAD)).toHaveLength(0);

    const counts = within(await uploadAndCheck(user));
    expect(callsTo(UPLOAD)).toHaveLength(1);
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        '/mock-api/reporting/reconcile/validate-file-format',
        '/mock-api/reporting/reconcile/checkTransactionApproveFromFile',
      ]),
    );
    const waiting = lines.filter(
      (l) => mock.db.table('qrTransactions').get(l.reference)?.status === 'waiting for payment',
    );
    expect(counts.getByText('All lines').nextSibling).toHaveTextContent('10');
    expect(counts.getByText('Matched (will be approved)').nextSibling).toHaveTextContent(
      String(waiting.length),
    );
    expect(counts.getByText('Unmatched').nextSibling).toHaveTextContent('1');
    // The unmatched tab opens first and lists the unknown reference.
    const unmatched = within(screen.getByRole('table', { name: 'Unmatched' }));
    expect(unmatched.getByText(lines[lines.length - 1].reference)).toBeInTheDocument();
    expect(unmatched.getByText('No such transaction')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save reconcile' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('reconcile-save-confirm')).toHaveTextContent(
      `${waiting.length} transactions will be approved as paid`,
    );
    await user.dblClick(within(dialog).getByRole('button', { name: /confirm/i }));

    const saved = await screen.findByTestId('reconcile-saved');
    expect(callsTo(SAVE)).toHaveLength(1);
    expect(callsTo(SAVE)[0].key).toMatch(/^[0-9a-f-]{36}$/);
    for (const line of waiting) {
      expect(mock.db.table('qrTransactions').get(line.reference)?.status).toBe('paid');
    }
    const run = mock.db
      .table('reconcileProcesses')
      .list()
      .find((r) => r.filename === file.name);
    expect(run).toBeDefined();
    // Recorded as made by the signed-in user (operations staff by default).
    expect(run).toMatchObject({ processedBy: 'สุดา รักงาน' });

    expectNoRawKeys();
    await user.click(within(saved).getByRole('link', { name: 'Open the run detail' }));
    expect(locations.at(-1)).toBe(`/management/reconcile/detail?run=${run?.id}`);
    const header = within(await screen.findByTestId('reconcile-run-header'));
    expect(header.getByText(file.name)).toBeInTheDocument();
    expect(header.getByText('Partial')).toBeInTheDocument();
  });

  it('lists malformed lines with their numbers and uploads only once the problems are accepted', async () => {
    const user = userEvent.setup();
    renderReconcile();
    const { file, badLine } = withBadAmount();
    await choose(user, 'KBANK', file);

    await summary();
    expect(screen.getByText('1 malformed line')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '1 malformed line' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(String(badLine));
    expect(row).toHaveTextContent('Wrong amount');
    expect(row).toHaveTextContent('12x.00');

    await screen.findByText(/has not been reconciled/);
    const upload = screen.getByRole('button', { name: 'Upload and check' });
    expect(upload).toBeDisabled();

    await user.click(
      screen.getByRole('checkbox', { name: /Upload anyway: 1 malformed line will be skipped/ }),
    );
    expect(upload).toBeEnabled();
    await uploadAndCheck(user);
    expect(callsTo(UPLOAD)).toHaveLength(1);
  });

  it('refuses a statement of another bank and an empty file, and uploads nothing', async () => {
    const user = userEvent.setup();
    renderReconcile();
    await choose(user, 'SCB', sample('KBANK').file);
    expect(await screen.findByText(/This is a KBANK statement, not SCB/)).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Statement file'),
      new File([], 'empty.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText(/The file is empty/)).toBeInTheDocument();
    const binary = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00, 0xff, 0x01]);
    await user.upload(screen.getByLabelText('Statement file'), new File([binary], 'statement.csv'));
    expect(await screen.findByText(/The file is binary, not text/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload and check' })).not.toBeInTheDocument();
    expect(callsTo(UPLOAD)).toHaveLength(0);
  });

  it('flags a file already reconciled for the bank and needs a second confirmation', async () => {
    const user = userEvent.setup();
    const { file } = sample('KBANK');
    mock.db.table('reconcileProcesses').insert({
      bankIssuer: '004',
      bankName: 'Kasikornbank',
      filename: file.name,
      fileUrl: `https://files.demo.test/upload/x/${file.name}`,
      processDate: '2026-11-01T09:30:00+07:00',
      totalTransactions: 10,
      matchedTransactions: 9,
      unmatchedTransactions: 1,
      totalAmount: 100,
      status: 'partial',
      processedBy: 'Somchai Jaidee',
    } as never);
    renderReconcile();
    await choose(user, 'KBANK', file);

    const flag = await screen.findByTestId('reconcile-duplicate');
    expect(flag).toHaveTextContent('This file was already reconciled');
    expect(flag).toHaveTextContent('Somchai Jaidee');
    expect(flag).toHaveTextContent('1 Nov 2026');
    expect(flag).toHaveTextContent('10 transactions, 9 matched, 1 unmatched');
    const upload = screen.getByRole('button', { name: 'Upload and check' });
    expect(upload).toBeDisabled();

    await user.click(within(flag).getByRole('checkbox', { name: /want to reconcile it again/ }));
    expect(upload).toBeEnabled();
    await uploadAndCheck(user);
    await user.click(screen.getByRole('button', { name: 'Save reconcile' }));
    expect(
      within(await screen.findByRole('dialog')).getByText(/already reconciled on 1 Nov 2026/),
    ).toBeInTheDocument();
  });

  it('keeps the file and its preview when the upload fails, and retries', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const flaky: UploadStatement = (file, opts) => {
      attempts++;
      if (attempts === 1) return Promise.reject(new HttpError('Upload service unavailable', 503));
      return httpClientUpload(http)(file, opts);
    };
    renderReconcile({ upload: flaky });
    const { file } = sample('BBL');
    await choose(user, 'BBL', file);
    await summary();
    await screen.findByText(/has not been reconciled/);

    await user.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByText('The upload failed: Upload service unavailable')).toBeInTheDocument();
    expect(within(await summary()).getByText('10')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(file.name.replace('.', '\\.')))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('reconcile-counts');
    expect(attempts).toBe(2);
    expect(callsTo(UPLOAD)).toHaveLength(1);
  });

  it('cancels a running upload, keeps the preview, and uploads on retry', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const stalled: UploadStatement = (file, opts) => {
      attempts++;
      if (attempts > 1) return httpClientUpload(http)(file, opts);
      opts.onProgress?.(Math.floor(file.size / 2), file.size);
      return new Promise((_resolve, reject) => {
        opts.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    };
    renderReconcile({ upload: stalled });
    await choose(user, 'KBANK', sample('KBANK').file);
    await screen.findByText(/has not been reconciled/);
    await user.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByText(/uploaded$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(within(await summary()).getByText('10')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('reconcile-counts');
    expect(attempts).toBe(2);
    expect(callsTo(UPLOAD)).toHaveLength(1);
  });

  it('keeps the preview when validation fails, and resumes without uploading again', async () => {
    const user = userEvent.setup();
    renderReconcile();
    await choose(user, 'SCB', sample('SCB').file);
    await screen.findByText(/has not been reconciled/);
    mock.setFault('reporting', '500');
    await user.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByText(/The file format check failed/)).toBeInTheDocument();
    expect(await summary()).toBeInTheDocument();

    mock.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('reconcile-counts');
    expect(callsTo(UPLOAD)).toHaveLength(1);
  });

  it('retries a failed save with the same Idempotency-Key and saves one run', async () => {
    const user = userEvent.setup();
    renderReconcile();
    const { file } = sample('KBANK');
    await choose(user, 'KBANK', file);
    await screen.findByText(/has not been reconciled/);
    await uploadAndCheck(user);

    mock.setFault('reporting', '500');
    await user.click(screen.getByRole('button', { name: 'Save reconcile' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    expect(await screen.findByText(/Saving failed/)).toBeInTheDocument();
    expect(screen.queryByTestId('reconcile-saved')).not.toBeInTheDocument();

    mock.clearFaults();
    await user.click(await screen.findByRole('button', { name: 'Save reconcile' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await screen.findByTestId('reconcile-saved');

    const saves = callsTo(SAVE);
    expect(saves).toHaveLength(2);
    expect(saves[0].key).toBeTruthy();
    expect(saves[1].key).toBe(saves[0].key);
    expect(
      mock.db
        .table('reconcileProcesses')
        .list()
        .filter((r) => r.filename === file.name),
    ).toHaveLength(1);
  });

  it('speaks Thai: preview, malformed lines and matching result', async () => {
    const user = userEvent.setup();
    renderReconcile({ locale: 'th' });
    const { file, good } = withBadAmount();
    const lastDay = formatThaiDate(good.lines[good.lines.length - 1].dateTime.slice(0, 10), 'th');
    expect(lastDay).toMatch(/ 25\d\d$/);
    await user.click(await screen.findByRole('combobox', { name: 'ธนาคารผู้ออกไฟล์' }));
    await user.click(await screen.findByRole('option', { name: /^KBANK / }));
    await user.upload(screen.getByLabelText('ไฟล์ Statement'), file);
    await summary();
    expect(screen.getByText('บรรทัดที่ผิดรูปแบบ 1 บรรทัด')).toBeInTheDocument();
    expect(screen.getByText(/^จำนวนเงินไม่ถูกต้อง/)).toBeInTheDocument();
    expect(within(await summary()).getByText(new RegExp(`${lastDay}$`))).toBeInTheDocument();
    await screen.findByText('ไฟล์นี้ยังไม่เคยกระทบยอดกับธนาคารนี้');
    await user.click(screen.getByRole('checkbox', { name: /อัปโหลดต่อ/ }));
    await user.click(screen.getByRole('button', { name: 'อัปโหลดและตรวจสอบ' }));
    await screen.findByTestId('reconcile-counts');
    await user.click(screen.getByRole('button', { name: 'บันทึกการกระทบยอด' }));
    await screen.findByRole('dialog');
    expectNoRawKeys();
  });

  it('shows read-only users no wizard', async () => {
    renderReconcile({ as: USERS.viewer, actions: ['list', 'show'] });
    expect(await screen.findByText(/Your role can only view reconcile runs/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Statement file')).not.toBeInTheDocument();
  });
});

describe('reconcile run detail', () => {
  it('shows the run chosen in the URL query with its result lines, paged', async () => {
    const user = userEvent.setup();
    const run = mock.db.table('reconcileProcesses').list()[0];
    renderReconcile({
      path: `/management/reconcile/detail?run=${run.id}`,
      as: USERS.viewer,
      actions: ['list', 'show'],
    });
    const header = within(await screen.findByTestId('reconcile-run-header'));
    expect(header.getByText(run.filename)).toBeInTheDocument();
    expect(header.getByText('Transactions').nextSibling).toHaveTextContent(
      run.totalTransactions.toLocaleString('en-US'),
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: /Already approved/ }));
    const table = await screen.findByRole('table', { name: 'Already approved' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('says when the run does not exist', async () => {
    renderReconcile({
      path: '/management/reconcile/detail?run=nope',
      as: USERS.viewer,
      actions: ['list', 'show'],
    });
    expect(await screen.findByText('Reconcile run nope was not found')).toBeInTheDocument();
  });
});

describe('reconcile messages', () => {
  const keys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
    );
  it('have the same keys in Thai and English, none empty', () => {
    expect(keys(th)).toEqual(keys(en));
    const empty = [...keys(th), ...keys(en)].filter((k) => k.trim() === '');
    expect(empty).toEqual([]);
  });
});
