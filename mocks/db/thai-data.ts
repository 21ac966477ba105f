/** Word lists for realistic Thai mock data: people, shops, banks and payment channels. */

export const FIRST_NAMES_MALE = [
  'สมชาย',
  'สมศักดิ์',
  'ประเสริฐ',
  'วิชัย',
  'สุรชัย',
  'อนุชา',
  'ธนพล',
  'ณัฐพล',
  'กิตติพงษ์',
  'ชัยวัฒน์',
  'พงศกร',
  'ภานุวัฒน์',
  'วรวุฒิ',
  'ศุภชัย',
  'อภิชาติ',
  'ธีรวัฒน์',
  'จิรายุ',
  'ปิยะพงษ์',
  'สุทธิพงษ์',
  'เอกชัย',
  'นพดล',
  'ธนวัฒน์',
  'กฤษดา',
  'วีรยุทธ',
  'ชาญวิทย์',
  'บุญมี',
  'สมบัติ',
  'ปรีชา',
  'ไพโรจน์',
  'อดิศักดิ์',
] as const;

export const FIRST_NAMES_FEMALE = [
  'สุดา',
  'มาลี',
  'วิไลวรรณ',
  'กาญจนา',
  'สุภาพร',
  'พรทิพย์',
  'นภาพร',
  'ศิริพร',
  'อรอุมา',
  'จันทร์เพ็ญ',
  'ปวีณา',
  'ณัฐธิดา',
  'กมลชนก',
  'ธัญญารัตน์',
  'พิมพ์ชนก',
  'รัตนาภรณ์',
  'สุนิสา',
  'วรรณา',
  'ชุติมา',
  'ปิยะนุช',
  'อัญชลี',
  'เบญจวรรณ',
  'ดวงใจ',
  'ลัดดา',
  'สมใจ',
  'อารีรัตน์',
  'ทิพวรรณ',
  'นันทนา',
  'เพ็ญศรี',
  'ภัทราวดี',
] as const;

export const LAST_NAMES = [
  'ใจดี',
  'รักงาน',
  'มั่งมี',
  'ศรีสุข',
  'สุขสวัสดิ์',
  'วงศ์สวัสดิ์',
  'แสงทอง',
  'ทองดี',
  'บุญมา',
  'พรหมมา',
  'จันทร์แก้ว',
  'แก้วมณี',
  'ศรีวงศ์',
  'ชัยมงคล',
  'เจริญสุข',
  'ประเสริฐศักดิ์',
  'สมบูรณ์ชัย',
  'รุ่งเรือง',
  'นาคสวัสดิ์',
  'พึ่งบุญ',
  'อินทร์แก้ว',
  'ทองประเสริฐ',
  'สายทอง',
  'วัฒนากุล',
  'ธนากร',
  'กิตติวงศ์',
  'ศักดิ์สิทธิ์',
  'บุญเรือง',
  'มีสุข',
  'ปัญญาดี',
  'ลิ้มเจริญ',
  'ตั้งตระกูล',
  'แซ่ตั้ง',
  'แซ่ลิ้ม',
  'เอี่ยมสะอาด',
  'อ่อนละมัย',
  'คงเจริญ',
  'ศรีประเสริฐ',
  'จิตต์ธรรม',
  'พูลสวัสดิ์',
] as const;

/** Latin spellings for e-mail addresses and usernames. */
export const LATIN_NAMES = [
  'somchai',
  'somsak',
  'prasert',
  'wichai',
  'surachai',
  'anucha',
  'thanaphon',
  'nattaphon',
  'kittiphong',
  'chaiwat',
  'suda',
  'malee',
  'wilaiwan',
  'kanchana',
  'supaporn',
  'pornthip',
  'napaporn',
  'siriporn',
  'onuma',
  'janpen',
  'paweena',
  'natthida',
  'kamonchanok',
  'thanyarat',
  'pimchanok',
  'rattanaporn',
  'sunisa',
  'wanna',
  'chutima',
  'piyanuch',
] as const;

