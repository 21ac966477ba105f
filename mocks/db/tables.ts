/**
 * Seed definitions of every mock table: id field, the generator of its seed rows, and the fields kept in
 * step on insert/update. Each table draws from its own seeded stream (see Rng.forTable), so generating
 * tables lazily, in any order, gives the same data.
 */
import { DEMO_ACCOUNTS } from '../accounts.ts';
import { DEMO_ROLES, roleMenus } from '../roles.ts';
import { pastInstant, toBangkokIso, addDaysMs, REFERENCE_MS } from './dates.ts';
import { jpegDocument, pdfDocument, pngDocument, storeDocumentLines } from './documents.ts';
import {
  address,
  bankAccountNo,
  email,
  formatAddress,
  mobilePhone,
  pad,
  person,
  shopName,
  thaiTaxId,
  withCheckDigit,
} from './generators.ts';
import type { Rng } from './prng.ts';
import {
  ACCOUNT_DIGITS,
  FUNDING_TRANSFER_STATUSES,
  STORE_FILE_TYPES,
  STORE_REGISTER_TRANSITIONS,
  MERCHANT_CATEGORIES,
  PAYMENT_CHANNELS,
  SHOP_PLACES,
  STORE_REGISTER_STATUSES,
  THAI_BANKS,
  USER_REQUEST_STATUSES,
  LATIN_NAMES,
  type ThaiBank,
} from './thai-data.ts';
import { DISTRICTS, PROVINCES, SUB_DISTRICTS } from './thai-geo.ts';
import type {
  Announcement,
  Bank,
  MasterListRow,
  MerchantBank,
  RegisterStatusChange,
  StaffUser,
  MockRecord,
  TableName,
  TableRecords,
} from './types.ts';

export interface SeedContext {
  rng: Rng;
  /** Seed rows of another table (never the persisted changes), so references stay deterministic. */
  seedOf<N extends TableName>(name: N): readonly TableRecords[N][];
}

export interface TableDefinition<R extends MockRecord = MockRecord> {
  idField: keyof R & string;
  /** New ids look like `<prefix><zero-padded number>`, continuing after the highest existing one. */
  idPrefix: string;
  idWidth: number;
  seed(ctx: SeedContext): R[];
  /** Recomputes derived fields (e.g. a bank's channel list) after every insert or update. */
  derive?(record: R): R;
}

export type TableDefinitions = { [N in TableName]: TableDefinition<TableRecords[N]> };

/** Money is computed in satang (whole numbers) and written as baht with two decimals. */
const satang = (baht: number): number => Math.round(baht * 100);
const baht = (s: number): number => s / 100;
/** `percent` of an amount, rounded half up to the satang. */
const percentOf = (amount: number, percent: number): number =>
  baht(Math.round((satang(amount) * Math.round(percent * 100)) / 10_000));
const past = (rng: Rng, days = 180): number => pastInstant(() => rng.float(), days);
/** `count` instants of the last `days` days in time order (a typed array sorts without a comparator). */
const sortedInstants = (rng: Rng, count: number, days: number): Float64Array =>
  Float64Array.from({ length: count }, () => past(rng, days)).sort();
/** The transaction reports cover the 18 months before the reference date. */
export const REPORT_SPAN_DAYS = 548;
const DAY_MS = 86_400_000;
/** Banks a store may hold an account at: the active ones (LHFG is switched off). */
const ACCOUNT_BANKS = THAI_BANKS.filter((b) => b.bankCode !== '073');
const bankByCode = (code: string): ThaiBank => {
  const bank = THAI_BANKS.find((b) => b.bankCode === code);
  if (!bank) throw new Error(`Unknown bank ${code}`);
  return bank;
};
const categoryId = (index: number): string => `MC${pad(index + 1, 2)}`;
const ymdCompact = (ms: number): string => toBangkokIso(ms).slice(0, 10).replace(/-/g, '');

/** Staff who follow up registrations (sale responsibility): active staff users of the employee list. */
const salesStaff = (staff: readonly StaffUser[]): StaffUser[] => staff.filter((u) => u.isActive).slice(4, 20);
const staffName = (u: StaffUser): string => `${u.firstname} ${u.lastname}`;

/** A registration's history: a path through the follow-up flow that ends in `status`. */
function registerHistory(rng: Rng, status: string, createdMs: number, by: string): RegisterStatusChange[] {
  const paths: Record<string, string[]> = {
    'waiting for contact': [],
    contacted: ['contacted'],
    'not reachable': ['not reachable'],
    passed: ['contacted', 'passed'],
    failed: rng.chance(0.5) ? ['contacted', 'failed'] : ['not reachable', 'failed'],
  };
  let from = 'waiting for contact';
  let at = createdMs;
  return (paths[status] ?? []).map((to) => {
    if (!STORE_REGISTER_TRANSITIONS[from]?.includes(to)) throw new Error(`Seed flow ${from} → ${to}`);
    at += rng.int(1, 72) * 3_600_000;
    const change = { from, to, remark: null, changedBy: by, changedDate: toBangkokIso(at) };
    from = to;
    return change;
  });
}

/** The gateway's own settlement accounts, the payer of every funding transfer. */
const SETTLEMENT_ACCOUNTS = [
  { bankCode: '014', account: '1113045678' },
  { bankCode: '004', account: '0361223459' },
  { bankCode: '002', account: '2017778890' },
];

/**
 * Where a funding transfer stands by its age: old ones are settled (or rejected by the bank), the last
 * days' ones are still moving through the flow, the newest wait for approval.
 */
function fundingStatusByAge(rng: Rng, ageDays: number): string {
  const [approve, pending, send, validate, respond, success, reject] = FUNDING_TRANSFER_STATUSES;
  if (ageDays > 10) return rng.chance(0.96) ? success : reject;
  if (ageDays > 5)
    return rng.weighted([
      [success, 70],
      [respond, 12],
      [validate, 8],
      [reject, 5],
      [send, 5],
    ] as const);
  return rng.weighted([
    [approve, 40],
    [pending, 20],
    [send, 15],
    [validate, 10],
    [respond, 8],
    [success, 5],
    [reject, 2],
  ] as const);
}

