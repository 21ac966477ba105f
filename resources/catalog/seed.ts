/**
 * The master lists no screen edits (`masterLists`): the static dropdown lists and the 77 provinces
 * with their districts and sub-districts. Shared by every screen that offers them
 * (resources/catalog/masterLists.ts names the lists); the lists a screen edits (store types, banks,
 * roles) are read from that screen's own table.
 */
import { defineTable } from '../../mocks/db/seeds/define.ts';
import { DISTRICTS, PROVINCES, SUB_DISTRICTS } from '../../mocks/db/thai-geo.ts';
import type { MasterListRow } from '../../mocks/db/types.ts';

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

export const masterLists = defineTable('masterLists', {
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
});