export const LATIN_SURNAMES = [
  'jaidee',
  'rakngan',
  'mungmee',
  'srisuk',
  'suksawat',
  'wongsawat',
  'saengthong',
  'thongdee',
  'boonma',
  'promma',
  'chankaew',
  'kaewmanee',
  'sriwong',
  'chaimongkol',
  'charoensuk',
  'rungruang',
  'naksawat',
  'wattanakul',
  'thanakorn',
  'kittiwong',
] as const;

export const EMAIL_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'outlook.co.th',
  'yahoo.co.th',
  'icloud.com',
] as const;

/** Store-name patterns; `{n}` is a person's first name, `{p}` a place. */
export const SHOP_PATTERNS = [
  'ร้านข้าวมันไก่เจ๊{n}',
  'ก๋วยเตี๋ยวเรือป้า{n}',
  'ส้มตำ{n}',
  '{n}คาเฟ่',
  'ร้านกาแฟบ้าน{n}',
  'ร้านขายยา{n}ฟาร์มาซี',
  'มินิมาร์ท{n}',
  'ร้านเสริมสวย{n}',
  'ร้านซ่อมมือถือ{n}',
  'ข้าวแกง{p}',
  'ขนมไทย{n}',
  'หมูกระทะ{p}',
  'ร้านดอกไม้{n}',
  'ร้านผ้าไหม{p}',
  'โชห่วย{n}พาณิชย์',
  '{n}การเกษตร',
  'ร้านหนังสือ{p}',
  'ร้านเบเกอรี่{n}',
  'ชาบู{p}',
  'ร้านทอง{n}เยาวราช',
  'คลินิกทันตกรรม{p}',
  '{p}ออโต้คาร์แคร์',
  'ร้านอาหารครัว{n}',
  'ร้านชานม{n}',
  'ฟิตเนส{p}',
  'เครื่องเขียน{n}',
] as const;

export const SHOP_PLACES = [
  'สยาม',
  'อารีย์',
  'ทองหล่อ',
  'เอกมัย',
  'ลาดพร้าว',
  'บางนา',
  'รามคำแหง',
  'ประตูน้ำ',
  'นิมมาน',
  'ท่าแพ',
  'ป่าตอง',
  'หาดใหญ่',
  'พัทยา',
  'ศรีราชา',
  'บางแสน',
  'ปากเกร็ด',
  'ริมน้ำ',
  'ตลาดน้อย',
  'เยาวราช',
  'สามย่าน',
] as const;

export const STREETS = [
  'ถนนสุขุมวิท',
  'ถนนพหลโยธิน',
  'ถนนรัชดาภิเษก',
  'ถนนลาดพร้าว',
  'ถนนเพชรบุรี',
  'ถนนพระราม 4',
  'ถนนพระราม 9',
  'ถนนสีลม',
  'ถนนเจริญกรุง',
  'ถนนงามวงศ์วาน',
  'ถนนแจ้งวัฒนะ',
  'ถนนรามคำแหง',
  'ถนนบางนา-ตราด',
  'ถนนมิตรภาพ',
  'ถนนนิมมานเหมินท์',
  'ถนนห้วยแก้ว',
  'ถนนเทพกระษัตรี',
  'ถนนเพชรเกษม',
  'ถนนสุขุมวิท (พัทยา)',
  'ถนนกาญจนวนิช',
] as const;

