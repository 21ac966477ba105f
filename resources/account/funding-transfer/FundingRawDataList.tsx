import { GeneratedList } from '../../../src/schema/pages.ts';
import { FundingTabs } from './FundingTabs.tsx';

export default function FundingRawDataList() {
  return (
    <>
      <FundingTabs value="raw" />
      <GeneratedList />
    </>
  );
}
