import { useGetIdentity, useLocation, useResourceContext, useStore } from 'react-admin';
import { lazyPart } from '../../../components/lazyPart.tsx';
import { savedViewsKey, VIEW_PARAM } from './viewsKey.ts';

const OpenSavedView = lazyPart(() => import('./OpenSavedView.tsx').then((m) => m.OpenSavedView));

/**
 * Opens a saved view on the list (docs/lists.md): the one its address names (`?view=<slug>`), else the
 * user's default view when the address has no filter. Its code loads only then.
 */
export function SavedViewOpener() {
  const { identity } = useGetIdentity();
  const resource = useResourceContext() ?? '';
  const [stored] = useStore<unknown>(savedViewsKey(identity?.id ?? '', resource));
  const params = new URLSearchParams(useLocation().search);
  const wanted = identity && (params.has(VIEW_PARAM) || (stored !== undefined && !params.has('filter')));
  return wanted ? <OpenSavedView stored={stored} /> : null;
}
