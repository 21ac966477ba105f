/**
 * The master lists no screen edits (`masterLists`): the static dropdown lists (Thai and English names)
 * and the 77 provinces with their districts and sub-districts. Shared by every screen that offers them
 * (resources/catalog/masterLists.ts names the lists); the lists a screen edits (store types, banks,
 * roles) are read from that screen's own table.
 */
import { seedUndeclaredTable } from '../../mocks/db/seeds/define.ts';
import { DISTRICTS, PROVINCES, SUB_DISTRICTS } from '../../mocks/db/thai-geo.ts';
import type { MasterListRow } from '../../mocks/db/types.ts';

const STATIC_MASTER_LISTS: Record<string, readonly (readonly [th: string, en: string, value: string])[]> = {
  approveStatus: [
    ['รออนุมัติ', 'Pending approval', 'PENDING'],
    ['อนุมัติแล้ว', 'Approved', 'APPROVED'],
    ['ไม่อนุมัติ', 'Rejected', 'REJECTED'],
  ],
  merchantState: [
    ['ทดสอบ (Test)', 'Test', 'Test'],
    ['ใช้งานจริง (Production)', 'Production', 'Production'],
  ],
  merchantRegisterStatus: [
    ['รอการติดต่อ', 'Waiting for contact', 'waiting for contact'],
    ['ติดต่อแล้ว', 'Contacted', 'contacted'],
    ['ผ่านการพิจารณา', 'Passed', 'passed'],
    ['ติดต่อไม่ได้', 'Not reachable', 'not reachable'],
    ['ไม่ผ่านการพิจารณา', 'Failed', 'failed'],
  ],
  service: [
    ['คิวอาร์โค้ด (QR)', 'QR code', 'QR'],
    ['บัตรเครดิต', 'Credit card', 'CREDIT_CARD'],
    ['โมบายแบงก์กิ้ง', 'Mobile banking', 'MOBILE_BANKING'],
    ['อินเทอร์เน็ตแบงก์กิ้ง', 'Internet banking', 'INTERNET_BANKING'],
    ['หักบัญชีอัตโนมัติ', 'Direct debit', 'DIRECT_DEBIT'],
    ['ชำระบิล', 'Bill payment', 'BILL_PAYMENT'],
  ],
  transactionType: [
    ['ชำระด้วย QR', 'QR payment', 'QR'],
    ['ชำระด้วย QR Credit', 'QR Credit payment', 'QR_CREDIT'],
    ['คืนเงิน', 'Refund', 'REFUND'],
    ['ยกเลิกรายการ', 'Void', 'VOID'],
  ],
  approveTransactionType: [
    ['โอนเงินให้ร้านค้า', 'Settlement to store', 'SETTLEMENT'],
    ['โอนเงินคืน', 'Return', 'RETURN'],
  ],
  fundingTransferType: [
    ['โอนเงินให้ร้านค้า', 'Settlement to store', 'SETTLEMENT'],
    ['คืนเงินลูกค้า', 'Refund to customer', 'REFUND'],
    ['โอนเงินคืนร้านค้า', 'Return to store', 'RETURN'],
  ],
  accountType: [
    ['ออมทรัพย์', 'Savings', 'SAVING'],
    ['กระแสรายวัน', 'Current', 'CURRENT'],
    ['ฝากประจำ', 'Fixed deposit', 'FIXED'],
  ],
  sourceType: [
    ['API', 'API', 'API'],
    ['หน้าเว็บพอร์ทัล', 'Web portal', 'PORTAL'],
    ['ไฟล์แบตช์', 'Batch file', 'BATCH_FILE'],
    ['แอปพลิเคชันมือถือ', 'Mobile app', 'MOBILE_APP'],
  ],
  reportType: [
    ['รายงานธุรกรรม', 'Transaction report', 'TRANSACTION'],
    ['รายงานการโอนเงิน', 'Funding report', 'FUNDING'],
    ['รายงานค่าธรรมเนียม', 'Fee report', 'FEE'],
    ['รายงานภาษี', 'Tax report', 'TAX'],
  ],
  merchantServiceType: [
    ['ออนไลน์', 'Online', 'ONLINE'],
    ['หน้าร้าน', 'In store', 'OFFLINE'],
    ['ออนไลน์และหน้าร้าน', 'Online and in store', 'ONLINE_OFFLINE'],
  ],
  customerGroup: [
    ['ผู้ประกอบการรายย่อย (SME)', 'Small business (SME)', 'SME'],
    ['องค์กรขนาดใหญ่', 'Corporate', 'CORPORATE'],
    ['หน่วยงานราชการ', 'Government', 'GOVERNMENT'],
    ['องค์กรไม่แสวงหากำไร', 'Non-profit', 'NON_PROFIT'],
  ],
};

export const masterLists = seedUndeclaredTable({
  table: 'masterLists',
  idField: 'id',
  idPrefix: 'ML',
  idWidth: 5,
  rows: () => {
    const rows: MasterListRow[] = [];
    const add = (list: string, parent: string | null, name: string, nameEn: string | null, value: string) =>
      rows.push({
        id: `${list}:${parent ?? ''}:${value}`,
        list,
        parent,
        name,
        nameEn,
        value,
        imageUrl: null,
      });
    for (const [list, entries] of Object.entries(STATIC_MASTER_LISTS)) {
      for (const [name, nameEn, value] of entries) add(list, null, name, nameEn, value);
    }
    for (const p of PROVINCES) add('province', null, p.nameTh, p.nameEn, p.code);
    // Districts and sub-districts have Thai names only: English shows them in Thai.
    for (const d of DISTRICTS) add('district', d.provinceCode, d.nameTh, null, d.code);
    for (const s of SUB_DISTRICTS) add('subDistrict', s.districtCode, s.nameTh, null, s.code);
    return rows;
  },
});
