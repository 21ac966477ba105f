import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useResourcePaths } from '../../../src/schema/pages.ts';

export type FundingTab = 'transfers' | 'raw' | 'return';

const M = 'resources.account/funding-transfer.messages';

/** The three views of funding transfer, each at its own URL so a tab can be shared and reloaded. */
export function FundingTabs({ value }: { value: FundingTab }) {
  const translate = useTranslate();
  const transfers = useResourcePaths('account/funding-transfer').list;
  const raw = useResourcePaths('account/funding-transfer/raw-data').list;
  const returns = useResourcePaths('account/funding-transfer/transfer-return').list;
  return (
    <Tabs value={value} aria-label={translate(`${M}.tabs`)} sx={{ mb: 1 }}>
      <Tab value="transfers" label={translate(`${M}.tabTransfers`)} component={Link} to={transfers} />
      <Tab value="raw" label={translate(`${M}.tabRawData`)} component={Link} to={raw} />
      <Tab value="return" label={translate(`${M}.tabTransferReturn`)} component={Link} to={returns} />
    </Tabs>
  );
}
