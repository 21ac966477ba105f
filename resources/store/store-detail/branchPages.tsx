/** Pages of a branch at the spec's URL shapes: every tab at once, and the branch's billers. */
import { FormTypeRoute } from '../../../src/schema/routing/FormTypeRoute.tsx';
import { lazyViews } from '../../../src/schema/routing/lazyViews.ts';
import { ViewRoute } from '../../../src/schema/routing/ViewRoute.tsx';
import { storeDetailBranch } from '../store-detail-branch.ts';
import { branchBiller } from './biller.ts';

/** `…/{tab}/viewall`: every tab of the branch on one page. */
export function AllTabsView() {
  return (
    <ViewRoute
      def={storeDetailBranch}
      action="show"
      view={lazyViews(storeDetailBranch).show}
      options={{ allTabs: true }}
      childDefs={[branchBiller]}
    />
  );
}

/** `…/{tab}/editall`: every tab of the branch in one form. */
export function AllTabsForm() {
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
  return <ViewRoute def={branchBiller} action="show" view={lazyViews(branchBiller).show} />;
}

/** `…/{tab}/biller/{billerId}`: a branch biller's form (`create` opens an empty one). */
export function BillerForm() {
  return <FormTypeRoute def={branchBiller} views={lazyViews(branchBiller)} />;
}
