import { GeneratedList } from '../../../src/schema/pages.ts';
import { FundingTabs } from './FundingTabs.tsx';

export default function FundingTransferList() {
  return (
    <>
      <FundingTabs value="transfers" />
      <GeneratedList />
    </>
  );
}
