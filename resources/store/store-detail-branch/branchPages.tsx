/**
 * Pages of a branch at the spec's URL shapes: every tab at once, and the branch's billers. They render
 * inside the branch's declaration (its billers with it), which they read by name.
 */
import {
  FormTypeRoute,
  lazyViews,
  useChildDeclaration,
  useChildDeclarations,
  useDeclaration,
  ViewRoute,
} from '../../../src/schema/pages.ts';

/** `…/{tab}/viewall`: every tab of the branch on one page. */
export function AllTabsView() {
  const storeDetailBranch = useDeclaration();
  const childDefs = useChildDeclarations();
  return (
    <ViewRoute
      def={storeDetailBranch}
      action="show"
      view={lazyViews(storeDetailBranch).show}
      options={{ allTabs: true }}
      childDefs={childDefs}
    />
  );
}

/** `…/{tab}/editall`: every tab of the branch in one form. */
export function AllTabsForm() {
  const storeDetailBranch = useDeclaration();
  return (
    <ViewRoute
      def={storeDetailBranch}
      action="edit"
      view={lazyViews(storeDetailBranch).edit}
      options={{ allTabs: true }}
    />
  );
}

/** `…/{tab}/biller-view/{billerId}`: one of the branch's billers. */
export function BillerView() {
  const branchBiller = useChildDeclaration('store/branch-biller');
  return <ViewRoute def={branchBiller} action="show" view={lazyViews(branchBiller).show} />;
}

/** `…/{tab}/biller/{billerId}`: a branch biller's form (`create` opens an empty one). */
export function BillerForm() {
  const branchBiller = useChildDeclaration('store/branch-biller');
  return <FormTypeRoute def={branchBiller} views={lazyViews(branchBiller)} />;
}
