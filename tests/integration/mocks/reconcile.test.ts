// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bankStatusOf } from '../../../mocks/db/bankRecords.ts';
import { statementBytes, type StatementLine } from '../../../mocks/statements/generate.ts';
import { sampleFile } from '../../../mocks/statements/samples.ts';
import type { MockServer } from '../../../mocks/node.ts';
import {
  call,
  callJson,
  config,
  issuer,
  serviceUrl,
  startMockServer,
  USERS,
  type Envelope,
} from './helpers.ts';

let mock: MockServer;
beforeAll(() => {
  mock = startMockServer();
});
afterEach(() => {
  mock.db.reset();
  mock.clearFaults();
});
afterAll(() => mock.server.close());

/** Uploads as operations staff (create on reconcile), as the wizard does. */
async function upload(bytes: Uint8Array, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type: 'text/csv' }), name);
  const response = await fetch(serviceUrl('upload', 'upload'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${await issuer.mint(USERS.ops)}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { fileUrl: string }).fileUrl;
}

interface CheckAnswer {
  total: number;
  matched: number;
  unmatched: number;
  alreadyApproved: number;
  totalAmount: number;
  bank: string;
  items: { reference: string; result: string; reason: string | null; line: number }[];
}

const transactions = () => mock.db.table('qrTransactions').list();

