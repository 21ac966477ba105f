// @vitest-environment jsdom
/** Operation pages through a test declaration: look-up → change → preview → confirm → result. */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpClient, RequestOptions } from '../../../src/data/http.ts';
import { defineResource } from '../../../src/schema/types.ts';
import { renderConsole, stubDataProvider, testAuthProvider } from './harness.tsx';

const adjustment = defineResource({
  area: 'management',
  path: 'test-adjustment',
  permission: 'adjustmentTransaction',
  idField: 'transactionNo',
  service: 'transaction',
  endpoints: {},
  fields: [
    { source: 'transactionNo', type: 'text', required: true },
    { source: 'amount', type: 'money' },
    {
      source: 'status',
      type: 'choice',
      required: true,
      choices: [
        { id: 'PENDING', name: 'Pending' },
        { id: 'SUCCESS', name: 'Success' },
      ],
    },
    { source: 'remark', type: 'text' },
  ],
  views: ['list'],
  recordTitle: 'transactionNo',
  operation: {
    inquiry: {
      method: 'POST',
      path: 'adjust-transaction/inquiry',
      service: 'payment',
      fields: ['transactionNo'],
      show: ['transactionNo', 'amount', 'status'],
    },
    fields: ['status', 'remark'],
    changes: [{ source: 'status' }, { source: 'remark' }],
    submit: { method: 'POST', path: 'adjust-transaction/adjust', service: 'payment' },
    result: { show: ['transactionNo', 'status'] },
  },
  mock: { table: 'none' },
  i18n: {
    th: {
      name: 'ทดสอบปรับสถานะ',
      fields: { transactionNo: 'เลขที่รายการ', amount: 'จำนวนเงิน', status: 'สถานะ', remark: 'หมายเหตุ' },
    },
    en: {
      name: 'Test adjustment',
      fields: { transactionNo: 'Transaction no.', amount: 'Amount', status: 'Status', remark: 'Remark' },
    },
  },
});

type Answer = (path: string, options: RequestOptions) => Promise<unknown>;

function httpAnswering(answer: Answer) {
  const request = vi.fn((_service: string, path: string, options: RequestOptions = {}) =>
    answer(path, options),
  );
  const http = { request, requestWithMeta: vi.fn() } as unknown as HttpClient;
  return { http, request };
}

const found = { transactionNo: 'T-100', amount: 150.5, status: 'PENDING' };

async function reachConfirmation() {
  await userEvent.type(await screen.findByLabelText(/Transaction no\./), 'T-100');
  await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
  expect(await screen.findByText('Current data')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('combobox', { name: /Status/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Success' }));
  await userEvent.type(screen.getByLabelText('Remark'), 'bank confirmed');
  await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
  return screen.findByRole('dialog');
}

function render(answer: Answer, allowed?: Set<string>) {
  const { http, request } = httpAnswering(answer);
  renderConsole({
    path: '/management/test-adjustment',
    defs: [adjustment],
    dataProvider: stubDataProvider([]).dataProvider,
    http,
    authProvider: allowed ? testAuthProvider(allowed) : undefined,
  });
  return request;
}

describe('operation page', () => {
  it('looks up, shows exactly what changes before and after, and sends once with an Idempotency-Key', async () => {
    let answerSubmit: (value: unknown) => void = () => undefined;
    const request = render((path) =>
      path.endsWith('inquiry')
        ? Promise.resolve(found)
        : new Promise((resolve) => {
            answerSubmit = resolve;
          }),
    );
    const dialog = await reachConfirmation();
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'FieldBeforeAfter',
      'StatusPendingSuccess',
      'Remark—bank confirmed',
    ]);
    expect(request).toHaveBeenCalledWith(
      'payment',
      'adjust-transaction/inquiry',
      expect.objectContaining({ method: 'POST', body: { transactionNo: 'T-100' } }),
    );

    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    // The server has not answered yet: a second click sends nothing.
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    answerSubmit({ ...found, status: 'SUCCESS', remark: 'bank confirmed' });
    expect(await screen.findByText('Done')).toBeInTheDocument();
    await userEvent.click(confirm, { pointerEventsCheck: 0 }).catch(() => undefined);
    const submits = request.mock.calls.filter(([, path]) => path === 'adjust-transaction/adjust');
    expect(submits).toHaveLength(1);
    expect(submits[0][2]).toMatchObject({
      method: 'POST',
      body: { transactionNo: 'T-100', status: 'SUCCESS', remark: 'bank confirmed' },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByText('Result')).toBeInTheDocument();
  });

  it('shows a false answer as not done and retries with the same key', async () => {
    let attempt = 0;
    const request = render(async (path) => {
      if (path.endsWith('inquiry')) return found;
      attempt += 1;
      if (attempt === 1) return false;
      if (attempt === 2) throw new Error('Gateway timed out');
      return true;
    });
    const dialog = await reachConfirmation();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Not done: nothing was changed')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Not done: nothing was changed: Gateway timed out')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    const keys = request.mock.calls
      .filter(([, path]) => path === 'adjust-transaction/adjust')
      .map(([, , options]) => options?.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('says when the look-up finds nothing and stays on the look-up', async () => {
    render(async () => null);
    await userEvent.type(await screen.findByLabelText(/Transaction no\./), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was found');
    expect(screen.getByRole('button', { name: 'Look up' })).toBeInTheDocument();
  });

  it('lets a view-only user look but not submit', async () => {
    render(async () => found, new Set(['list']));
    await userEvent.type(await screen.findByLabelText(/Transaction no\./), 'T-100');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Review changes' }));
    expect(await screen.findByText('Nothing changes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('sends users without view to the forbidden page', async () => {
    render(async () => found, new Set([]));
    expect(await screen.findByText('Forbidden page')).toBeInTheDocument();
  });
});
