/**
 * Stores (`merchants`), their API keys (`merchantApiKeys`, answered only by the API-information call)
 * and their documents (`storeFiles`, bytes made on download).
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import { jpegDocument, pdfDocument, pngDocument, storeDocumentLines } from '../../../mocks/db/documents.ts';
import {
  address,
  categoryId,
  email,
  formatAddress,
  mobilePhone,
  pad,
  past,
  person,
  REPORT_SPAN_DAYS,
  salesStaff,
  shopName,
  staffName,
  thaiTaxId,
} from '../../../mocks/db/generators.ts';
import { seedTable, seedUndeclaredTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import { MERCHANT_CATEGORIES, PAYMENT_CHANNELS, STORE_FILE_TYPES } from '../../../mocks/db/thai-data.ts';
import type storeDetail from './declaration.ts';

/** Columns whose type the seeded values alone do not give: its two states, addresses set later. */
interface StoreColumns {
  status: 'Test' | 'Production';
  subMerchantCallbackUrl: string | null;
  redirectUrlAndroid: string | null;
  redirectUrlIOS: string | null;
  redirectUrlDefault: string | null;
}

export const merchants = seedTable<typeof storeDetail, StoreColumns>()({
  table: 'merchants',
  idField: 'storeId',
  idPrefix: 'ST',
  idWidth: 5,
  // The API information tab reads the keys from a call of their own (`merchantApiKeys`).
  absent: ['apiKey', 'secretKey'],
  rows: ({ rng, seedOf }) => {
    const sales = salesStaff(seedOf('staffUsers'));
    const categories = MERCHANT_CATEGORIES.map(([, weight], idx) => [idx, weight] as const);
    return Array.from({ length: 2000 }, (_, i) => {
      const owner = person(rng);
      const cat = rng.weighted(categories);
      const service = rng.subset(PAYMENT_CHANNELS, 1, 4);
      if (!service.includes('QR')) service.unshift('QR');
      const addr = address(rng);
      const storeId = `ST${pad(i + 1, 5)}`;
      const production = rng.chance(0.8);
      const status: StoreColumns['status'] = production ? 'Production' : 'Test';
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
        status,
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
});

export const merchantApiKeys = seedUndeclaredTable({
  table: 'merchantApiKeys',
  idField: 'storeId',
  idPrefix: 'ST',
  idWidth: 5,
  rows: ({ rng, seedOf }) =>
    seedOf('merchants').map((m) => {
      const live = m.status === 'Production' ? 'live' : 'test';
      return {
        storeId: m.storeId,
        apiKey: `pk_${live}_${rng.hex(24)}`,
        secretKey: `sk_${live}_${rng.hex(32)}`,
      };
    }),
});

/** A document of a store, by type; the bytes are generated on demand (seed) or kept by the upload. */
export type StoreFile = {
  fileId: string;
  storeId: string;
  typeFile: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Where the console downloads it: `merchant/file/{fileId}/download` of the merchant service. */
  fileUrl: string;
  /** The upload service's URL the file came from (null for seeded documents). */
  sourceUrl: string | null;
  uploadedDate: string;
  uploadedBy: string;
};

export const storeFiles = seedUndeclaredTable<StoreFile>({
  table: 'storeFiles',
  idField: 'fileId',
  idPrefix: 'FL',
  idWidth: 6,
  rows: ({ rng, seedOf }) => {
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
          typeFile === 'ID_CARD' ? 'image/jpeg' : typeFile === 'BANK_BOOK' ? 'image/png' : 'application/pdf';
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
});

export type Merchant = RowOf<typeof merchants>;
export type MerchantApiKey = RowOf<typeof merchantApiKeys>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    merchants: Merchant;
    merchantApiKeys: MerchantApiKey;
    storeFiles: StoreFile;
  }
}
