/**
 * A user request: its fields and decided items (generated), and the pending changes and files, each
 * with the requested value beside the current one and its own approve / disapprove (one request per
 * click, a remark, confirmed). The generic view has no per-item actions, hence this slot. Under it,
 * the request's History, as on a generated view page (each decision is recorded by the audit service).
 */
import { Show, useParams } from 'react-admin';
import { KEEP_PAGE_ON_ERROR, ShowLoadError } from '../../../src/components/index.ts';
import {
  RecordHistory,
  RecordTitle,
  ResourceAccessProvider,
  ShowActions,
  ShownFields,
  useDeclaration,
  useResourceAccess,
  useScreen,
} from '../../../src/schema/pages.ts';
import { PendingItems } from './PendingItems.tsx';

export default function UserRequestShow() {
  const def = useDeclaration();
  const screen = useScreen();
  const { id = '' } = useParams<{ id: string }>();
  const access = useResourceAccess(def.name);
  return (
    <ResourceAccessProvider value={access}>
      <Show
        resource={def.name}
        id={id}
        title={<RecordTitle def={def} />}
        actions={<ShowActions readOnly={screen.readOnly} />}
        queryOptions={KEEP_PAGE_ON_ERROR}
        error={<ShowLoadError />}
      >
        <ShownFields
          def={def}
          only={[
            'id',
            'date',
            'storeId',
            'storeName',
            'username',
            'typeEdit',
            'status',
            'remark',
            'updatedBy',
            'updatedDate',
          ]}
        />
        <PendingItems kind="pendingList" canDecide={access.approve && !screen.readOnly} />
        <PendingItems kind="pendingFiles" canDecide={access.approve && !screen.readOnly} />
        <ShownFields def={def} only={['completedList', 'completedFiles']} />
      </Show>
      <RecordHistory def={def} id={id} />
    </ResourceAccessProvider>
  );
}
