// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bankStatusOf } from '../../../mocks/db/bankRecords.ts';
import type { MockServer } from '../../../mocks/node.ts';
import { call, callJson, startMockServer, USERS, type Envelope } from './helpers.ts';

let mock: MockServer;
beforeAll(() => {
  mock = startMockServer();
});
afterEach(() => {
  mock.db.reset();
  mock.clearFaults();
});
afterAll(() => mock.server.close());

const qr = () => mock.db.table('qrTransactions');
/** Operations staff (edit on adjustments) unless another user is named. */
const post = (path: string, body: unknown, key?: string, as: string = USERS.ops) =>
  callJson<Record<string, unknown> & { message?: string }>('payment', path, {
    method: 'POST',
    body,
    headers: key ? { 'Idempotency-Key': key } : undefined,
    as,
  });

interface AdjustmentRow {
  transactionNo: string;
  isAdjusted: boolean;
  adjustType: string | null;
  adjustedStatus: string | null;
  adjustedBy: string | null;
  adjustedDate: string | null;
  remark: string | null;
  status: string;
}

async function rowsOf(transactionNo: string) {
  const list = await callJson<Envelope<AdjustmentRow>>(
    'reporting',
    'report/transaction/get-transaction-adjustment',
    {
      query: { q: transactionNo },
    },
  );
  return list.body.items;
}

describe('adjustment list', () => {
  it('answers the page with a status list and a counter over the whole filtered list', async () => {
    const list = await callJson<
      Envelope<AdjustmentRow> & {
        statusList: { status: string; count: number }[];
        counter: { total: number; adjusted: number; notAdjusted: number };
      }
    >('reporting', 'report/transaction/get-transaction-adjustment', {
      query: { StartDate: '2026-05-01', EndDate: '2026-10-31', PageSize: 5 },
    });
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(5);
    const { counter, statusList } = list.body;
    expect(counter.total).toBe(list.body.totalCount);
    expect(counter.adjusted + counter.notAdjusted).toBe(counter.total);
    expect(statusList.reduce((n, s) => n + s.count, 0)).toBe(counter.total);
    expect(statusList.map((s) => s.status)).toEqual(['waiting for payment', 'paid', 'cancelled']);
    const adjustedSeed = mock.db
      .table('adjustments')
      .list()
      .filter((a) => a.isAdjusted && a.createdDate.slice(0, 10) >= '2026-05-01').length;
    expect(counter.adjusted).toBe(adjustedSeed);
  });
});