describe('reconcile against an uploaded bank file', () => {
  it('checks a KBANK sample: waiting transactions match, paid ones are already approved, an unknown one is unmatched', async () => {
    const file = sampleFile(transactions(), 'KBANK');
    const fileUrl = await upload(file.bytes, file.name);

    // The steps of a new run need create on reconcile: a read-only role may list runs, not start one.
    const readOnly = await callJson('reporting', 'reconcile/validate-file-format', {
      method: 'POST',
      body: { fileUrl },
      as: USERS.viewer,
    });
    expect(readOnly).toMatchObject({
      status: 403,
      body: { message: 'Your role may not create in Reconcile process' },
    });
    const valid = await callJson<{ valid: boolean; bank: string; bankIssuer: string; rowCount: number }>(
      'reporting',
      'reconcile/validate-file-format',
      { method: 'POST', body: { fileUrl } },
    );
    expect(valid.status).toBe(200);
    expect(valid.body).toMatchObject({ valid: true, bank: 'KBANK', bankIssuer: '004', rowCount: 10 });

    const check = await callJson<CheckAnswer>('reporting', 'reconcile/checkTransactionApproveFromFile', {
      method: 'POST',
      body: { fileUrl },
    });
    expect(check.status).toBe(200);
    const expected = { matched: 0, unmatched: 0, alreadyApproved: 0 };
    for (const line of file.lines) {
      const t = mock.db.table('qrTransactions').get(line.reference);
      if (!t) expected.unmatched++;
      else if (t.status === 'paid') expected.alreadyApproved++;
      else expected.matched++;
    }
    expect(expected.unmatched).toBe(1);
    expect(expected.matched).toBeGreaterThan(0);
    expect(check.body).toMatchObject({ total: 10, ...expected });
    expect(check.body.totalAmount).toBe(file.lines.reduce((n, l) => n + l.amountSatang, 0) / 100);
    expect(check.body.items[0]).toMatchObject({ result: 'unmatched', reason: 'notFound', line: 14 });
  });

  it('saves a run once per Idempotency-Key, approves the matched transactions, lists the run with who and when', async () => {
    const file = sampleFile(transactions(), 'SCB');
    const fileUrl = await upload(file.bytes, file.name);
    const waiting = file.lines
      .map((l) => mock.db.table('qrTransactions').get(l.reference))
      .filter((t) => t?.status === 'waiting for payment');
    expect(waiting.length).toBeGreaterThan(0);

    const before = mock.db.table('reconcileProcesses').count();
    const save = () =>
      callJson<{ id: string; status: string; matchedTransactions: number; processedBy: string }>(
        'reporting',
        'reconcile/save-reconcile-process-from-file',
        {
          method: 'POST',
          body: { fileUrl, bankIssuer: '014', filename: file.name },
          headers: { 'Idempotency-Key': 'recon-scb-1' },
          as: USERS.ops,
        },
      );
    const [first, second] = await Promise.all([save(), save()]);
    expect(first.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(mock.db.table('reconcileProcesses').count()).toBe(before + 1);
    expect(first.body).toMatchObject({ status: 'partial', matchedTransactions: 9, processedBy: 'สุดา รักงาน' });
    for (const t of waiting)
      expect(mock.db.table('qrTransactions').get(t!.transactionNo)?.status).toBe('paid');

    const last = await callJson<{ id: string; filename: string }>(
      'reporting',
      'reconcile/getLastReconcileProcess',
      {
        query: { bankIssuer: '014', filename: file.name },
      },
    );
    expect(last.body).toMatchObject({ id: first.body.id, filename: file.name });
    expect(last.body).not.toHaveProperty('items');

    const list = await callJson<Envelope<{ id: string; processedBy?: string }>>(
      'reporting',
      'report/reconcile/getReconcileProcess',
      { query: { q: file.name } },
    );
    expect(list.body.items.map((r) => r.id)).toEqual([first.body.id]);
    expect(list.body.items[0]).not.toHaveProperty('items');

    const detail = await callJson<{ items: { reference: string; result: string }[] }>(
      'reporting',
      `report/reconcile/getReconcileProcess/${first.body.id}`,
    );
    expect(detail.body.items).toHaveLength(10);
    expect(detail.body.items.filter((i) => i.result === 'matched')).toHaveLength(waiting.length);

    // The same file again: now every known line is already approved.
    const again = await callJson<CheckAnswer>('reporting', 'reconcile/checkTransactionApproveFromFile', {
      method: 'POST',
      body: { fileUrl },
    });
    expect(again.body).toMatchObject({ matched: 0, alreadyApproved: 9, unmatched: 1 });
  });

  it('a seeded run lists result lines from that bank and day', async () => {
    const run = mock.db
      .table('reconcileProcesses')
      .list()
      .find((r) => r.bankIssuer === '004');
    const detail = await callJson<{ items: { reference: string }[] }>(
      'reporting',
      `report/reconcile/getReconcileProcess/${run?.id}`,
    );
    expect(detail.status).toBe(200);
    for (const item of detail.body.items) {
      const t = mock.db.table('qrTransactions').get(item.reference);
      expect(t?.bankCode).toBe('004');
      expect(t && bankStatusOf(t)).toBe('paid');
    }
  });

  it('an amount that differs and a cancelled transaction are unmatched', async () => {
    const all = transactions();
    const paid = all.find((t) => t.bankCode === '002' && t.status === 'paid')!;
    const cancelled = all.find((t) => t.bankCode === '002' && t.status === 'cancelled')!;
    const line = (t: typeof paid, satang: number): StatementLine => ({
      reference: t.transactionNo,
      dateTime: t.createdDate,
      ref1: t.ref1,
      ref2: t.ref2,
      storeId: t.storeId,
      amountSatang: satang,
      channel: t.channel,
    });
    const bytes = statementBytes('BBL', [
      line(paid, Math.round(paid.amount * 100) + 1),
      line(cancelled, Math.round(cancelled.amount * 100)),
    ]);
    const fileUrl = await upload(bytes, 'BBL_QRRCV_20261031.txt');
    const check = await callJson<CheckAnswer>('reporting', 'reconcile/checkTransactionApproveFromFile', {
      method: 'POST',
      body: { fileUrl },
    });
    expect(check.body.items.map((i) => [i.reference, i.reason])).toEqual([
      [paid.transactionNo, 'amount'],
      [cancelled.transactionNo, 'cancelled'],
    ]);
  });

  it('refuses a file of another bank than the one chosen, an unknown file and a non-statement', async () => {
    const file = sampleFile(transactions(), 'BBL');
    const fileUrl = await upload(file.bytes, file.name);
    const wrong = await callJson<{ message: string }>(
      'reporting',
      'reconcile/save-reconcile-process-from-file',
      {
        method: 'POST',
        body: { fileUrl, bankIssuer: '004' },
      },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('BBL statement, not KBANK');

    const unknown = await call('reporting', 'reconcile/checkTransactionApproveFromFile', {
      method: 'POST',
      body: { fileUrl: 'https://files.demo.test/upload/none/x.csv' },
    });
    expect(unknown.status).toBe(404);

    const other = await upload(new TextEncoder().encode('name,amount\r\nA,1.00\r\n'), 'other.csv');
    const notStatement = await callJson<{ message: string }>('reporting', 'reconcile/validate-file-format', {
      method: 'POST',
      body: { fileUrl: other },
    });
    expect(notStatement.status).toBe(400);
    expect(notStatement.body.message).toContain('not a KBANK, SCB or BBL statement');

    const pdf = await upload(file.bytes, 'statement.pdf');
    expect(
      (await call('reporting', 'reconcile/validate-file-format', { method: 'POST', body: { fileUrl: pdf } }))
        .status,
    ).toBe(400);
  });

  it('getLastReconcileProcess answers 404 when no run has that file', async () => {
    const none = await call('reporting', 'reconcile/getLastReconcileProcess', {
      query: { bankIssuer: '004', filename: 'never-seen.csv' },
    });
    expect(none.status).toBe(404);
    expect(config.services.reporting.baseUrl).toBeTruthy();
  });
});
