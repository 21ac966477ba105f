import { useEffect } from 'react';
import { useI18nProvider, useLocation, useNavigate, useNotify } from 'react-admin';
import { loadPartMessages } from '../../../components/partMessages.ts';
import { readSavedViews, viewSearch, withoutViewParam } from './savedViews.ts';
import { VIEW_PARAM } from './viewsKey.ts';

/**
 * Puts a saved view's filters, sort and page size in the list's address, in place of the address that
 * named it (`?view=<slug>`) or that had no filter (the default view). An unknown slug is dropped from
 * the address with a warning.
 */
export function OpenSavedView({ stored }: { stored: unknown }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const i18nProvider = useI18nProvider();
  useEffect(() => {
    const saved = readSavedViews(stored);
    const params = new URLSearchParams(search);
    const slug = params.get(VIEW_PARAM);
    if (slug === null && params.has('filter')) return;
    const view = saved.views.find((v) => v.slug === (slug ?? saved.defaultView));
    if (view) {
      navigate({ pathname, search: viewSearch(view) }, { replace: true });
    } else if (slug !== null) {
      navigate({ pathname, search: withoutViewParam(search) }, { replace: true });
      void loadPartMessages(i18nProvider, 'lists').then(() =>
        notify('pa.engine.views.notFound', { type: 'warning', messageArgs: { slug } }),
      );
    }
  }, [stored, pathname, search, navigate, notify, i18nProvider]);
  return null;
}
