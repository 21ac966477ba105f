// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addView,
  deleteView,
  nameTaken,
  readSavedViews,
  renameView,
  setDefaultView,
  showsView,
  slugify,
  uniqueSlug,
  viewSearch,
  withoutViewParam,
  type ListState,
  type SavedViews,
} from '../../../../src/schema/list/views/savedViews.ts';
import { SAVED_VIEWS_PREFIX, savedViewsKey } from '../../../../src/schema/list/views/viewsKey.ts';

const STATE: ListState = {
  filter: { q: 'ร้าน', isActive: true },
  displayedFilters: { isActive: true },
  sort: { field: 'storeType', order: 'DESC' },
  perPage: 25,
};

describe('where a user’s views are kept', () => {
  it('is one store entry per user and list', () => {
    const admin = savedViewsKey('u-admin', 'management/store-type');
    expect(admin).toBe('views.u-admin.management/store-type');
    expect(admin.startsWith(SAVED_VIEWS_PREFIX)).toBe(true);
    expect(savedViewsKey('u-viewer', 'management/store-type')).not.toBe(admin);
    expect(savedViewsKey('u-admin', 'store/transaction')).not.toBe(admin);
    expect(savedViewsKey(42, 'management/store-type')).toBe('views.42.management/store-type');
  });

  it('cannot be reached by an id shaped like another user’s key', () => {
    // A dot in an id would let `a.b` + list `c` meet `a` + list `b.c`: the id is encoded.
    expect(savedViewsKey('a.b', 'c')).not.toBe(savedViewsKey('a', 'b.c'));
    expect(savedViewsKey('a/b', 'c')).toBe('views.a%2Fb.c');
  });
});

describe('reading stored views', () => {
  const good = { slug: 'mine', name: 'Mine', ...STATE };

  it('keeps a well-formed entry as it is', () => {
    const stored: SavedViews = { version: 1, views: [good], defaultView: 'mine' };
    expect(readSavedViews(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('reads anything but a version-1 entry as no views', () => {
    for (const value of [
      undefined,
      null,
      'garbage{',
      42,
      [],
      {},
      { views: [good] },
      { version: 2, views: [good] },
      { version: 1, views: 'x' },
    ])
      expect(readSavedViews(value), JSON.stringify(value)).toEqual({ version: 1, views: [] });
  });

  it('leaves out a broken view, a second one with the same slug, and a default naming no view', () => {
    const broken = [
      'junk',
      null,
      { ...good, slug: 'other', name: '' },
      { ...good, slug: 'other', name: 'x'.repeat(61) },
      { ...good, slug: 'Not A Slug' },
      { ...good, slug: '' },
      { ...good, slug: 'other', filter: [] },
      { ...good, slug: 'other', sort: { field: 'a', order: 'UP' } },
      { ...good, slug: 'other', sort: null },
      { ...good, slug: 'other', perPage: 0 },
      { ...good, slug: 'other', perPage: 2.5 },
      { ...good, slug: 'other', perPage: '25' },
      { ...good, slug: 'other', displayedFilters: { a: 'yes' } },
      { ...good, name: 'Same slug again' },
    ];
    const read = readSavedViews({ version: 1, views: [good, ...broken], defaultView: 'other' });
    expect(read).toEqual({ version: 1, views: [good] });
  });

  it('reads a view saved without shown filters as showing none', () => {
    const { displayedFilters: _shown, ...older } = good;
    expect(readSavedViews({ version: 1, views: [older] }).views[0]?.displayedFilters).toEqual({});
  });
});

describe('slugs and names', () => {
  it('makes an address part of a name, Thai included', () => {
    expect(slugify('  Mine First! ')).toBe('mine-first');
    expect(slugify('ร้านค้า ใหม่')).toBe('ร้านค้า-ใหม่');
    expect(slugify('***')).toBe('');
  });

  it('gives a new view a slug no other view has', () => {
    let saved: SavedViews = { version: 1, views: [] };
    saved = addView(saved, 'Mine', STATE);
    saved = addView(saved, 'mine!', STATE);
    saved = addView(saved, '***', STATE);
    expect(saved.views.map((v) => v.slug)).toEqual(['mine', 'mine-2', 'view']);
    expect(uniqueSlug('Mine', saved.views)).toBe('mine-3');
  });

  it('finds a name taken by another view, not by the one renamed', () => {
    const saved = addView({ version: 1, views: [] }, 'Mine', STATE);
    expect(nameTaken(' mine ', saved.views)).toBe(true);
    expect(nameTaken('Mine', saved.views, 'mine')).toBe(false);
    expect(nameTaken('Yours', saved.views)).toBe(false);
  });
});

describe('changing views', () => {
  const saved = addView(addView({ version: 1, views: [] }, 'One', STATE), 'Two', { ...STATE, perPage: 10 });

  it('renames a view and keeps its slug (its address still opens it)', () => {
    const renamed = renameView(saved, 'one', '  Uno ');
    expect(renamed.views[0]).toMatchObject({ slug: 'one', name: 'Uno' });
    expect(readSavedViews(renamed)).toEqual(renamed);
  });

  it('makes a view the default, and none', () => {
    const withDefault = setDefaultView(saved, 'two');
    expect(withDefault.defaultView).toBe('two');
    expect(setDefaultView(withDefault, undefined)).toEqual(saved);
  });

  it('deletes a view, and the default with it', () => {
    const withDefault = setDefaultView(saved, 'two');
    expect(deleteView(withDefault, 'two')).toEqual({ version: 1, views: [saved.views[0]] });
    expect(deleteView(withDefault, 'one')).toEqual({
      version: 1,
      views: [saved.views[1]],
      defaultView: 'two',
    });
  });
});

describe('a view’s address', () => {
  it('is react-admin’s own list parameters, on the first page', () => {
    const params = new URLSearchParams(viewSearch(STATE));
    expect(JSON.parse(params.get('filter') ?? '')).toEqual(STATE.filter);
    expect(JSON.parse(params.get('displayedFilters') ?? '')).toEqual(STATE.displayedFilters);
    expect(
      Object.fromEntries([...params].filter(([k]) => !k.endsWith('ilter') && k !== 'displayedFilters')),
    ).toEqual({
      sort: 'storeType',
      order: 'DESC',
      page: '1',
      perPage: '25',
    });
  });

  it('loses the view parameter once the view is open', () => {
    expect(withoutViewParam('?view=mine')).toBe('');
    expect(withoutViewParam('?view=mine&page=2')).toBe('?page=2');
  });

  it('tells which view the list shows (filters in any order)', () => {
    expect(showsView({ ...STATE, filter: { isActive: true, q: 'ร้าน' } }, STATE)).toBe(true);
    expect(showsView({ ...STATE, perPage: 10 }, STATE)).toBe(false);
    expect(showsView({ ...STATE, sort: { field: 'storeType', order: 'ASC' } }, STATE)).toBe(false);
  });
});
