import { declare } from '../../catalog/define.ts';

/** The last 24 months as `yyyy-MM`, newest first: the month filter's choices. */
function recentMonths(now = new Date(), count = 24): { id: string; name: string }[] {
  const months: { id: string; name: string }[] = [];
  for (let k = 0; k < count; k++) {
    const d = new Date(now.getFullYear(), now.getMonth() - k, 1);
    const id = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
    months.push({ id, name: id });
  }
  return months;
}

export default declare({
  idField: 'id',
  endpoints: { get: 'report/tax_calculation/{id}' },
  fields: [
    { source: 'id', type: 'text', list: false },
    { source: 'storeId', type: 'text' },
    { source: 'storeName', type: 'text' },
    { source: 'date', type: 'date' },
    { source: 'month', type: 'text', list: false },
    { source: 'transaction', type: 'number' },
    { source: 'amount1', type: 'money' },
    { source: 'amount2', type: 'money' },
    { source: 'amount3', type: 'money' },
    { source: 'taxRate', type: 'percent' },
    { source: 'taxAmount', type: 'money' },
  ],
  filters: [
    { source: 'storeId', type: 'text', alwaysOn: true },
    { source: 'month', type: 'choice', choices: recentMonths(), alwaysOn: true },
    { source: 'dateRange', type: 'dateRange' },
  ],
  views: ['show'],
  export: {
    mode: 'server',
    path: 'report/tax_calculation/export',
    fileNamePrefix: 'Tax_',
    extension: 'xlsx',
  },
  listFooter: () => import('./TaxFooter.tsx'),
  mock: { table: 'taxCalculations', searchFields: ['storeId', 'storeName'], dateField: 'date' },
  i18n: {
    th: {
      fields: {
        id: 'เลขที่รายการ',
        storeId: 'รหัสร้านค้า',
        storeName: 'ชื่อร้านค้า',
        date: 'วันที่',
        month: 'เดือน',
        transaction: 'จำนวนธุรกรรม',
        amount1: 'ยอดรวม (จำนวนเงิน 1)',
        amount2: 'ค่าธรรมเนียม (จำนวนเงิน 2)',
        amount3: 'ยอดสุทธิ (จำนวนเงิน 3)',
        taxRate: 'อัตราภาษี',
        taxAmount: 'ภาษี',
        dateRange: 'ช่วงวันที่',
      },
      messages: {
        totals: 'ยอดรวม',
        totalsOf: 'ยอดรวมของ %{smart_count} รายการที่ตรงกับตัวกรอง',
        checkOk: 'ตรวจภาษีแล้ว: ทั้ง %{smart_count} รายการในหน้านี้ตรงกับอัตราภาษีของค่าธรรมเนียม',
        checkWrong: 'ภาษีไม่ตรงกับอัตราภาษีของค่าธรรมเนียม %{smart_count} รายการ: %{rows}',
      },
    },
    en: {
      fields: {
        id: 'Row ID',
        storeId: 'Store ID',
        storeName: 'Store name',
        date: 'Date',
        month: 'Month',
        transaction: 'Transactions',
        amount1: 'Gross (amount 1)',
        amount2: 'Fee (amount 2)',
        amount3: 'Net (amount 3)',
        taxRate: 'Tax rate',
        taxAmount: 'Tax',
        dateRange: 'Date range',
      },
      messages: {
        totals: 'Totals',
        totalsOf: 'Totals of the %{smart_count} matching row |||| Totals of the %{smart_count} matching rows',
        checkOk:
          'Tax checked: the %{smart_count} row on this page matches the tax rate of its fee |||| Tax checked: all %{smart_count} rows on this page match the tax rate of their fee',
        checkWrong:
          '%{smart_count} row does not match the tax rate of its fee: %{rows} |||| %{smart_count} rows do not match the tax rate of their fee: %{rows}',
      },
    },
  },
});
