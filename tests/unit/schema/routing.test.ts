// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findStatus } from '../../../src/components/statusVocabularies.ts';
import { STATUS_VOCABULARIES } from '../../../resources/catalog/statuses.ts';
import { inForm, inList, isSortable } from '../../../src/schema/placement.ts';
import { resourcePaths } from '../../../src/schema/routing/paths.ts';

describe('resourcePaths', () => {
  it('follows the URL scheme of docs/routes.md, never react-admin’s /:id/show', () => {
    const paths = resourcePaths('management/announcement');
    expect(paths.list).toBe('/management/announcement');
    expect(paths.view(42)).toBe('/management/announcement/view/42');
    expect(paths.edit(42)).toBe('/management/announcement/form/42');
    expect(paths.create).toBe('/management/announcement/form/create');
  });

  it('encodes ids and honours a basename', () => {
    expect(resourcePaths('management/payment-channel', '/console/').view('00 2/x')).toBe(
      '/console/management/payment-channel/view/00%202%2Fx',
    );
  });
});

describe('field placement', () => {
  it('puts a create-only field in the create form only', () => {
    const field = { source: 'isActive', type: 'active' as const, form: 'create' as const };
    expect(inForm(field, 'create')).toBe(true);
    expect(inForm(field, 'edit')).toBe(false);
  });

  it('reads a master field’s list column from listColumn (its `list` names the master list)', () => {
    expect(inList({ source: 'provinceId', type: 'master', list: 'province' })).toBe(true);
    expect(inList({ source: 'provinceId', type: 'master', list: 'province', listColumn: false })).toBe(false);
  });

  it('sorts by default except secrets, files and embedded lists', () => {
    expect(isSortable({ source: 'name', type: 'text' })).toBe(true);
    expect(isSortable({ source: 'name', type: 'text', sortable: false })).toBe(false);
    expect(isSortable({ source: 'apiKey', type: 'secret' })).toBe(false);
  });
});

describe('findStatus', () => {
  it('matches service spellings of a status regardless of case and separators', () => {
    expect(findStatus(STATUS_VOCABULARIES.fundingTransfer, 'PENDING_FOR_SETTLE')?.key).toBe(
      'pendingForSettle',
    );
    expect(findStatus(STATUS_VOCABULARIES.fundingTransfer, 'Pending for settle')?.color).toBe('warning');
    expect(findStatus(STATUS_VOCABULARIES.qrTransaction, 'paid')?.color).toBe('success');
    expect(findStatus(STATUS_VOCABULARIES.qrTransaction, 'refunded')).toBeUndefined();
  });
});
