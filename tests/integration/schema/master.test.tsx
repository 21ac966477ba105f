// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
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