/** Merchant categories (store types) with a rough share of stores. */
export const MERCHANT_CATEGORIES: readonly (readonly [string, number])[] = [
  ['ร้านอาหารและเครื่องดื่ม', 18],
  ['ร้านกาแฟและเบเกอรี่', 10],
  ['ร้านค้าปลีกและมินิมาร์ท', 12],
  ['แฟชั่นและเครื่องแต่งกาย', 7],
  ['สุขภาพและความงาม', 6],
  ['ร้านขายยาและเวชภัณฑ์', 4],
  ['อิเล็กทรอนิกส์และมือถือ', 5],
  ['การศึกษาและกวดวิชา', 3],
  ['ท่องเที่ยวและโรงแรม', 4],
  ['บริการซ่อมบำรุงยานยนต์', 3],
  ['เกษตรและอาหารสด', 5],
  ['ของที่ระลึกและหัตถกรรม', 3],
  ['คลินิกและโรงพยาบาล', 2],
  ['บันเทิงและกีฬา', 2],
  ['สินค้าออนไลน์ (อีคอมเมิร์ซ)', 6],
];

export const PAYMENT_CHANNELS = [
  'QR',
  'CREDIT_CARD',
  'MOBILE_BANKING',
  'INTERNET_BANKING',
  'DIRECT_DEBIT',
  'BILL_PAYMENT',
] as const;
export type PaymentChannelCode = (typeof PAYMENT_CHANNELS)[number];

export interface ThaiBank {
  bankCode: string;
  shortName: string;
  nameTh: string;
  nameEn: string;
  channels: readonly PaymentChannelCode[];
}

/**
 * Digits of an account number by bank: 10 at most commercial banks, 12 at the state banks GSB, GHB
 * and BAAC, 14 at TISCO.
 */
export const ACCOUNT_DIGITS: Readonly<Record<string, number>> = {
  '002': 10, // BBL
  '004': 10, // KBANK
  '006': 10, // KTB
  '011': 10, // TTB
  '014': 10, // SCB
  '022': 10, // CIMBT
  '024': 10, // UOB
  '025': 10, // BAY
  '030': 12, // GSB
  '033': 12, // GHB
  '034': 12, // BAAC
  '067': 14, // TISCO
  '069': 10, // KKP
  '073': 10, // LHFG
};

export function accountDigitsOf(bankCode: string): number | undefined {
  return ACCOUNT_DIGITS[bankCode];
}

