import GeneratedList from '../../../src/schema/list/GeneratedList.tsx';
import { FundingTabs } from './FundingTabs.tsx';

export default function FundingTransferList() {
  return (
    <>
      <FundingTabs value="transfers" />
      <GeneratedList />
    </>
  );
}
