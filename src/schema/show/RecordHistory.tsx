/**
 * The History section under a page that shows one record the console writes: a view page (generated or
 * a declaration's own) and a settings page. Shown only when config.json has the audit service
 * (`services.audit`) and the declaration does not opt out (`history: false`); then its code and words
 * load with the page's first render (History.tsx), its events when it is opened. The section is the
 * page's last part and loads in a boundary of its own: the page above it does not wait for it.
 */
import { useEffect } from 'react';
import { useI18nProvider } from 'react-admin';
import { lazyPart } from '../../components/lazyPart.tsx';
import { loadPartMessages } from '../../components/partMessages.ts';
import { useOptionalAppConfig } from '../../config/context.tsx';
import type { ResourceDefinition } from '../types.ts';

const History = lazyPart(() => import('./History.tsx').then((m) => m.History));

/**
 * The react-query key of a record's History: a page that writes the record while its History is shown
 * (a settings page's form in place) invalidates it, so the section reads again. Without `id`, the
 * screen's one record (a settings page).
 */
export const historyQueryKey = (resource: string, id?: string): readonly unknown[] =>
  id === undefined ? ['audit', 'events', resource] : ['audit', 'events', resource, id];

/**
 * The record's History. `id` is the record's (its declaration's `idField` value); a settings page,
 * whose one record has no id, passes none.
 */
export function RecordHistory({ def, id }: { def: ResourceDefinition; id?: string }) {
  const shown = useOptionalAppConfig()?.services.audit !== undefined && def.history !== false;
  const single = def.settings !== undefined;
  const i18nProvider = useI18nProvider();
  // The section's words load beside its code, not after it.
  useEffect(() => {
    if (shown) void loadPartMessages(i18nProvider, 'history');
  }, [shown, i18nProvider]);
  if (!shown || (!single && !id)) return null;
  const recordId = single ? undefined : id;
  return <History def={def} id={recordId} queryKey={historyQueryKey(def.name, recordId)} />;
}
