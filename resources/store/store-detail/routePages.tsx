/**
 * Pages of the store detail at the spec's own URL shapes, each the generated screen of a declaration:
 * `form/{storeId}` (every tab in one form), the branch pages under the store, and one document type.
 * They render inside the store's declaration (its child resources with it), which they read by name.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, LinkBase, Navigate, TopToolbar, useParams } from 'react-admin';
import {
  FormTypeRoute,
  lazyViews,
  useChildDeclaration,
  useDeclaration,
  useDeclaredPaths,
  ViewRoute,
} from '../../../src/schema/pages.ts';
import { StoreFilesOf } from './StoreFiles.tsx';

/** `form/{storeId}`: every editable tab in one form; each changed part is saved to its own endpoint. */
export function AllTabsForm() {
  const storeDetail = useDeclaration();
  return (
    <ViewRoute
      def={storeDetail}
      action="edit"
      view={lazyViews(storeDetail).edit}
      options={{ allTabs: true }}
    />
  );
}

/** `view/{storeId}/view/branch/{branchId}`: the branch's view page. */
export function BranchView() {
  const branch = useChildDeclaration('store/branch');
  return <ViewRoute def={branch} action="show" view={lazyViews(branch).show} />;
}

/** `{formType}/{storeId}/branch/{branchId}`: `view`, `edit`, or `create` (an empty form). */
export function BranchByFormType() {
  const { formType } = useParams<{ formType: string }>();
  const branch = useChildDeclaration('store/branch');
  if (formType === 'view') return <BranchView />;
  return <FormTypeRoute def={branch} views={lazyViews(branch)} />;
}

/**
 * `view/{storeId}/file/{typeFile}/{form}`: one document type; `form` offers upload and replace. "Back"
 * goes to the store's documents (the Files tab's address, in its group).
 */
export function StoreFilePage() {
  const { id, typeFile, form } = useParams<{ id: string; typeFile: string; form: string }>();
  const paths = useDeclaredPaths(useDeclaration());
  if (!id || !typeFile || (form !== 'view' && form !== 'form')) return <Navigate to="/404" replace />;
  return (
    <>
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <Button component={LinkBase} to={paths.tab(id, 'files')} label="ra.action.back">
          <ArrowBackIcon />
        </Button>
      </TopToolbar>
      <StoreFilesOf storeId={id} typeFile={typeFile.toUpperCase()} mode={form} />
    </>
  );
}