const BANK_REJECTS = [
  ['E102', 'เลขที่บัญชีปลายทางไม่ถูกต้อง'],
  ['E205', 'บัญชีปลายทางถูกปิดหรือระงับ'],
  ['E310', 'ชื่อบัญชีไม่ตรงกับเลขที่บัญชี'],
] as const;
const GATEWAY_COMPANY = 'บริษัท ไทย เพย์เมนท์ เกตเวย์ จำกัด';

const ANNOUNCEMENT_TEMPLATES = [
  'ปิดปรับปรุงระบบชั่วคราว วันที่ {d} เวลา 00:00–04:00 น. ขออภัยในความไม่สะดวก',
  '{bank}ปิดปรับปรุงช่องทาง {channel} ในวันที่ {d} ธุรกรรมจะชำระผ่านช่องทางอื่นได้ตามปกติ',
  'ปรับอัตราค่าธรรมเนียม MDR ช่องทาง {channel} มีผลตั้งแต่วันที่ {d}',
  'วันหยุดธนาคาร {d} รอบการโอนเงินให้ร้านค้าจะเลื่อนเป็นวันทำการถัดไป',
  'ขอให้ร้านค้าตรวจสอบและอัปเดตข้อมูลบัญชีธนาคารให้เป็นปัจจุบันภายในวันที่ {d}',
  'เปิดให้บริการช่องทางชำระเงินใหม่ {channel} ร่วมกับ{bank} ตั้งแต่วันที่ {d}',
  'ระวังอีเมลและ SMS แอบอ้างเป็นเจ้าหน้าที่ บริษัทไม่มีนโยบายขอรหัส OTP จากร้านค้า',
  'ระบบรายงานธุรกรรมจะแสดงข้อมูลล่าช้าประมาณ 30 นาที ในวันที่ {d}',
];

const USER_REQUEST_TYPES = [
  'แก้ไขข้อมูลร้านค้า',
  'เปลี่ยนบัญชีธนาคาร',
  'เพิ่มสาขา',
  'เปลี่ยนเบอร์โทรศัพท์',
  'ขอเปิดช่องทางชำระเงิน',
];

const EXTERNAL_PARTNERS = ['ShopeePay', 'TrueMoney Wallet', 'LINE Pay', 'Alipay', 'WeChat Pay', 'GrabPay'];
const SYSTEM_BILLERS = [
  'การไฟฟ้านครหลวง',
  'การประปานครหลวง',
  'การไฟฟ้าส่วนภูมิภาค',
  'ค่าธรรมเนียมการศึกษา',
  'เบี้ยประกันภัย',
  'ค่าบริการโทรศัพท์เคลื่อนที่',
  'ค่าบริการอินเทอร์เน็ต',
  'ค่าส่วนกลางอาคารชุด',
];

