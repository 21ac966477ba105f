import { ListTotals } from '../shared/ListTotals.tsx';

export default function ArPrTotals() {
  return <ListTotals resource="account/ar-pr" fields={['ap', 'ar', 'amount']} />;
}
