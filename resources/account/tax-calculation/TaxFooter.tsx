import Alert from '@mui/material/Alert';
import { useListContext, useTranslate } from 'react-admin';
import { formatSatang } from '../../../src/data/index.ts';
import { ListTotals } from '../common/ListTotals.tsx';
import { checkTax } from './taxCheck.ts';

const R = 'account/tax-calculation';

/** Totals of the filtered rows, and each row's tax checked against its fee and rate. */
export default function TaxFooter() {
  const translate = useTranslate();
  const { data } = useListContext();
  const rows = data ?? [];
  const checked = rows.map((row) => ({ row, check: checkTax(row) }));
  const wrong = checked.filter(({ check }) => check !== null && !check.ok);
  const unchecked = checked.filter(({ check }) => check === null).length;
  return (
    <>
      <ListTotals resource={R} fields={['amount1', 'amount2', 'amount3', 'taxAmount']} />
      {rows.length > 0 && (
        <Alert
          severity={wrong.length > 0 || unchecked > 0 ? 'warning' : 'success'}
          sx={{ m: 1 }}
          role="status"
        >
          {wrong.length === 0 && unchecked === 0
            ? translate(`resources.${R}.messages.checkOk`, { smart_count: rows.length })
            : translate(`resources.${R}.messages.checkWrong`, {
                smart_count: wrong.length + unchecked,
                rows: wrong
                  .map(({ row, check }) =>
                    check
                      ? `${String(row.id)} (${formatSatang(check.actual)} ≠ ${formatSatang(check.expected)})`
                      : String(row.id),
                  )
                  .join(', '),
              })}
        </Alert>
      )}
    </>
  );
}
