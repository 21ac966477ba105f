/**
 * Seed definitions of every mock table: id field, the generator of its seed rows, and the fields kept in
 * step on insert/update. Each table draws from its own seeded stream (see Rng.forTable), so generating
 * tables lazily, in any order, gives the same data.
 */
import { DEMO_ACCOUNTS } from '../accounts.ts';
import { DEMO_ROLES, roleMenus } from '../roles.ts';
import { pastInstant, toBangkokIso, addDaysMs } from './dates.ts';
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
} from './generators.ts';
import type { Rng } from './prng.ts';
import {
  FUNDING_TRANSFER_STATUSES,
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

const round2 = (n: number): number => Math.round(n * 100) / 100;
const past = (rng: Rng, days = 180): number => pastInstant(() => rng.float(), days);
const bankByCode = (code: string): ThaiBank => {
  const bank = THAI_BANKS.find((b) => b.bankCode === code);
  if (!bank) throw new Error(`Unknown bank ${code}`);
  return bank;
};
const categoryId = (index: number): string => `MC${pad(index + 1, 2)}`;
const ymdCompact = (ms: number): string => toBangkokIso(ms).slice(0, 10).replace(/-/g, '');

/** A few staff names who follow up registrations (sale responsibility). */
const SALES_STAFF = ['ธนพล วงศ์สวัสดิ์', 'ปวีณา ศรีสุข', 'กิตติพงษ์ แสงทอง', 'ชุติมา รุ่งเรือง', 'อนุชา บุญมา'];

/** The gateway's own settlement accounts, the payer of every funding transfer. */
const SETTLEMENT_ACCOUNTS = [
  { bankCode: '014', account: '111-3-04567-8' },
  { bankCode: '004', account: '036-1-22345-9' },
  { bankCode: '002', account: '201-7-77889-0' },
];
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
  return rng.subset(THAI_BANKS.slice(0, 9), 1, 2).map((bank, i) => ({
    bankCode: bank.bankCode,
    bankName: bank.nameTh,
    bankAccountName: holder,
    bankAccountNo: bankAccountNo(rng),
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
    seed: ({ rng }) =>
      Array.from({ length: 500 }, (_, i) => {
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
          date: toBangkokIso(past(rng)),
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
          saleResponsibility: rng.pick(SALES_STAFF),
          registerStatus: 'passed',
          successMailSentAt: production ? toBangkokIso(past(rng)) : null,
          apiKey: `pk_${production ? 'live' : 'test'}_${rng.hex(24)}`,
          secretKey: `sk_${production ? 'live' : 'test'}_${rng.hex(32)}`,
        };
      }),
  },

  merchantRegisters: {
    idField: 'storeId',
    idPrefix: 'REG',
    idWidth: 5,
    seed: ({ rng }) =>
      Array.from({ length: 800 }, (_, i) => {
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
        return {
          storeId: `REG${pad(i + 1, 5)}`,
          date: toBangkokIso(past(rng)),
          name: owner.name,
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
          saleResponsibility: status === 'waiting for contact' ? null : rng.pick(SALES_STAFF),
        };
      }),
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
            apiKey: rng.hex(32),
            secretKey: rng.hex(40),
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

  bankAccounts: {
    idField: 'accountId',
    idPrefix: 'BA',
    idWidth: 5,
    seed: ({ rng, seedOf }) => {
      let n = 0;
      return seedOf('merchants').flatMap((m) =>
        rng.subset(THAI_BANKS.slice(0, 9), 1, 2).map((bank, i) => {
          n += 1;
          return {
            accountId: `BA${pad(n, 5)}`,
            storeId: m.storeId,
            bankCode: bank.bankCode,
            bankName: bank.nameTh,
            bankAccountName: m.name,
            bankAccountNo: bankAccountNo(rng),
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
      const times = Array.from({ length: 30000 }, () => past(rng)).sort((a, b) => a - b);
      return times.map((ms, i) => {
        const m = pickStore();
        const bank = rng.pick(THAI_BANKS);
        const status = rng.weighted([
          ['paid', 85],
          ['cancelled', 10],
          ['waiting for payment', 5],
        ] as const);
        const amount = rng.amount(20, 20000);
        return {
          transactionNo: `QR${ymdCompact(ms)}${pad(i + 1, 6)}`,
          storeId: m.storeId,
          storeName: m.storeName,
          amount,
          fee: status === 'paid' ? round2(amount * 0.03) : 0,
          status,
          createdDate: toBangkokIso(ms),
          paymentDate: status === 'paid' ? toBangkokIso(ms + rng.int(5, 600) * 1000) : null,
          bankCode: bank.bankCode,
          bankName: bank.nameTh,
          channel: rng.weighted([
            ['QR', 80],
            ['QR_CREDIT', 12],
            ['MOBILE_BANKING', 8],
          ] as const),
          ref1: m.storeId.replace('ST', '') + rng.digits(5),
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
      const times = Array.from({ length: 5000 }, () => past(rng)).sort((a, b) => a - b);
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
      const times = Array.from({ length: 3000 }, () => past(rng)).sort((a, b) => a - b);
      return times.map((ms, i) => {
        const m = rng.pick(stores);
        const payee = mainAccount.get(m.storeId);
        const payer = rng.pick(SETTLEMENT_ACCOUNTS);
        const status = rng.weighted(
          FUNDING_TRANSFER_STATUSES.map(
            (s) => [s, s === 'Success' ? 55 : s === 'Reject from bank' ? 5 : 8] as const,
          ),
        );
        const amount = rng.amount(500, 250000);
        const fee = round2(amount * 0.03);
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
          netAmount: round2(amount - fee),
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
      const times = Array.from({ length: 2000 }, () => past(rng)).sort((a, b) => a - b);
      return times.map((ms, i) => {
        const m = rng.pick(stores);
        const acc = mainAccount.get(m.storeId) ?? accounts[0];
        const amount = rng.amount(100, 50000);
        const ar = round2(amount * 0.03);
        return {
          transactionNo: `ARPR${pad(i + 1, 6)}`,
          storeId: m.storeId,
          storeName: m.storeName,
          payment: rng.pick(['QR', 'CREDIT_CARD', 'MOBILE_BANKING']),
          paymentDate: toBangkokIso(ms),
          bankAccount: acc.bankAccountNo,
          bankName: acc.bankName,
          bankType: acc.accountType === 'SAVING' ? 'ออมทรัพย์' : 'กระแสรายวัน',
          ap: round2(amount - ar),
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
      const stores = seedOf('merchants').filter((m) => m.status === 'Production');
      return Array.from({ length: 1000 }, (_, i) => {
        const m = rng.pick(stores);
        const gross = rng.amount(1000, 500000);
        const fee = round2(gross * 0.03);
        return {
          id: `TAX${pad(i + 1, 5)}`,
          storeId: m.storeId,
          storeName: m.storeName,
          date: toBangkokIso(past(rng)).slice(0, 10),
          transaction: rng.int(5, 2000),
          amount1: gross,
          amount2: fee,
          amount3: round2(gross - fee),
          taxAmount: round2(fee * 0.07),
          taxRate: 7,
        };
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
      return Array.from({ length: 300 }, (_, i) => {
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