describe('inquiry and adjust', () => {
  it('inquiry of an unknown transaction fails with 404', async () => {
    const r = await post('adjust-transaction/inquiry', { transactionNo: 'QR00000000000000' });
    expect(r.status).toBe(404);
    expect(r.body.message).toContain('not found');
  });

  it('adjusts to the bank status once, records who and when, and refuses a second adjust', async () => {
    const t = qr()
      .list()
      .find((x) => x.status === 'waiting for payment' && bankStatusOf(x) === 'paid')!;
    const inquiry = await post('adjust-transaction/inquiry', { transactionNo: t.transactionNo });
    expect(inquiry.body).toMatchObject({
      status: 'waiting for payment',
      bankStatus: 'paid',
      canAdjust: true,
    });

    // A name sent in the body is not who made the change: the signed-in user is.
    const body = {
      transactionNo: t.transactionNo,
      isAdjust: true,
      remark: 'ธนาคารยืนยันยอด',
      actionBy: 'สมหญิง ดีงาม',
    };
    const viewer = await post('adjust-transaction/adjust', body, 'k0', USERS.viewer);
    expect(viewer).toMatchObject({
      status: 403,
      body: { message: 'Your role may not edit Transaction Status Adjustment' },
    });
    const [a, b] = await Promise.all([
      post('adjust-transaction/adjust', body, 'k1'),
      post('adjust-transaction/adjust', body, 'k1'),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(qr().get(t.transactionNo)).toMatchObject({ status: 'paid', fee: Math.round(t.amount * 3) / 100 });

    const rows = await rowsOf(t.transactionNo);
    const done = rows.filter((r) => r.isAdjusted);
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({
      adjustType: 'status',
      adjustedStatus: 'paid',
      adjustedBy: 'สุดา รักงาน',
      status: 'waiting for payment',
    });
    expect(Date.now() - Date.parse(done[0].adjustedDate!)).toBeLessThan(60_000);

    const again = await post('adjust-transaction/adjust', { transactionNo: t.transactionNo }, 'k2');
    expect(again.status).toBe(409);
    const inquiryAfter = await post('adjust-transaction/inquiry', { transactionNo: t.transactionNo });
    expect(inquiryAfter.body).toMatchObject({
      canAdjust: false,
      lastAdjustment: { adjustedBy: 'สุดา รักงาน' },
    });
  });

  it('"Not Adjust Transaction" records the decision with its reason and leaves the status', async () => {
    const t = qr()
      .list()
      .find((x) => x.status === 'waiting for payment' && bankStatusOf(x) === 'paid')!;
    const noReason = await post('adjust-transaction/adjust', {
      transactionNo: t.transactionNo,
      isAdjust: false,
    });
    expect(noReason.status).toBe(400);
    const r = await post('adjust-transaction/adjust', {
      transactionNo: t.transactionNo,
      isAdjust: false,
      remark: 'รอร้านค้ายืนยัน',
    });
    expect(r.status).toBe(200);
    expect(qr().get(t.transactionNo)?.status).toBe('waiting for payment');
    const rows = await rowsOf(t.transactionNo);
    expect(rows.some((x) => !x.isAdjusted && x.remark === 'รอร้านค้ายืนยัน' && x.adjustedDate)).toBe(true);
  });

  it('a transaction that already matches the bank cannot be adjusted', async () => {
    const t = qr()
      .list()
      .find((x) => x.status === 'paid')!;
    expect((await post('adjust-transaction/adjust', { transactionNo: t.transactionNo })).status).toBe(409);
    expect(qr().get(t.transactionNo)?.status).toBe('paid');
  });
});

describe('manual adjust', () => {
  it('sets status and amount with a reason; a change not allowed or a repeat fails', async () => {
    const t = qr()
      .list()
      .find((x) => x.status === 'cancelled')!;
    const missing = await post('adjust-transaction/manual-adjust', {
      transactionNo: t.transactionNo,
      status: 'paid',
    });
    expect(missing.status).toBe(400);
    const toWaiting = await post('adjust-transaction/manual-adjust', {
      transactionNo: t.transactionNo,
      status: 'waiting for payment',
      remark: 'x',
    });
    expect(toWaiting.status).toBe(409);
    const ok = await post(
      'adjust-transaction/manual-adjust',
      { transactionNo: t.transactionNo, status: 'paid', amount: 150.25, remark: 'โอนเงินเข้าบัญชีโดยตรง' },
      'm1',
    );
    expect(ok.status).toBe(200);
    expect(qr().get(t.transactionNo)).toMatchObject({ status: 'paid', amount: 150.25, fee: 4.51 });
    const rows = await rowsOf(t.transactionNo);
    expect(rows.filter((r) => r.adjustType === 'manual')).toHaveLength(1);
    const repeat = await post('adjust-transaction/manual-adjust', {
      transactionNo: t.transactionNo,
      status: 'cancelled',
      remark: 'again',
    });
    expect(repeat.status).toBe(409);
  });

  it('a paid transaction cannot be set back to cancelled', async () => {
    const t = qr()
      .list()
      .find((x) => x.status === 'paid')!;
    const r = await post('adjust-transaction/manual-adjust', {
      transactionNo: t.transactionNo,
      status: 'cancelled',
      remark: 'x',
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('cannot be set to cancelled');
  });
});

describe('QR credit fee adjust', () => {
  it('changes the fee of a paid QR Credit payment and records the change', async () => {
    const t = qr()
      .list()
      .find((x) => x.channel === 'QR_CREDIT' && x.status === 'paid')!;
    const r = await post(
      'adjust-transaction/adjust-fee-qr-credit',
      { transactionNo: t.transactionNo, fee: 1.5, remark: 'โปรโมชัน' },
      'f1',
    );
    expect(r.status).toBe(200);
    expect(r.body.adjustment).toMatchObject({
      adjustType: 'fee',
      fee: 1.5,
      previousFee: t.fee,
      remark: 'โปรโมชัน',
    });
    expect(qr().get(t.transactionNo)?.fee).toBe(1.5);
    expect((await rowsOf(t.transactionNo)).some((a) => a.adjustType === 'fee')).toBe(true);
    const same = await post('adjust-transaction/adjust-fee-qr-credit', {
      transactionNo: t.transactionNo,
      fee: 1.5,
    });
    expect(same.status).toBe(409);
  });

  it('refuses another channel, an unpaid payment and a fee above the amount', async () => {
    const plain = qr()
      .list()
      .find((x) => x.channel === 'QR' && x.status === 'paid')!;
    expect(
      (await post('adjust-transaction/adjust-fee-qr-credit', { transactionNo: plain.transactionNo, fee: 1 }))
        .status,
    ).toBe(400);
    const unpaid = qr()
      .list()
      .find((x) => x.channel === 'QR_CREDIT' && x.status !== 'paid')!;
    expect(
      (await post('adjust-transaction/adjust-fee-qr-credit', { transactionNo: unpaid.transactionNo, fee: 1 }))
        .status,
    ).toBe(409);
    const paid = qr()
      .list()
      .find((x) => x.channel === 'QR_CREDIT' && x.status === 'paid')!;
    const tooHigh = await post('adjust-transaction/adjust-fee-qr-credit', {
      transactionNo: paid.transactionNo,
      fee: paid.amount + 1,
    });
    expect(tooHigh.status).toBe(400);
    expect(
      (await call('payment', 'adjust-transaction/adjust-fee-qr-credit', { method: 'POST', body: {} })).status,
    ).toBe(400);
  });
});
