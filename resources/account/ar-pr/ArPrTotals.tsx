import { ListTotals } from '../common/ListTotals.tsx';

export default function ArPrTotals() {
  return <ListTotals resource="account/ar-pr" fields={['ap', 'ar', 'amount']} />;
}
