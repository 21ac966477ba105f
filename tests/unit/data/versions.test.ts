// @vitest-environment node
/**
 * Record versions in the data provider (docs/api-contract.md, "Versions and conflicts"): every write
 * of a record sends If-Match of the version it was made from; a 412 and a 409 `already_done` are read
 * into what the conflict part and the notices show.
 */
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/data/http.ts';
import {
  alreadyDoneOf,
  ALL_PARTS,
  conflictOf,
  createDataProvider,
  writeOnTopOf,
} from '../../../src/data/resourceDataProvider.ts';
import {
  engineBankAccount,
  engineDeclarations,
  engineRequest,
  engineStore,
} from '../../fixtures/engineDeclarations.ts';
import { json, recordingFetch, testConfig } from './fixtures.ts';

function setup(respond: Parameters<typeof recordingFetch>[0] = () => json({})) {
  const { fetch, calls } = recordingFetch(respond);
  const http = createHttpClient({ config: testConfig, getAccessToken: async () => 'token', fetch });
  const provider = createDataProvider({ http, resources: engineDeclarations });
  const ifMatch = () => calls.map((call) => call.headers.get('If-Match'));
  return { provider, calls, ifMatch };
}

const store = { id: 'S1', storeId: 'S1', storeName: 'Old', tel: '021234567', version: 4 };

describe('If-Match on every write of a record', () => {
  it('an update sends the version of the record it was made from', async () => {
    const { provider, ifMatch } = setup(() => json({ ...store, storeName: 'New', version: 5 }));
    const saved = await provider.update(engineStore.name, {
      id: 'S1',
      data: { storeName: 'New' },
      previousData: store,
    });
    expect(ifMatch()).toEqual(['"4"']);
    expect(saved.data.version).toBe(5);
  });

  it('a record without a version sends none', async () => {
    const { provider, ifMatch } = setup(() => json({ storeName: 'New' }));
    await provider.update(engineStore.name, {
      id: 'S1',
      data: { storeName: 'New' },
      previousData: { id: 'S1', storeName: 'Old' },
    });
    expect(ifMatch()).toEqual([null]);
  });

  it('a delete, a toggle and an action on one record send it too; a batch does not', async () => {
    const { provider, ifMatch } = setup(() => json({}));
    await provider.delete(engineBankAccount.name, {
      id: 'A1',
      previousData: { id: 'A1', version: 2 },
      meta: { storeId: 'S1' },
    });
    const decide = engineRequest.actions?.find((action) => action.name === 'decide');
    if (!decide) throw new Error('the fixture declares decide');
    await provider.runAction(engineRequest.name, {
      action: decide,
      id: 'R1',
      record: { id: 'R1', version: 7 },
      data: { decision: 'Approved' },
    });
    await provider.runAction(engineRequest.name, {
      action: decide,
      ids: ['R1', 'R2'],
      data: { decision: 'Approved' },
    });
    expect(ifMatch()).toEqual(['"2"', '"7"', null, null]);
  });

  it('the all-parts form makes each part on top of the version the one before answered', async () => {
    let version = 4;
    const { provider, ifMatch } = setup(() => json({ version: ++version }));
    await provider.update(engineStore.name, {
      id: 'S1',
      data: { ...store, storeName: 'New', callbackUrl: 'https://shop.example/cb' },
      previousData: { ...store, callbackUrl: 'https://old.example/cb' },
      meta: { part: ALL_PARTS },
    });
    expect(ifMatch()).toEqual(['"4"', '"5"']);
  });

  it('a version chosen to write on top of is sent once, then the record’s own again', async () => {
    const { provider, ifMatch } = setup(() => json({}));
    writeOnTopOf(engineStore.name, 'S1', 9);
    const params = { id: 'S1', data: { storeName: 'Mine' }, previousData: store };
    await provider.update(engineStore.name, params);
    await provider.update(engineStore.name, params);
    expect(ifMatch()).toEqual(['"9"', '"4"']);
  });
});

describe('refusals read from the answer', () => {
  const current = {
    storeId: 'S1',
    storeName: 'Theirs',
    version: 5,
    updatedBy: 'สุดา',
    updatedAt: '2026-11-28T10:00:00+07:00',
  };

  it('a 412 becomes a conflict with the current record, who and when', async () => {
    const { provider } = setup(() =>
      json({ message: 'Store S1 was changed by สุดา', code: 'conflict', current }, 412),
    );
    const error = await provider
      .update(engineStore.name, { id: 'S1', data: { storeName: 'Mine' }, previousData: store })
      .catch((caught: unknown) => caught);
    // The message is the HTTP client's (a translated service error); the rest is the conflict's.
    expect(conflictOf(error)).toMatchObject({
      current,
      version: 5,
      changedBy: 'สุดา',
      changedAt: '2026-11-28T10:00:00+07:00',
    });
    expect(alreadyDoneOf(error)).toBeUndefined();
  });

  it('a 409 already_done names who did what and when; another 409 is not one', () => {
    const done = new HttpError('already', 409, {
      message: 'already',
      code: 'already_done',
      doneBy: 'สมชาย',
      doneAt: '2026-11-28T10:00:00+07:00',
      action: 'approve',
    });
    expect(alreadyDoneOf(done)).toEqual({
      doneBy: 'สมชาย',
      doneAt: '2026-11-28T10:00:00+07:00',
      action: 'approve',
      message: 'already',
    });
    expect(alreadyDoneOf(new HttpError('taken', 409, { message: 'taken' }))).toBeUndefined();
    expect(conflictOf(done)).toBeUndefined();
  });
});
