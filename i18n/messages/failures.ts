/**
 * Messages of failed calls that carry no text of the server's own (src/data/http.ts `failureMessage`):
 * `pa.failure.<kind>` and, naming the service, `pa.failure.<service>.<kind>`. Thai here; English in
 * ./en/failures.ts, built by the same `catalogue`, loaded with the rest of English.
 */
import type { FailureKind, ServiceErrorCode } from '../../src/contract/errors.ts';
import type { ServiceName } from '../../src/contract/services.ts';

export type KindMessages = Record<FailureKind, string>;

const SERVICE_TH: Record<ServiceName, string> = {
  master: 'ข้อมูลหลัก',
  merchant: 'ร้านค้า',
  upload: 'อัปโหลดไฟล์',
  user: 'ผู้ใช้งาน',
  transaction: 'ธุรกรรม',
  notification: 'ประกาศและการแจ้งเตือน',
  payment: 'เพย์เมนต์เกตเวย์',
  sso: 'การเข้าสู่ระบบ',
  paymentService: 'การชำระเงิน',
  thirdPartyPayment: 'ชำระเงินผ่านผู้ให้บริการภายนอก',
  reporting: 'รายงาน',
  audit: 'บันทึกการใช้งาน',
};

const NAMED_TH: KindMessages = {
  timeout: 'บริการ%{service}ไม่ตอบสนองภายในเวลาที่กำหนด กรุณาลองใหม่อีกครั้ง',
  network: 'ติดต่อบริการ%{service}ไม่ได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่อีกครั้ง',
  server: 'บริการ%{service}ขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
  malformed: 'อ่านข้อมูลที่ได้รับจากบริการ%{service}ไม่ได้ กรุณาลองใหม่อีกครั้ง',
  rejected: 'บริการ%{service}ไม่สามารถดำเนินการตามคำขอได้',
  forbidden: 'บทบาทของคุณไม่มีสิทธิ์ใช้งานส่วนนี้ของบริการ%{service} หากต้องการสิทธิ์ กรุณาติดต่อผู้ดูแลระบบ',
};

const UNNAMED_TH: KindMessages = {
  timeout: 'ระบบไม่ตอบสนองภายในเวลาที่กำหนด กรุณาลองใหม่อีกครั้ง',
  network: 'ติดต่อระบบไม่ได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่อีกครั้ง',
  server: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
  malformed: 'อ่านข้อมูลที่ได้รับจากระบบไม่ได้ กรุณาลองใหม่อีกครั้ง',
  rejected: 'ระบบไม่สามารถดำเนินการตามคำขอได้',
  forbidden: 'บทบาทของคุณไม่มีสิทธิ์ทำรายการนี้ หากต้องการสิทธิ์ กรุณาติดต่อผู้ดูแลระบบ',
};

function named(templates: KindMessages, service: string): KindMessages {
  const fill = (template: string) => template.replace('%{service}', service);
  return {
    timeout: fill(templates.timeout),
    network: fill(templates.network),
    server: fill(templates.server),
    malformed: fill(templates.malformed),
    rejected: fill(templates.rejected),
    forbidden: fill(templates.forbidden),
  };
}

export function catalogue(
  unnamed: KindMessages,
  templates: KindMessages,
  names: Record<ServiceName, string>,
): KindMessages & Record<ServiceName, KindMessages> {
  const perService = Object.fromEntries(
    // Every service named, the optional ones (audit) too.
    (Object.keys(names) as ServiceName[]).map((service) => [service, named(templates, names[service])]),
  ) as Record<ServiceName, KindMessages>;
  return { ...unnamed, ...perService };
}

/** Failures a service named by their `code` (src/contract/errors.ts; refusal and server error above). */
export type CodeMessages = Record<Exclude<ServiceErrorCode, 'forbidden' | 'server'>, string>;

const CODES_TH: CodeMessages = {
  validation: 'ข้อมูลบางช่องไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่อีกครั้ง',
  unauthenticated: 'เซสชันของคุณสิ้นสุดแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  not_found: 'ไม่พบรายการนี้ อาจถูกลบไปแล้วโดยผู้ใช้งานอื่น',
  conflict: 'มีผู้ใช้งานอื่นแก้ไขรายการนี้หลังจากที่คุณเปิดไว้ กรุณาโหลดข้อมูลล่าสุดแล้วลองใหม่อีกครั้ง',
  already_done: 'รายการนี้ได้รับการดำเนินการไปแล้ว ระบบจึงไม่ได้ดำเนินการซ้ำ',
  too_large: 'ไฟล์มีขนาดใหญ่เกินกว่าที่กำหนด',
  key_reused: 'คำขอนี้ถูกส่งซ้ำด้วยข้อมูลที่ต่างจากครั้งแรก กรุณาลองใหม่อีกครั้ง',
  version_required: 'การแก้ไขนี้ไม่ได้ระบุเวอร์ชันของรายการที่ใช้แก้ไข กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
};

export const th = {
  pa: {
    failure: {
      ...catalogue(UNNAMED_TH, NAMED_TH, SERVICE_TH),
      code: CODES_TH,
      /** Before a service's own text, when it names no code the console knows (src/components/errorText.ts). */
      serviceSaid: 'ระบบไม่สามารถดำเนินการตามคำขอได้ ข้อความจากระบบ:',
    },
  },
};
