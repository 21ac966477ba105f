import GeneratedList from '../../../src/schema/list/GeneratedList.tsx';
import { FundingTabs } from './FundingTabs.tsx';

export default function TransferReturnList() {
  return (
    <>
      <FundingTabs value="return" />
      <GeneratedList />
    </>
  );
}
