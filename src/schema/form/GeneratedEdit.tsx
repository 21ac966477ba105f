import { Edit, Navigate, useParams, type Identifier } from 'react-admin';
import { EditLoadError, KEEP_PAGE_ON_ERROR } from '../../components/LoadError.tsx';
import { ALL_PARTS } from '../../data/provider/partRequest.ts';
import { useDeclaration } from '../declarationContext.tsx';
import { useDeclaredPaths, useDeclaredRedirectPaths, useParentMeta } from '../routing/paths.ts';
import { useScreen } from '../routing/screen.tsx';
import { RecordTitle } from '../show/RecordTitle.tsx';
import { ConflictChannelContext, useEditConflicts } from './conflictChannel.tsx';
import { DeclaredForm } from './DeclaredForm.tsx';
import { editableTabFields, tabOf } from './parts.ts';
import { formPayload } from './payload.ts';

/**
 * Edit at `/<name>/form/:id`: waits for the server (pessimistic); on an error the server's message is
 * notified and the form keeps what was typed; on success it opens the view page. A tab's form
 * (`view/:id/form/:tab`) or a declared form route shows and sends only its part; `formall` shows every
 * editable tab and sends each changed part.
 */
export default function GeneratedEdit() {
  const def = useDeclaration();
  const screen = useScreen();
  const { id = '', tab: tabName } = useParams<{ id: string; tab?: string }>();
  const paths = useDeclaredPaths(def);
  const targets = useDeclaredRedirectPaths(def);
  const parentMeta = useParentMeta(def);
  const conflicts = useEditConflicts();
  const tab = tabOf(def, tabName);
  if (tabName !== undefined && (!tab || tab.load)) return <Navigate to="/404" replace />;
  const allTabs = screen.allTabs === true && def.tabs !== undefined;
  const part = tab ? tab.name : allTabs ? ALL_PARTS : screen.part;
  const only = tab ? tab.fields : allTabs ? editableTabFields(def) : screen.fields;
  const hasView = def.views.includes('show');
  const back = (target: typeof paths, savedId: Identifier) => {
    if (!hasView) return target.list;
    if (tab) return target.tab(savedId, tab.name);
    return allTabs ? target.viewAll(savedId) : target.view(savedId);
  };
  // useRedirect adds the basename itself, so the target is built without it.
  const redirect = (_resource?: string, savedId?: Identifier) =>
    savedId === undefined ? targets.list : back(targets, savedId);
  return (
    <Edit
      resource={def.name}
      id={id}
      mutationMode="pessimistic"
      redirect={redirect}
      transform={formPayload(def, 'edit', { only })}
      queryOptions={{ ...KEEP_PAGE_ON_ERROR, meta: parentMeta }}
      mutationOptions={{
        meta: { ...parentMeta, ...(part === undefined ? {} : { part }) },
        // A save refused because the record changed opens the form's conflict part (FormConflict.tsx).
        onError: conflicts.onError,
      }}
      title={<RecordTitle def={def} />}
      actions={false}
      error={<EditLoadError />}
    >
      <ConflictChannelContext value={conflicts}>
        <DeclaredForm def={def} mode="edit" only={only} cancelTo={back(paths, id)} />
      </ConflictChannelContext>
    </Edit>
  );
}
