import { GeneratedList } from '../../../src/schema/pages.ts';
import { FundingTabs } from './FundingTabs.tsx';

export default function TransferReturnList() {
  return (
    <>
      <FundingTabs value="return" />
      <GeneratedList />
    </>
  );
}
