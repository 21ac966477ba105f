/**
 * A view page's child lists (src/schema/show/ChildList.tsx) need their parent's id: its paths and its
 * calls are made of it. A record without one (react-admin's record while a view page is being left,
 * as on a 401) shows no child list, and nothing throws.
 */
import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, type RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { declared } from '../../../resources/declared.ts';
import { ChildLists } from '../../../src/schema/show/ChildList.tsx';
import { createQueryClient } from '../../../src/data/queryClient.ts';
import { stubDataProvider, testI18nProvider } from './harness.tsx';

const bankAccount = declared('store/bank-account');

function renderChildLists(record: Partial<RaRecord>) {
  const { spies, dataProvider } = stubDataProvider([]);
  render(
    <AdminContext
      dataProvider={dataProvider}
      queryClient={createQueryClient()}
      i18nProvider={testI18nProvider([bankAccount])}
    >
      <RecordContextProvider value={record as RaRecord}>
        <main>
          <p>parent</p>
          <ChildLists childDefs={[bankAccount]} />
        </main>
      </RecordContextProvider>
    </AdminContext>,
  );
  return spies;
}

describe('child lists on a view page', () => {
  it('list the children of a record with an id, asked by that id', async () => {
    const spies = renderChildLists({ id: 'S001', storeName: 'ร้านทดสอบ' });
    expect(await screen.findByRole('region')).toBeInTheDocument();
    expect(spies.getManyReference).toHaveBeenCalledWith(
      bankAccount.name,
      expect.objectContaining({ id: 'S001', target: 'storeId' }),
    );
  });

  it('show nothing, and throw nothing, for a record without an id', async () => {
    const spies = renderChildLists({ storeName: 'ร้านทดสอบ' });
    expect(await screen.findByText('parent')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(spies.getManyReference).not.toHaveBeenCalled();
  });
});