function ddmmyyyyhhmm(iso: string): string {
  const [date, time] = toBangkokIso(Date.parse(iso)).split('T');
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} ${time.slice(0, 5)}`;
}

function deriveBank(b: Bank): Bank {
  return {
    ...b,
    channel: b.channels
      .filter((c) => c.isActive)
      .map((c) => c.channel)
      .join(', '),
  };
}

function deriveAnnouncement(a: Announcement): Announcement {
  const valid = !Number.isNaN(Date.parse(a.startDate)) && !Number.isNaN(Date.parse(a.endDate));
  return { ...a, timeRange: valid ? `${ddmmyyyyhhmm(a.startDate)} - ${ddmmyyyyhhmm(a.endDate)}` : '' };
}

function merchantBanks(rng: Rng, holder: string, channels: string[]): MerchantBank[] {
  return rng.subset(ACCOUNT_BANKS, 1, 2).map((bank, i) => ({
    bankCode: bank.bankCode,
    bankName: bank.nameTh,
    bankAccountName: holder,
    bankAccountNo: bankAccountNo(rng, ACCOUNT_DIGITS[bank.bankCode]),
    isMain: i === 0,
    channel: channels.filter((c) => bank.channels.some((bc) => bc === c)).join(', ') || 'QR',
    billerId: rng.chance(0.6) ? rng.digits(15) : null,
    isActive: true,
  }));
}

const STATIC_MASTER_LISTS: Record<string, readonly (readonly [string, string])[]> = {
  approveStatus: [
    ['รออนุมัติ', 'PENDING'],
    ['อนุมัติแล้ว', 'APPROVED'],
    ['ไม่อนุมัติ', 'REJECTED'],
  ],
  merchantState: [
    ['ทดสอบ (Test)', 'Test'],
    ['ใช้งานจริง (Production)', 'Production'],
  ],
  merchantRegisterStatus: [
    ['รอการติดต่อ', 'waiting for contact'],
    ['ติดต่อแล้ว', 'contacted'],
    ['ผ่านการพิจารณา', 'passed'],
    ['ติดต่อไม่ได้', 'not reachable'],
    ['ไม่ผ่านการพิจารณา', 'failed'],
  ],
  service: [
    ['คิวอาร์โค้ด (QR)', 'QR'],
    ['บัตรเครดิต', 'CREDIT_CARD'],
    ['โมบายแบงก์กิ้ง', 'MOBILE_BANKING'],
    ['อินเทอร์เน็ตแบงก์กิ้ง', 'INTERNET_BANKING'],
    ['หักบัญชีอัตโนมัติ', 'DIRECT_DEBIT'],
    ['ชำระบิล', 'BILL_PAYMENT'],
  ],
  transactionType: [
    ['ชำระด้วย QR', 'QR'],
    ['ชำระด้วย QR Credit', 'QR_CREDIT'],
    ['คืนเงิน', 'REFUND'],
    ['ยกเลิกรายการ', 'VOID'],
  ],
  approveTransactionType: [
    ['โอนเงินให้ร้านค้า', 'SETTLEMENT'],
    ['โอนเงินคืน', 'RETURN'],
  ],
  fundingTransferType: [
    ['โอนเงินให้ร้านค้า', 'SETTLEMENT'],
    ['คืนเงินลูกค้า', 'REFUND'],
    ['โอนเงินคืนร้านค้า', 'RETURN'],
  ],
  accountType: [
    ['ออมทรัพย์', 'SAVING'],
    ['กระแสรายวัน', 'CURRENT'],
    ['ฝากประจำ', 'FIXED'],
  ],
  sourceType: [
    ['API', 'API'],
    ['หน้าเว็บพอร์ทัล', 'PORTAL'],
    ['ไฟล์แบตช์', 'BATCH_FILE'],
    ['แอปพลิเคชันมือถือ', 'MOBILE_APP'],
  ],
  reportType: [
    ['รายงานธุรกรรม', 'TRANSACTION'],
    ['รายงานการโอนเงิน', 'FUNDING'],
    ['รายงานค่าธรรมเนียม', 'FEE'],
    ['รายงานภาษี', 'TAX'],
  ],
  merchantServiceType: [
    ['ออนไลน์', 'ONLINE'],
    ['หน้าร้าน', 'OFFLINE'],
    ['ออนไลน์และหน้าร้าน', 'ONLINE_OFFLINE'],
  ],
  customerGroup: [
    ['ผู้ประกอบการรายย่อย (SME)', 'SME'],
    ['องค์กรขนาดใหญ่', 'CORPORATE'],
    ['หน่วยงานราชการ', 'GOVERNMENT'],
    ['องค์กรไม่แสวงหากำไร', 'NON_PROFIT'],
  ],
};

export const TABLES: TableDefinitions = {
  banks: {
    idField: 'bankCode',
    idPrefix: '',
    idWidth: 3,
    seed: ({ rng }) =>
      THAI_BANKS.map((bank) =>
        deriveBank({
          bankCode: bank.bankCode,
          accountDigits: ACCOUNT_DIGITS[bank.bankCode],
          bankName: bank.nameTh,
          bankNameEn: bank.nameEn,
          bankShortName: bank.shortName,
          channel: '',
          channels: bank.channels.map((channel) => ({ channel, isActive: !rng.chance(0.12) })),
          isActive: bank.bankCode !== '073',
        }),
      ),
    derive: deriveBank,
  },

  merchantCategories: {
    idField: 'storeTypeId',
    idPrefix: 'MC',
    idWidth: 2,
    seed: ({ seedOf }) => {
      const merchants = seedOf('merchants');
      return MERCHANT_CATEGORIES.map(([storeType], i) => ({
        storeTypeId: categoryId(i),
        storeType,
        storeCount: merchants.filter((m) => m.storeTypeId === categoryId(i)).length,
        isActive: i !== 13,
      }));
    },
  },

  announcements: {
    idField: 'id',
    idPrefix: 'ANN',
    idWidth: 4,
    seed: ({ rng }) =>
      Array.from({ length: 40 }, (_, i) => {
        const created = past(rng);
        const start = addDaysMs(created, rng.int(0, 3));
        const end = addDaysMs(start, rng.int(1, 14));
        const bank = rng.pick(THAI_BANKS);
        const message = rng
          .pick(ANNOUNCEMENT_TEMPLATES)
          .replace('{d}', toBangkokIso(start).slice(0, 10).split('-').reverse().join('/'))
          .replace('{bank}', bank.nameTh)
          .replace('{channel}', rng.pick(bank.channels));
        return deriveAnnouncement({
          id: `ANN${pad(i + 1, 4)}`,
          time: toBangkokIso(created),
          message,
          startDate: toBangkokIso(start),
          endDate: toBangkokIso(end),
          timeRange: '',
          isActive: rng.chance(0.75),
        });
      }),
    derive: deriveAnnouncement,
  },

  merchants: {
    idField: 'storeId',
    idPrefix: 'ST',
    idWidth: 5,
    seed: ({ rng, seedOf }) => {
      const sales = salesStaff(seedOf('staffUsers'));
      return Array.from({ length: 2000 }, (_, i) => {
        const owner = person(rng);
        const cat = rng.weighted(MERCHANT_CATEGORIES.map(([, weight], idx) => [idx, weight] as const));
        const service = rng.subset(PAYMENT_CHANNELS, 1, 4);
        if (!service.includes('QR')) service.unshift('QR');
        const addr = address(rng);
        const storeId = `ST${pad(i + 1, 5)}`;
        const production = rng.chance(0.8);
        return {
          storeId,
          storeName: shopName(rng, owner.firstname),
          name: owner.name,
          firstname: owner.firstname,
          lastname: owner.lastname,
          tel: mobilePhone(rng),
          email: email(rng, i + 1),
          emailStore: `store${pad(i + 1, 5)}@merchant.demo.test`,
          website: rng.chance(0.35) ? `https://shop${pad(i + 1, 5)}.example.co.th` : null,
          taxId: thaiTaxId(rng),
          storeType: MERCHANT_CATEGORIES[cat][0],
          storeTypeId: categoryId(cat),
          merchantCategoryId: categoryId(cat),
          status: production ? 'Production' : 'Test',
          isActive: rng.chance(0.9),
          date: toBangkokIso(past(rng, REPORT_SPAN_DAYS)),
          channel: service.join(', '),
          service,
          address: formatAddress(addr),
          addressDetail: addr,
          sapCustomerId: production && rng.chance(0.7) ? `SAP${rng.digits(7)}` : null,
          callbackUrl: rng.chance(0.5)
            ? `https://api.shop${pad(i + 1, 5)}.example.co.th/payment/callback`
            : null,
          subMerchantCallbackUrl: null,
          redirectUrlAndroid: null,
          redirectUrlIOS: null,
          redirectUrlDefault: null,
          merchantServiceType: rng.pick(['ONLINE', 'OFFLINE', 'ONLINE_OFFLINE']),
          customerGroup: rng.weighted([
            ['SME', 70],
            ['CORPORATE', 20],
            ['GOVERNMENT', 5],
            ['NON_PROFIT', 5],
          ] as const),
          saleResponsibility: staffName(rng.pick(sales)),
          registerStatus: 'passed',
          successMailSentAt: production ? toBangkokIso(past(rng)) : null,
        };
      });
    },
  },

  merchantApiKeys: {
    idField: 'storeId',
    idPrefix: 'ST',
    idWidth: 5,
    seed: ({ rng, seedOf }) =>
      seedOf('merchants').map((m) => {
        const live = m.status === 'Production' ? 'live' : 'test';
        return {
          storeId: m.storeId,
          apiKey: `pk_${live}_${rng.hex(24)}`,
          secretKey: `sk_${live}_${rng.hex(32)}`,
        };
      }),
  },

  merchantRegisters: {
    idField: 'storeId',
    idPrefix: 'REG',
    idWidth: 5,
    seed: ({ rng, seedOf }) => {
      const sales = salesStaff(seedOf('staffUsers'));
      return Array.from({ length: 10_000 }, (_, i) => {
        const owner = person(rng);
        const cat = rng.weighted(MERCHANT_CATEGORIES.map(([, weight], idx) => [idx, weight] as const));
        const status = rng.weighted([
          [STORE_REGISTER_STATUSES[0], 30],
          [STORE_REGISTER_STATUSES[1], 25],
          [STORE_REGISTER_STATUSES[2], 25],
          [STORE_REGISTER_STATUSES[3], 10],
          [STORE_REGISTER_STATUSES[4], 10],
        ] as const);
        const service = rng.subset(PAYMENT_CHANNELS, 1, 3);
        const addr = address(rng);
        const storeName = shopName(rng, owner.firstname);
        const created = past(rng, REPORT_SPAN_DAYS);
        const sale = status === 'waiting for contact' ? null : rng.pick(sales);
        return {
          storeId: `REG${pad(i + 1, 5)}`,
          date: toBangkokIso(created),
          name: owner.name,
          firstname: owner.firstname,
          lastname: owner.lastname,
          // Company registration number form (0105 + year + running number), valid check digit.
          // The running number has four digits: it starts again after 9,999 (in another year).
          taxId: withCheckDigit(`0105${pad(2560 + (i % 10), 4)}${pad((i % 9999) + 1, 4)}`),
          storeName,
          tel: mobilePhone(rng),
          email: email(rng, 1000 + i),
          channel: rng.pick(['เว็บไซต์', 'LINE Official', 'Facebook', 'ตัวแทนขาย', 'Call Center']),
          isContact: status !== 'waiting for contact',
          status,
          storeType: MERCHANT_CATEGORIES[cat][0],
          storeTypeId: categoryId(cat),
          merchantCategoryId: categoryId(cat),
          storeType2: rng.chance(0.2) ? rng.pick(MERCHANT_CATEGORIES)[0] : null,
          address: formatAddress(addr),
          addressDetail: addr,
          website: rng.chance(0.3) ? `https://reg${pad(i + 1, 5)}.example.co.th` : null,
          emailStore: `reg${pad(i + 1, 5)}@merchant.demo.test`,
          branch1: rng.chance(0.3) ? `สาขา${rng.pick(SHOP_PLACES)}` : null,
          branch2: rng.chance(0.1) ? `สาขา${rng.pick(SHOP_PLACES)}` : null,
          service: service.join(', '),
          banks: merchantBanks(rng, `${storeName} โดย ${owner.name}`, service),
          saleResponsibility: sale ? staffName(sale) : null,
          saleResponsibilityId: sale?.userId ?? null,
          remark: null,
          statusHistory: registerHistory(rng, status, created, sale ? staffName(sale) : 'system'),
        };
      });
    },
  },

  branches: {
    idField: 'branchId',
    idPrefix: 'BR',
    idWidth: 5,
    seed: ({ rng, seedOf }) => {
      let n = 0;
      return seedOf('merchants').flatMap((m) =>
        Array.from(
          {
            length: rng.weighted([
              [0, 30],
              [1, 40],
              [2, 20],
              [3, 10],
            ] as const),
          },
          () => {
            const addr = address(rng);
            n += 1;
            return {
              branchId: `BR${pad(n, 5)}`,
              storeId: m.storeId,
              branchName: `สาขา${rng.pick(SHOP_PLACES)}`,
              tel: mobilePhone(rng),
              address: formatAddress(addr),
              addressDetail: addr,
              isActive: rng.chance(0.9),
              createdDate: toBangkokIso(past(rng)),
            };
          },
        ),
      );
    },
  },

  billers: {
    idField: 'billerId',
    idPrefix: 'BL',
    idWidth: 5,
    seed: ({ rng, seedOf }) => {
      const rows: TableRecords['billers'][] = [];
      const make = (
        type: 'merchant' | 'system',
        name: string,
        storeId: string | null,
        channels: string[],
      ) => {
        const n = rows.length + 1;
        const bank = rng.pick(THAI_BANKS.slice(0, 9));
        const offered = channels.filter((c) => bank.channels.some((bc) => bc === c));
        rows.push({
          billerId: `BL${pad(n, 5)}`,
          type,
          billerCode: type === 'system' ? `SYS${pad(n, 3)}` : `B${rng.digits(9)}`,
          billerName: name,
          storeId,
          branchId: null,
          bankCode: bank.bankCode,
          bankName: bank.nameTh,
          banks: (offered.length ? offered : ['QR']).map((channel) => ({
            channel,
            billerId: rng.digits(15),
            billerRef: `REF${rng.digits(8)}`,
            isActive: rng.chance(0.9),
          })),
          items: Array.from({ length: rng.int(0, 3) }, (_, k) => ({
            itemId: `BL${pad(n, 5)}-I${k + 1}`,
            itemName: rng.pick(['ค่าสินค้า', 'ค่าบริการ', 'ค่าจัดส่ง', 'ค่ามัดจำ', 'ค่าสมาชิกรายเดือน']),
            amount: rng.amount(50, 5000),
            isActive: rng.chance(0.9),
          })),
          isActive: rng.chance(0.9),
        });
      };
      SYSTEM_BILLERS.forEach((name) => make('system', name, null, ['QR', 'BILL_PAYMENT']));
      for (const m of seedOf('merchants')) {
        if (rng.chance(0.7)) make('merchant', m.storeName, m.storeId, m.service);
      }
      return rows;
    },
  },

  billerSecrets: {
    idField: 'id',
    idPrefix: 'BS',
    idWidth: 5,
    seed: ({ rng, seedOf }) =>
      seedOf('billers').flatMap((b) =>
        b.banks.map((bank) => ({
          id: `${b.billerId}:${bank.channel}`,
          billerId: b.billerId,
          channel: bank.channel,
          apiKey: rng.hex(32),
          secretKey: rng.hex(40),
        })),
      ),
  },

  storeFiles: {
    idField: 'fileId',
    idPrefix: 'FL',
    idWidth: 6,
    seed: ({ rng, seedOf }) => {
      const sizes: Record<string, number> = {
        'image/jpeg': jpegDocument().length,
        'image/png': pngDocument('size').length,
      };
      let n = 0;
      return seedOf('merchants').flatMap((m) =>
        STORE_FILE_TYPES.filter((_, i) => i !== 1 || rng.chance(0.6)).map((typeFile) => {
          n += 1;
          const fileId = `FL${pad(n, 6)}`;
          const contentType =
            typeFile === 'ID_CARD'
              ? 'image/jpeg'
              : typeFile === 'BANK_BOOK'
                ? 'image/png'
                : 'application/pdf';
          const ext = contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg';
          return {
            fileId,
            storeId: m.storeId,
            typeFile,
            fileName: `${typeFile.toLowerCase()}_${m.storeId}.${ext}`,
            contentType,
            size: sizes[contentType] ?? pdfDocument(storeDocumentLines(m.storeId, typeFile)).length,
            fileUrl: `merchant/file/${fileId}/download`,
            sourceUrl: null,
            uploadedDate: toBangkokIso(past(rng, REPORT_SPAN_DAYS)),
            uploadedBy: m.email,
          };
        }),
      );
    },
  },

  bankAccounts: {
    idField: 'accountId',
    idPrefix: 'BA',
    idWidth: 5,
    seed: ({ rng, seedOf }) => {
      let n = 0;
      return seedOf('merchants').flatMap((m) =>
        rng.subset(ACCOUNT_BANKS, 1, 3).map((bank, i) => {
          n += 1;
          return {
            accountId: `BA${pad(n, 5)}`,
            storeId: m.storeId,
            bankCode: bank.bankCode,
            bankName: bank.nameTh,
            bankAccountName: m.name,
            bankAccountNo: bankAccountNo(rng, ACCOUNT_DIGITS[bank.bankCode]),
            accountType: rng.chance(0.8) ? 'SAVING' : 'CURRENT',
            isMain: i === 0,
            isActive: true,
          };
        }),
      );
    },
  },

  qrTransactions: {
    idField: 'transactionNo',
    idPrefix: 'QR',
    idWidth: 14,
    seed: ({ rng, seedOf }) => {
      // A handful of busy Production stores carry most of the traffic, as in real gateways.
      const stores = seedOf('merchants').filter((m) => m.status === 'Production');
      const pickStore = rng.picker(stores.map((m, i) => [m, i < 40 ? 12 : 1] as const));
      const times = sortedInstants(rng, 50000, REPORT_SPAN_DAYS);
      const pickStatus = rng.picker([
        ['paid', 85],
        ['cancelled', 10],
        ['waiting for payment', 5],
      ] as const);
      const pickChannel = rng.picker([
        ['QR', 80],
        ['QR_CREDIT', 12],
        ['MOBILE_BANKING', 8],
      ] as const);
      return Array.from(times, (ms, i) => {
        const m = pickStore();
        const bank = rng.pick(THAI_BANKS);
        const status = pickStatus();
        const amount = rng.amount(20, 20000);
        const createdDate = toBangkokIso(ms);
        return {
          transactionNo: `QR${createdDate.slice(0, 4)}${createdDate.slice(5, 7)}${createdDate.slice(8, 10)}${pad(i + 1, 6)}`,
          storeId: m.storeId,
          storeName: m.storeName,
          amount,
          fee: status === 'paid' ? percentOf(amount, 3) : 0,
          status,
          createdDate,
          paymentDate: status === 'paid' ? toBangkokIso(ms + rng.int(5, 600) * 1000) : null,
          bankCode: bank.bankCode,
          bankName: bank.nameTh,
          channel: pickChannel(),
          ref1: m.storeId.slice(2) + rng.digits(5),
          ref2: rng.digits(10),
        };
      });
    },
  },

  externalTransactions: {
    idField: 'transactionNo',
    idPrefix: 'EXT',
    idWidth: 13,
    seed: ({ rng, seedOf }) => {
      const stores = seedOf('merchants').filter((m) => m.merchantServiceType !== 'OFFLINE');
      const times = Array.from({ length: 5000 }, () => past(rng, REPORT_SPAN_DAYS)).sort((a, b) => a - b);
      return times.map((ms, i) => {
        const m = rng.pick(stores);
        return {
          transactionNo: `EXT${ymdCompact(ms)}${pad(i + 1, 5)}`,
          storeId: m.storeId,
          storeName: m.storeName,
          partner: rng.pick(EXTERNAL_PARTNERS),
          refNo: rng.hex(16).toUpperCase(),
          amount: rng.amount(30, 15000),
          status: rng.weighted([
            ['paid', 88],
            ['cancelled', 8],
            ['waiting for payment', 4],
          ] as const),
          createdDate: toBangkokIso(ms),
        };
      });
    },
  },

  fundingTransfers: {
    idField: 'id',
    idPrefix: 'FT',
    idWidth: 6,
    seed: ({ rng, seedOf }) => {
      const stores = seedOf('merchants').filter((m) => m.status === 'Production');
      const mainAccount = new Map(
        seedOf('bankAccounts')
          .filter((a) => a.isMain)
          .map((a) => [a.storeId, a]),
      );
      const times = sortedInstants(rng, 20000, REPORT_SPAN_DAYS);
      return Array.from(times, (ms, i) => {
        const m = rng.pick(stores);
        const payee = mainAccount.get(m.storeId);
        const payer = rng.pick(SETTLEMENT_ACCOUNTS);
        const status = fundingStatusByAge(rng, (REFERENCE_MS - ms) / DAY_MS);
        const amount = rng.amount(500, 250000);
        const fee = percentOf(amount, 3);
        const sent = !['Account approve', 'Pending for settle'].includes(status);
        const answered = ['Respon from bank', 'Success', 'Reject from bank'].includes(status);
        const reject = status === 'Reject from bank' ? rng.pick(BANK_REJECTS) : null;
        return {
          id: `FT${pad(i + 1, 6)}`,
          storeId: m.storeId,
          storeName: m.storeName,
          transferType: rng.weighted([
            ['SETTLEMENT', 80],
            ['REFUND', 10],
            ['RETURN', 10],
          ] as const),
          amount,
          fee,
          netAmount: baht(satang(amount) - satang(fee)),
          status,
          createdDate: toBangkokIso(ms),
          transferDate: status === 'Success' ? toBangkokIso(ms + rng.int(1, 48) * 3600_000) : null,
          payerBank: bankByCode(payer.bankCode).nameTh,
          payerAccount: payer.account,
          payerName: GATEWAY_COMPANY,
          payeeBank: payee?.bankName ?? '',
          payeeAccount: payee?.bankAccountNo ?? '',
          payeeName: payee?.bankAccountName ?? m.name,
          refPayment: `PAY${ymdCompact(ms)}${rng.digits(6)}`,
          approvedBy: status === 'Account approve' ? null : rng.pick(['วิชัย มั่งมี', 'สมชาย ใจดี']),
          approvedDate: status === 'Account approve' ? null : toBangkokIso(ms + 3600_000),
          batchNo: `B${ymdCompact(ms)}${pad((i % 40) + 1, 3)}`,
          bankRefNo: sent ? `${payer.bankCode}${rng.digits(12)}` : null,
          responseCode: answered ? (reject ? reject[0] : '0000') : null,
          responseMessage: answered ? (reject ? reject[1] : 'สำเร็จ') : null,
        };
      });
    },
  },

  arPr: {
    idField: 'transactionNo',
    idPrefix: 'ARPR',
    idWidth: 6,
    seed: ({ rng, seedOf }) => {
      const stores = seedOf('merchants');
      const accounts = seedOf('bankAccounts');
      const mainAccount = new Map(accounts.filter((a) => a.isMain).map((a) => [a.storeId, a]));
      // Every day of the 18 months has its refund items (4 to 12 of them).
      const times: number[] = [];
      for (let day = REPORT_SPAN_DAYS; day >= 1; day--) {
        const count = rng.int(4, 12);
        for (let k = 0; k < count; k++)
          times.push(REFERENCE_MS - day * DAY_MS + rng.int(8 * 3600, 20 * 3600) * 1000);
      }
      times.sort((a, b) => a - b);
      return times.map((ms, i) => {
        const m = rng.pick(stores);
        const acc = mainAccount.get(m.storeId) ?? accounts[0];
        const amount = rng.amount(100, 50000);
        const ar = percentOf(amount, 3);
        return {
          transactionNo: `ARPR${pad(i + 1, 6)}`,
          storeId: m.storeId,
          storeName: m.storeName,
          payment: rng.pick(['QR', 'CREDIT_CARD', 'MOBILE_BANKING']),
          paymentDate: toBangkokIso(ms),
          bankAccount: acc.bankAccountNo,
          bankName: acc.bankName,
          bankType: acc.accountType === 'SAVING' ? 'ออมทรัพย์' : 'กระแสรายวัน',
          ap: baht(satang(amount) - satang(ar)),
          ar,
          amount,
        };
      });
    },
  },

  mdr: {
    idField: 'mdrId',
    idPrefix: 'MDR',
    idWidth: 5,
    seed: ({ rng, seedOf }) => {
      const accounts = seedOf('bankAccounts');
      return seedOf('merchants').map((m, i) => {
        const banks = accounts.filter((a) => a.storeId === m.storeId).map((a) => bankByCode(a.bankCode));
        const rates = banks.flatMap((b) =>
          b.channels
            .filter((c) => m.service.includes(c))
            .map((channel) => ({ bankCode: b.bankCode, channel, rate: rng.chance(0.85) ? 3 : 2.5 })),
        );
        return {
          mdrId: `MDR${pad(i + 1, 5)}`,
          storeId: m.storeId,
          storeName: m.storeName,
          bankRegister: banks.map((b) => b.shortName).join(', '),
          paymentTerm: rng.weighted([
            [15, 80],
            [7, 10],
            [30, 10],
          ] as const),
          banks: banks.map((b) => ({
            bankCode: b.bankCode,
            bankName: b.nameTh,
            mdr: rates
              .filter((r) => r.bankCode === b.bankCode)
              .map((r) => `${r.channel} ${r.rate.toFixed(2)}%`)
              .join(', '),
          })),
          rates,
          updatedDate: toBangkokIso(past(rng)),
        };
      });
    },
  },

  settingMdr: {
    idField: 'bankCode',
    idPrefix: '',
    idWidth: 3,
    seed: () =>
      THAI_BANKS.map((b) => ({
        bankCode: b.bankCode,
        bankName: b.nameTh,
        paymentTerm: 15,
        channels: b.channels.map((channel) => ({ channel, mdrRate: 3, isActive: true })),
        isActive: b.bankCode !== '073',
      })),
  },

  taxCalculations: {
    idField: 'id',
    idPrefix: 'TAX',
    idWidth: 5,
    seed: ({ rng, seedOf }) => {
      // One row per store and month for 18 months: gross (amount1), fee at 3 % (amount2), net
      // (amount3), and 7 % VAT on the fee (taxAmount), all exact to the satang.
      const stores = seedOf('merchants').filter((m, i) => m.status === 'Production' && i % 4 === 0);
      const months: string[] = [];
      const [y, mo] = toBangkokIso(REFERENCE_MS - DAY_MS)
        .slice(0, 7)
        .split('-')
        .map(Number);
      for (let k = 17; k >= 0; k--) {
        const total = y * 12 + (mo - 1) - k;
        months.push(`${Math.floor(total / 12)}-${pad((total % 12) + 1, 2)}`);
      }
      let n = 0;
      return months.flatMap((month) => {
        const [yy, mm] = month.split('-').map(Number);
        const lastDay = new Date(Date.UTC(yy, mm, 0)).getUTCDate();
        return stores
          .filter(() => rng.chance(0.9))
          .map((m) => {
            n += 1;
            const gross = rng.amount(1000, 500000);
            const fee = percentOf(gross, 3);
            return {
              id: `TAX${pad(n, 5)}`,
              storeId: m.storeId,
              storeName: m.storeName,
              date: `${month}-${pad(lastDay, 2)}`,
              month,
              transaction: rng.int(5, 2000),
              amount1: gross,
              amount2: fee,
              amount3: baht(satang(gross) - satang(fee)),
              taxAmount: percentOf(fee, 7),
              taxRate: 7,
            };
          });
      });
    },
  },

  reconcileProcesses: {
    idField: 'id',
    idPrefix: 'RC',
    idWidth: 5,
    seed: ({ rng }) =>
      Array.from({ length: 200 }, (_, i) => {
        const bank = rng.pick(THAI_BANKS.slice(0, 9));
        const ms = past(rng);
        const total = rng.int(200, 8000);
        const status = rng.weighted([
          ['success', 80],
          ['partial', 15],
          ['failed', 5],
        ] as const);
        const unmatched = status === 'success' ? 0 : status === 'failed' ? total : rng.int(1, 40);
        const filename = `RECON_${bank.shortName}_${ymdCompact(ms)}_${pad(i + 1, 3)}.txt`;
        return {
          id: `RC${pad(i + 1, 5)}`,
          bankIssuer: bank.bankCode,
          bankName: bank.nameTh,
          filename,
          fileUrl: `https://files.demo.test/reconcile/${filename}`,
          processDate: toBangkokIso(ms),
          totalTransactions: total,
          matchedTransactions: total - unmatched,
          unmatchedTransactions: unmatched,
          totalAmount: rng.amount(10000, 5000000),
          status,
        };
      }),
  },

  adjustments: {
    idField: 'id',
    idPrefix: 'ADJ',
    idWidth: 5,
    seed: ({ rng, seedOf }) => {
      const candidates = seedOf('qrTransactions').filter((t) => t.status !== 'paid');
      return Array.from({ length: 300 }, (_, i) => {
        const t = candidates[Math.floor((i * candidates.length) / 300)];
        const adjusted = rng.chance(0.4);
        return {
          id: `ADJ${pad(i + 1, 5)}`,
          transactionNo: t.transactionNo,
          storeId: t.storeId,
          storeName: t.storeName,
          amount: t.amount,
          fee: t.fee,
          status: t.status,
          isAdjusted: adjusted,
          adjustedStatus: adjusted ? 'paid' : null,
          adjustType: adjusted ? rng.pick(['status', 'manual'] as const) : null,
          createdDate: t.createdDate,
          adjustedDate: adjusted ? toBangkokIso(Date.parse(t.createdDate) + 86_400_000) : null,
          adjustedBy: adjusted ? 'สุดา รักงาน' : null,
          remark: adjusted ? 'ลูกค้าชำระเงินแล้ว ธนาคารยืนยันยอด' : null,
        };
      });
    },
  },

  userRequests: {
    idField: 'id',
    idPrefix: 'UR',
    idWidth: 5,
    seed: ({ rng, seedOf }) => {
      const stores = seedOf('merchants');
      return Array.from({ length: 600 }, (_, i) => {
        const m = rng.pick(stores);
        const typeEdit = rng.pick(USER_REQUEST_TYPES);
        const status = rng.weighted([
          [USER_REQUEST_STATUSES[0], 40],
          [USER_REQUEST_STATUSES[1], 15],
          [USER_REQUEST_STATUSES[2], 35],
          [USER_REQUEST_STATUSES[3], 10],
        ] as const);
        const changes = [
          { field: 'tel', oldValue: m.tel, newValue: mobilePhone(rng) },
          {
            field: 'storeName',
            oldValue: m.storeName,
            newValue: `${m.storeName} (${rng.pick(SHOP_PLACES)})`,
          },
        ].slice(0, rng.int(1, 2));
        const files = rng.chance(0.6)
          ? [
              {
                fileName: 'bookbank.pdf',
                fileUrl: `https://files.demo.test/user-request/UR${pad(i + 1, 5)}/bookbank.pdf`,
              },
            ]
          : [];
        const done = status === 'fully approved';
        return {
          id: `UR${pad(i + 1, 5)}`,
          storeId: m.storeId,
          storeName: m.storeName,
          username: `${rng.pick(LATIN_NAMES)}${rng.digits(3)}`,
          typeEdit,
          status,
          date: toBangkokIso(past(rng)),
          pendingList: done ? [] : changes,
          pendingFiles: done ? [] : files,
          completedList: done ? changes : [],
          completedFiles: done ? files : [],
          remark: status === 'Disapprove' ? 'เอกสารไม่ครบถ้วน' : null,
          updatedBy: status === 'waiting approve' ? null : 'สุดา รักงาน',
          updatedDate: status === 'waiting approve' ? null : toBangkokIso(past(rng, 30)),
        };
      });
    },
  },

  merchantUsers: {
    idField: 'userId',
    idPrefix: 'MU',
    idWidth: 5,
    seed: ({ rng, seedOf }) => {
      let n = 0;
      return seedOf('merchants').flatMap((m) =>
        Array.from(
          {
            length: rng.weighted([
              [1, 35],
              [2, 35],
              [3, 20],
              [4, 10],
            ] as const),
          },
          (_, k) => {
            n += 1;
            const p = k === 0 ? { firstname: m.firstname, lastname: m.lastname } : person(rng);
            return {
              userId: `MU${pad(n, 5)}`,
              storeId: m.storeId,
              storeName: m.storeName,
              username: `${rng.pick(LATIN_NAMES)}${pad(n, 4)}`,
              firstname: p.firstname,
              lastname: p.lastname,
              email: email(rng, 5000 + n),
              tel: mobilePhone(rng),
              role: k === 0 ? 'owner' : rng.pick(['cashier', 'accountant', 'manager']),
              isActive: rng.chance(0.9),
              createdDate: toBangkokIso(past(rng)),
              lastLogin: rng.chance(0.8) ? toBangkokIso(past(rng, 30)) : null,
            };
          },
        ),
      );
    },
  },

  staffUsers: {
    idField: 'userId',
    idPrefix: 'u-',
    idWidth: 4,
    seed: ({ rng, seedOf }) => {
      const roles = seedOf('roles');
      const roleName = (roleId: string) => roles.find((r) => r.roleId === roleId)?.roleName ?? roleId;
      const demo = DEMO_ACCOUNTS.map((a) => ({
        userId: a.userId,
        email: a.email,
        firstname: a.firstname,
        lastname: a.lastname,
        tel: mobilePhone(rng),
        roleId: a.roleId,
        roleName: roleName(a.roleId),
        isActive: true,
        twoFactorEnabled: true,
        createdDate: toBangkokIso(past(rng)),
        lastLogin: toBangkokIso(past(rng, 7)),
      }));
      const others = Array.from({ length: 60 - demo.length }, (_, i) => {
        const p = person(rng);
        const roleId = rng.weighted(roles.map((r) => [r.roleId, r.roleId === 'role-admin' ? 1 : 4] as const));
        return {
          userId: `u-${pad(demo.length + i + 1, 4)}`,
          email: `staff${pad(demo.length + i + 1, 4)}@demo.test`,
          firstname: p.firstname,
          lastname: p.lastname,
          tel: mobilePhone(rng),
          roleId,
          roleName: roleName(roleId),
          isActive: rng.chance(0.9),
          twoFactorEnabled: rng.chance(0.7),
          createdDate: toBangkokIso(past(rng)),
          lastLogin: rng.chance(0.85) ? toBangkokIso(past(rng, 30)) : null,
        };
      });
      return [...demo, ...others];
    },
  },

  roles: {
    idField: 'roleId',
    idPrefix: 'role-',
    idWidth: 3,
    seed: () => [
      ...DEMO_ROLES.map((r) => ({
        roleId: r.roleId,
        roleName: r.roleName,
        description: `บทบาท ${r.roleName} สำหรับบัญชีสาธิต`,
        isActive: r.isActive,
        menus: r.menus.map((m) => ({ ...m })),
      })),
      {
        roleId: 'role-support',
        roleName: 'Customer Support',
        description: 'ดูแลคำขอของร้านค้าและผู้ใช้งานร้านค้า',
        isActive: true,
        menus: roleMenus(({ key: k }) =>
          k === 'userRequest' || k === 'merchantAccountManagement'
            ? 'view, edit'
            : k === 'merchantDetail' || k === 'merchantRegister'
              ? 'view'
              : 'N/A',
        ),
      },
      {
        roleId: 'role-risk',
        roleName: 'Risk & Compliance',
        description: 'ตรวจสอบธุรกรรมและการกระทบยอด',
        isActive: true,
        menus: roleMenus(({ key: k }) =>
          ['qrTransaction', 'transactionExternal', 'reconcile', 'funding'].includes(k)
            ? 'view, export'
            : 'N/A',
        ),
      },
      {
        roleId: 'role-sales',
        roleName: 'Sales',
        description: 'ติดตามการลงทะเบียนร้านค้าใหม่',
        isActive: true,
        menus: roleMenus(({ key: k }) =>
          k === 'merchantRegister' ? 'view, edit' : k === 'merchantDetail' ? 'view' : 'N/A',
        ),
      },
      {
        roleId: 'role-intern',
        roleName: 'Intern',
        description: 'บทบาทที่ปิดใช้งานแล้ว',
        isActive: false,
        menus: roleMenus(() => 'N/A'),
      },
    ],
  },

  userConfig: {
    idField: 'id',
    idPrefix: 'cfg-',
    idWidth: 1,
    seed: () => [
      {
        id: 'default',
        sessionTimeoutMinutes: 30,
        passwordExpiryDays: 90,
        maxLoginAttempts: 5,
        otpExpiryMinutes: 5,
      },
    ],
  },

  qrCodeSettings: {
    idField: 'id',
    idPrefix: 'qr-',
    idWidth: 1,
    seed: () => [{ id: 'default', amount: 50000, timeoutMinutes: 15 }],
  },

  masterLists: {
    idField: 'id',
    idPrefix: 'ML',
    idWidth: 5,
    seed: () => {
      const rows: MasterListRow[] = [];
      const add = (list: string, parent: string | null, name: string, value: string) =>
        rows.push({ id: `${list}:${parent ?? ''}:${value}`, list, parent, name, value, imageUrl: null });
      for (const [list, entries] of Object.entries(STATIC_MASTER_LISTS)) {
        for (const [name, value] of entries) add(list, null, name, value);
      }
      for (const p of PROVINCES) add('province', null, p.nameTh, p.code);
      for (const d of DISTRICTS) add('district', d.provinceCode, d.nameTh, d.code);
      for (const s of SUB_DISTRICTS) add('subDistrict', s.districtCode, s.nameTh, s.code);
      return rows;
    },
  },
};