/** The Thai banks a gateway settles with (Bank of Thailand codes) and what each offers. */
export const THAI_BANKS: readonly ThaiBank[] = [
  {
    bankCode: '002',
    shortName: 'BBL',
    nameTh: 'ธนาคารกรุงเทพ',
    nameEn: 'Bangkok Bank',
    channels: ['QR', 'CREDIT_CARD', 'MOBILE_BANKING', 'INTERNET_BANKING', 'DIRECT_DEBIT', 'BILL_PAYMENT'],
  },
  {
    bankCode: '004',
    shortName: 'KBANK',
    nameTh: 'ธนาคารกสิกรไทย',
    nameEn: 'Kasikornbank',
    channels: ['QR', 'CREDIT_CARD', 'MOBILE_BANKING', 'INTERNET_BANKING', 'DIRECT_DEBIT', 'BILL_PAYMENT'],
  },
  {
    bankCode: '006',
    shortName: 'KTB',
    nameTh: 'ธนาคารกรุงไทย',
    nameEn: 'Krungthai Bank',
    channels: ['QR', 'CREDIT_CARD', 'MOBILE_BANKING', 'DIRECT_DEBIT', 'BILL_PAYMENT'],
  },
  {
    bankCode: '011',
    shortName: 'TTB',
    nameTh: 'ธนาคารทหารไทยธนชาต',
    nameEn: 'TMBThanachart Bank',
    channels: ['QR', 'CREDIT_CARD', 'MOBILE_BANKING', 'DIRECT_DEBIT'],
  },
  {
    bankCode: '014',
    shortName: 'SCB',
    nameTh: 'ธนาคารไทยพาณิชย์',
    nameEn: 'Siam Commercial Bank',
    channels: ['QR', 'CREDIT_CARD', 'MOBILE_BANKING', 'INTERNET_BANKING', 'DIRECT_DEBIT', 'BILL_PAYMENT'],
  },
  {
    bankCode: '022',
    shortName: 'CIMBT',
    nameTh: 'ธนาคารซีไอเอ็มบี ไทย',
    nameEn: 'CIMB Thai Bank',
    channels: ['QR', 'MOBILE_BANKING', 'DIRECT_DEBIT'],
  },
  {
    bankCode: '024',
    shortName: 'UOBT',
    nameTh: 'ธนาคารยูโอบี',
    nameEn: 'United Overseas Bank (Thai)',
    channels: ['QR', 'CREDIT_CARD', 'MOBILE_BANKING'],
  },
  {
    bankCode: '025',
    shortName: 'BAY',
    nameTh: 'ธนาคารกรุงศรีอยุธยา',
    nameEn: 'Bank of Ayudhya (Krungsri)',
    channels: ['QR', 'CREDIT_CARD', 'MOBILE_BANKING', 'INTERNET_BANKING', 'DIRECT_DEBIT', 'BILL_PAYMENT'],
  },
  {
    bankCode: '030',
    shortName: 'GSB',
    nameTh: 'ธนาคารออมสิน',
    nameEn: 'Government Savings Bank',
    channels: ['QR', 'MOBILE_BANKING', 'BILL_PAYMENT'],
  },
  {
    bankCode: '033',
    shortName: 'GHB',
    nameTh: 'ธนาคารอาคารสงเคราะห์',
    nameEn: 'Government Housing Bank',
    channels: ['QR', 'MOBILE_BANKING'],
  },
  {
    bankCode: '034',
    shortName: 'BAAC',
    nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร (ธ.ก.ส.)',
    nameEn: 'Bank for Agriculture and Agricultural Cooperatives',
    channels: ['QR', 'MOBILE_BANKING', 'BILL_PAYMENT'],
  },
  {
    bankCode: '067',
    shortName: 'TISCO',
    nameTh: 'ธนาคารทิสโก้',
    nameEn: 'TISCO Bank',
    channels: ['QR', 'DIRECT_DEBIT'],
  },
  {
    bankCode: '069',
    shortName: 'KKP',
    nameTh: 'ธนาคารเกียรตินาคินภัทร',
    nameEn: 'Kiatnakin Phatra Bank',
    channels: ['QR', 'MOBILE_BANKING', 'DIRECT_DEBIT'],
  },
  {
    bankCode: '073',
    shortName: 'LHFG',
    nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์',
    nameEn: 'Land and Houses Bank',
    channels: ['QR', 'MOBILE_BANKING'],
  },
];

export const STORE_REGISTER_STATUSES = [
  'waiting for contact',
  'contacted',
  'passed',
  'not reachable',
  'failed',
] as const;
/**
 * The registration follow-up flow: from each status, the statuses it may move to. `passed` and
 * `failed` are final.
 */
export const STORE_REGISTER_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  'waiting for contact': ['contacted', 'not reachable'],
  contacted: ['passed', 'failed', 'not reachable'],
  'not reachable': ['contacted', 'failed'],
  passed: [],
  failed: [],
};

/** Document types of a store (files tab), with the content types each accepts. */
export const STORE_FILE_TYPES = ['ID_CARD', 'COMPANY_CERTIFICATE', 'BANK_BOOK'] as const;
export const STORE_FILE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

export const QR_TRANSACTION_STATUSES = ['waiting for payment', 'paid', 'cancelled'] as const;
export const FUNDING_TRANSFER_STATUSES = [
  'Account approve',
  'Pending for settle',
  'Send to bank',
  'Validate from bank',
  'Respon from bank',
  'Success',
  'Reject from bank',
] as const;
export const USER_REQUEST_STATUSES = [
  'waiting approve',
  'partly approved',
  'fully approved',
  'Disapprove',
] as const;
export const STORE_DETAIL_STATUSES = ['Test', 'Production'] as const;
