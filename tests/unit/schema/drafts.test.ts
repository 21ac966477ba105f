// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  changedValues,
  clearDraft,
  draftKey,
  draftSources,
  readDraft,
  sessionHasEnded,
  writeDraft,
} from '../../../src/schema/form/drafts.ts';
import type { FieldDeclaration } from '../../../src/schema/types.ts';

afterEach(() => sessionStorage.clear());

const fields = [
  { source: 'title', type: 'text' },
  { source: 'apiSecret', type: 'secret' },
  { source: 'logo', type: 'file' },
  { source: 'password', type: 'text' },
  { source: 'createdAt', type: 'dateTime', form: false },
  { source: 'code', type: 'text', form: 'create' },
] as FieldDeclaration[];

describe('form drafts', () => {
  it('are keyed per user, resource and record', () => {
    expect(draftKey('u-0001', 'management/announcement', 'ANN0001')).toBe(
      'pa.draft.v1:u-0001:management/announcement:ANN0001',
    );
    expect(draftKey('u-0001', 'management/announcement')).toBe(
      'pa.draft.v1:u-0001:management/announcement:new',
    );
    expect(draftKey('u-0002', 'management/announcement', 'ANN0001')).not.toBe(
      draftKey('u-0001', 'management/announcement', 'ANN0001'),
    );
  });

  it('never keep secrets, files or fields the form does not show', () => {
    expect(draftSources({ fields }, 'edit')).toEqual(['title']);
    expect(draftSources({ fields }, 'create')).toEqual(['title', 'code']);
  });

  it('keep only what differs from what was loaded', () => {
    const now = { title: 'ใหม่', code: 'A1', tags: ['x'] };
    const loaded = { title: 'เดิม', code: 'A1', tags: ['x'] };
    expect(
      changedValues(
        ['title', 'code', 'tags'],
        (s) => now[s as keyof typeof now],
        (s) => loaded[s as keyof typeof loaded],
      ),
    ).toEqual({ title: 'ใหม่' });
  });

  it('are written, read back and removed; an empty change removes the draft', () => {
    const key = draftKey('u-0001', 'management/announcement', 'ANN0001');
    writeDraft(key, { title: 'typed' }, 1000);
    expect(readDraft(key)).toEqual({ values: { title: 'typed' }, savedAt: 1000 });
    writeDraft(key, {});
    expect(readDraft(key)).toBeNull();
    writeDraft(key, { title: 'typed' });
    clearDraft(key);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('ignore a damaged draft', () => {
    sessionStorage.setItem('k', '{not json');
    expect(readDraft('k')).toBeNull();
    sessionStorage.setItem('k', '[1,2]');
    expect(readDraft('k')).toBeNull();
  });

  it('know when a sign-out happened in this tab', () => {
    expect(sessionHasEnded()).toBe(false);
    sessionStorage.setItem('pa.auth.reason', 'expired');
    expect(sessionHasEnded()).toBe(true);
  });
});
