import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { Navigate, Show, useParams, useRecordContext } from 'react-admin';
import { KEEP_PAGE_ON_ERROR, ShowLoadError } from '../../components/LoadError.tsx';
import { ResourceAccessProvider, useResourceAccess } from '../access.tsx';
import { useChildDeclarations, useDeclaration } from '../declarationContext.tsx';
import { tabOf } from '../form/parts.ts';
import { useParentMeta } from '../routing/paths.ts';
import { useScreen } from '../routing/screen.tsx';
import { ChildLists } from './ChildList.tsx';
import { RecordHistory } from './RecordHistory.tsx';
import { RecordTitle } from './RecordTitle.tsx';
import { ShowActions } from './ShowActions.tsx';
import { ShownFields } from './ShownFields.tsx';
import { TabbedFields } from './TabbedFields.tsx';
import type { ResourceDefinition } from '../types.ts';
import { useIntent } from '../../loading/index.ts';

/**
 * The view page at `/<name>/view/:id`: every shown field, labelled, with the record's actions (none on
 * a read-only route), and the lists of its child resources. With tabs: one tab at a time, the tab in
 * the URL (`view/:id/tab/:tab`), or every tab at `viewall/:id`. Under it, the record's History when
 * the audit service is configured and the declaration does not opt out (RecordHistory.tsx).
 */
export default function GeneratedShow() {
  const def = useDeclaration();
  const childDefs = useChildDeclarations();
  const screen = useScreen();
  const { id = '', tab } = useParams<{ id: string; tab?: string }>();
  const access = useResourceAccess(def.name);
  const parentMeta = useParentMeta(def);
  const intent = useIntent();
  // The tab's own calls (its part, its child lists) start with the record's, not after it: the id is
  // in the address (docs/architecture.md, "Loading policy").
  useEffect(() => {
    if (id !== '' && def.tabs) intent({ resource: def.name, id, tab: tab ?? def.tabs[0]?.name });
  }, [intent, def, id, tab]);
  if (tab !== undefined && !tabOf(def, tab)) return <Navigate to="/404" replace />;
  return (
    <ResourceAccessProvider value={access}>
      <Show
        resource={def.name}
        id={id}
        title={<RecordTitle def={def} />}
        actions={<ShowActions readOnly={screen.readOnly} />}
        queryOptions={{ ...KEEP_PAGE_ON_ERROR, meta: parentMeta }}
        error={<ShowLoadError />}
      >
        {def.tabs ? (
          <TabbedFields
            def={def}
            childDefs={childDefs}
            current={tab}
            all={screen.allTabs === true}
            readOnly={screen.readOnly}
          />
        ) : (
          <>
            <ShownFields def={def} />
            <ChildLists childDefs={childDefs} />
          </>
        )}
        <ShownRecordHistory def={def} id={id} />
      </Show>
    </ResourceAccessProvider>
  );
}

/**
 * The record's History, under the record once it is shown: shown earlier, below the page's loading
 * state, it would jump when the record took that place.
 */
function ShownRecordHistory({ def, id }: { def: ResourceDefinition; id: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <RecordHistory def={def} id={id} />
    </Box>
  );
}
