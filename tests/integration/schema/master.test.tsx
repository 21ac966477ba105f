// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpClient } from '../../../src/data/http.ts';
import { defineResource } from '../../../src/schema/types.ts';
import { renderConsole, stubDataProvider } from './harness.tsx';

const branch = defineResource({
  area: 'store',
  path: 'branch-test',
  permission: 'merchantDetail',
  idField: 'id',
  service: 'merchant',
  endpoints: { list: 'branch', create: 'branch' },
  fields: [
    { source: 'provinceId', type: 'master', list: 'province', required: true },
    { source: 'districtId', type: 'master', list: 'district', dependsOn: 'provinceId' },
  ],
  views: ['list', 'create'],
  recordTitle: 'provinceId',
  mock: { table: 'branches' },
  i18n: {
    th: { name: 'สาขา', fields: { id: 'รหัส', provinceId: 'จังหวัด', districtId: 'เขต/อำเภอ' } },
    en: { name: 'Branches', fields: { id: 'ID', provinceId: 'Province', districtId: 'District' } },
  },
});

const ANSWERS: Record<string, { name: string; value: string }[]> = {
  'master/province': [
    { name: 'กรุงเทพมหานคร', value: '10' },
    { name: 'เชียงใหม่', value: '50' },
  ],
  'master/province/10/district': [{ name: 'เขตพระนคร', value: '1001' }],
  'master/province/50/district': [{ name: 'อำเภอเมืองเชียงใหม่', value: '5001' }],
};

function masterHttp() {
  const request = vi.fn(async (_service: string, path: string) => ANSWERS[path] ?? []);
  const http: HttpClient = {
    request: <T,>(service: Parameters<HttpClient['request']>[0], path: string) =>
      request(service, path) as Promise<T>,
    requestWithMeta: () => Promise.reject(new Error('not used')),
  };
  return { http, request };
}

async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('master list inputs', () => {
  it('fill a dependent list from its parent and clear it when the parent changes', async () => {
    const { spies, dataProvider } = stubDataProvider([]);
    const { http, request } = masterHttp();
    renderConsole({ path: '/store/branch-test/form/create', defs: [branch], dataProvider, http });

    const district = await screen.findByRole('combobox', { name: 'District' });
    expect(district).toHaveAttribute('aria-disabled', 'true');
    expect(request).not.toHaveBeenCalledWith('master', expect.stringContaining('/district'));

    await choose('Province', 'กรุงเทพมหานคร');
    await waitFor(() => expect(request).toHaveBeenCalledWith('master', 'master/province/10/district'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'District' })).not.toHaveAttribute('aria-disabled'),
    );
    await choose('District', 'เขตพระนคร');
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveTextContent('เขตพระนคร');

    await choose('Province', 'เชียงใหม่');
    await waitFor(() => expect(request).toHaveBeenCalledWith('master', 'master/province/50/district'));
    expect(screen.getByRole('combobox', { name: 'District' })).not.toHaveTextContent('เขตพระนคร');

    // Saved now, the old district must not travel with the new province.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(spies.create).toHaveBeenCalledTimes(1));
    const sent = spies.create.mock.calls[0][1].data;
    expect(sent.provinceId).toBe('50');
    expect(sent.districtId ?? '').toBe('');
  });
});

/** A record edited with master values, whose lists answer when the test says. */
const shop = defineResource({
  area: 'store',
  path: 'shop-test',
  permission: 'merchantDetail',
  idField: 'id',
  service: 'merchant',
  endpoints: { list: 'shop', get: 'shop/{id}', update: 'shop/{id}' },
  fields: [
    { source: 'name', type: 'text', required: true },
    { source: 'provinceId', type: 'master', list: 'province', required: true },
    { source: 'categoryId', type: 'master', list: 'merchantCategory' },
  ],
  views: ['list', 'edit'],
  recordTitle: 'name',
  mock: { table: 'branches' },
  i18n: {
    th: { name: 'ร้าน', fields: { id: 'รหัส', name: 'ชื่อ', provinceId: 'จังหวัด', categoryId: 'ประเภท' } },
    en: { name: 'Shops', fields: { id: 'ID', name: 'Name', provinceId: 'Province', categoryId: 'Category' } },
  },
});

describe('a master select whose list is not in yet', () => {
  let warnings: string[] = [];
  beforeEach(() => {
    warnings = [];
    // MUI warns on the console when a select is handed a value none of its options has.
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
    });
  });
  afterEach(() => {
    expect(warnings.filter((w) => /out-of-range/.test(w))).toEqual([]);
  });

  /** Each list answers when its `answer` (or `fail`) is called. */
  function laterHttp() {
    const waiting = new Map<string, { answer: () => void; fail: (error: Error) => void }>();
    const request = vi.fn(
      (_service: string, path: string) =>
        new Promise<unknown>((resolve, reject) => {
          waiting.set(path, { answer: () => resolve(ANSWERS[path] ?? []), fail: reject });
        }),
    );
    const http: HttpClient = {
      request: <T,>(service: Parameters<HttpClient['request']>[0], path: string) =>
        request(service, path) as Promise<T>,
      requestWithMeta: () => Promise.reject(new Error('not used')),
    };
    const list = async (path: string) => {
      await waitFor(() => expect(waiting.has(path)).toBe(true));
      return waiting.get(path)!;
    };
    return { http, request, list };
  }

  function renderShop(http: HttpClient) {
    const { spies, dataProvider } = stubDataProvider([
      { id: 'S1', name: 'ร้านหนึ่ง', provinceId: '50', categoryId: 'MC09' },
    ]);
    renderConsole({ path: '/store/shop-test/form/S1', defs: [shop], dataProvider, http });
    return spies;
  }

  it('shows the value once its choices are in, and the form keeps it meanwhile', async () => {
    const { http, list } = laterHttp();
    const spies = renderShop(http);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('ร้านหนึ่ง');
    const province = await list('master/province');
    expect(screen.queryByRole('combobox', { name: /Province/ })).toBeNull();
    province.answer();
    expect(await screen.findByRole('combobox', { name: /Province/ })).toHaveTextContent('เชียงใหม่');
    (await list('master/merchant_category')).answer();
    await screen.findByRole('combobox', { name: /Category/ });

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' ใหม่');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(spies.update).toHaveBeenCalledTimes(1));
    const sent = spies.update.mock.calls[0][1].data;
    expect(sent.provinceId).toBe('50');
    // A value its list does not have is not shown, but it is not lost either.
    expect(sent.categoryId).toBe('MC09');
  });

  it('keeps the value of a list that failed, and shows it once a retry brings the choices', async () => {
    const { http, list } = laterHttp();
    const spies = renderShop(http);
    (await list('master/merchant_category')).answer();
    (await list('master/province')).fail(new Error('Master service unavailable'));
    expect(await screen.findByText(/Master service unavailable/)).toBeInTheDocument();
    const province = screen.getByRole('combobox', { name: /Province/ });
    expect(province).not.toHaveTextContent('50');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/Master service unavailable/)).toBeNull());
    (await list('master/province')).answer();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Province/ })).toHaveTextContent('เชียงใหม่'),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' ใหม่');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(spies.update).toHaveBeenCalledTimes(1));
    expect(spies.update.mock.calls[0][1].data.provinceId).toBe('50');
  });
});
