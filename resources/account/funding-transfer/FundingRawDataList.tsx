import GeneratedList from '../../../src/schema/list/GeneratedList.tsx';
import { FundingTabs } from './FundingTabs.tsx';

export default function FundingRawDataList() {
  return (
    <>
      <FundingTabs value="raw" />
      <GeneratedList />
    </>
  );
}
