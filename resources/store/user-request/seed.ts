/**
 * Merchants' change requests, in every status of the approval flow.
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import { mobilePhone, pad, past } from '../../../mocks/db/generators.ts';
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import { LATIN_NAMES, SHOP_PLACES, USER_REQUEST_STATUSES } from '../../../mocks/db/thai-data.ts';
import type userRequest from './declaration.ts';

const USER_REQUEST_TYPES = [
  'แก้ไขข้อมูลร้านค้า',
  'เปลี่ยนบัญชีธนาคาร',
  'เพิ่มสาขา',
  'เปลี่ยนเบอร์โทรศัพท์',
  'ขอเปิดช่องทางชำระเงิน',
];

/** How staff decided one item of a request, and who did when (set by the decision routes). */
export type RequestDecision = {
  decision?: 'approved' | 'disapproved';
  remark?: string | null;
  decidedBy?: string;
  decidedDate?: string;
};
export type RequestChange = { field: string; oldValue: string; newValue: string } & RequestDecision;
export type RequestFile = { fileName: string; fileUrl: string } & RequestDecision;

/** Columns whose type the seeded values alone do not give: the items carry their decisions. */
interface RequestColumns {
  pendingList: RequestChange[];
  pendingFiles: RequestFile[];
  completedList: RequestChange[];
  completedFiles: RequestFile[];
}

export const userRequests = seedTable<typeof userRequest, RequestColumns>()({
  table: 'userRequests',
  idField: 'id',
  idPrefix: 'UR',
  idWidth: 5,
  rows: ({ rng, seedOf }) => {
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
});

export type UserRequest = RowOf<typeof userRequests>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    userRequests: UserRequest;
  }
}
