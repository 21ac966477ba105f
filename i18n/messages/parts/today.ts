/**
 * Messages of the start page (its work queues) and of the transaction charts, in Thai and English
 * (resources/today/): the `today` part, loaded with their code, not with the first screen
 * (i18n/index.ts, parts).
 */
export const th = {
  pa: {
    today: {
      title: 'วันนี้',
      queues: 'งานที่รอดำเนินการ',
      noQueues: 'ไม่มีงานรอดำเนินการที่คุณดูได้',
      open: 'เปิดรายการ',
      countFailed: 'โหลดจำนวนไม่สำเร็จ',
      charts: {
        title: 'ธุรกรรม 14 วันล่าสุด',
        volume: 'จำนวนรายการต่อวันตามช่องทาง',
        amount: 'ยอดเงินต่อวันตามช่องทาง (บาท)',
        settlement: 'ยอดชำระให้ร้านค้าต่อวัน (บาท)',
        settled: 'ยอดชำระ',
        date: 'วันที่',
        total: 'รวม',
        table: 'ตาราง: %{name}',
        loadFailed: 'โหลดกราฟไม่สำเร็จ',
        noData: 'ไม่มีรายการในช่วงนี้',
        loading: 'กำลังโหลดกราฟ…',
        range: '%{from} ถึง %{to}',
      },
    },
  },
};

export const en = {
  pa: {
    today: {
      title: 'Today',
      queues: 'Work waiting',
      noQueues: 'No work queue you may view is waiting',
      open: 'Open the list',
      countFailed: 'The count could not be loaded',
      charts: {
        title: 'Transactions, last 14 days',
        volume: 'Transactions per day by channel',
        amount: 'Amount per day by channel (THB)',
        settlement: 'Settled to stores per day (THB)',
        settled: 'Settled',
        date: 'Date',
        total: 'Total',
        table: 'Table: %{name}',
        loadFailed: 'The charts could not be loaded',
        noData: 'No transactions in these days',
        loading: 'Loading the charts…',
        range: '%{from} to %{to}',
      },
    },
  },
};
