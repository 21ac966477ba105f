import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { TopToolbar, useRecordContext } from 'react-admin';
import { DeleteRecordButton } from '../../components/DeleteRecordButton.tsx';
import { LinkButton } from '../../components/LinkButton.tsx';
import { ToggleActiveButton } from '../../components/ToggleActiveButton.tsx';
import { toRaAction, useResourceAccessContext } from '../access.tsx';
import { DeclaredActionButton } from '../actions/lazyActionButton.ts';
import { meetsCondition } from '../declarations/actions.ts';
import { useDeclaration } from '../declarationContext.tsx';
import { toggleSource } from '../fields/active.tsx';
import { canDelete, canEdit } from '../list/capabilities.ts';
import { resourceName } from '../labels.ts';
import { inShow } from '../placement.ts';
import { useDeclaredPaths, useDeclaredRedirectPaths, useParentMeta } from '../routing/paths.ts';

/**
 * Back to the list (a child: to its parent), the record's own actions, edit and delete, each by
 * permission. A read-only view only goes back.
 */
export function ShowActions({ readOnly = false }: { readOnly?: boolean }) {
  const def = useDeclaration();
  const access = useResourceAccessContext();
  const paths = useDeclaredPaths(def);
  const targets = useDeclaredRedirectPaths(def);
  const parentMeta = useParentMeta(def);
  const record = useRecordContext();
  const rowActions = (def.actions ?? []).filter(
    (a) => a.scope === 'row' && access?.[toRaAction(a.permission)] === true && meetsCondition(a.when, record),
  );
  const activeSource = toggleSource(def);
  // The switch is already on the page when the active field is displayed.
  const activeField = def.fields.find((f) => f.source === activeSource);
  const toggleInToolbar = activeSource !== undefined && activeField !== undefined && !inShow(activeField);
  return (
    <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
      <LinkButton
        label={def.parent ? 'pa.engine.child.backToParent' : 'ra.action.back'}
        to={paths.list}
        icon={<ArrowBackIcon />}
      />
      {record && !readOnly && (
        <span>
          {toggleInToolbar && (
            <ToggleActiveButton
              resource={def.name}
              source={activeSource}
              titleSource={def.recordTitle}
              allowed={access?.toggle ?? false}
              {...(parentMeta ? { meta: parentMeta } : {})}
            />
          )}
          {rowActions.map((action) => (
            <DeclaredActionButton key={action.name} def={def} action={action} />
          ))}
          {canEdit(def, access) && !def.tabs && (
            <LinkButton label="ra.action.edit" to={paths.edit(record.id)} icon={<EditIcon />} />
          )}
          {canDelete(def, access) && (
            <DeleteRecordButton
              nameKey={resourceName(def)}
              titleSource={def.recordTitle}
              redirectTo={targets.list}
              meta={parentMeta}
            />
          )}
        </span>
      )}
    </TopToolbar>
  );
}
