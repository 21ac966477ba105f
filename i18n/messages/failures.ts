/**
 * Messages of failed calls that carry no text of the server's own (src/data/http.ts `failureMessage`):
 * `pa.failure.<kind>` and, naming the service, `pa.failure.<service>.<kind>`.
 */
import { SERVICE_NAMES, type ServiceName } from '../../src/config/types.ts';
import type { FailureKind } from '../../src/data/http.ts';

type KindMessages = Record<FailureKind, string>;

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
};

const SERVICE_EN: Record<ServiceName, string> = {
  master: 'master data',
  merchant: 'merchant',
  upload: 'file upload',
  user: 'user',
  transaction: 'transaction',
  notification: 'announcement and notification',
  payment: 'payment gateway',
  sso: 'sign-on',
  paymentService: 'payment',
  thirdPartyPayment: 'third-party payment',
  reporting: 'reporting',
};

const NAMED_TH: KindMessages = {
  timeout: 'บริการ%{service}ไม่ตอบสนองภายในเวลาที่กำหนด กรุณาลองใหม่อีกครั้ง',
  network: 'ติดต่อบริการ%{service}ไม่ได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่อีกครั้ง',
  server: 'บริการ%{service}ขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
  malformed: 'อ่านข้อมูลที่ได้รับจากบริการ%{service}ไม่ได้ กรุณาลองใหม่อีกครั้ง',
  rejected: 'บริการ%{service}ไม่สามารถดำเนินการตามคำขอได้',
  forbidden: 'บทบาทของคุณไม่มีสิทธิ์ใช้งานส่วนนี้ของบริการ%{service} หากต้องการสิทธิ์ กรุณาติดต่อผู้ดูแลระบบ',
};

const NAMED_EN: KindMessages = {
  timeout: 'The %{service} service did not answer in time. Please try again.',
  network: 'The %{service} service could not be reached. Check the connection and try again.',
  server: 'The %{service} service is having a problem. Please try again.',
  malformed: 'The answer of the %{service} service could not be read. Please try again.',
  rejected: 'The %{service} service could not carry out the request.',
  forbidden: 'Your role is not allowed to use this part of the %{service} service. Ask an administrator if you need access.',
};

const UNNAMED_TH: KindMessages = {
  timeout: 'ระบบไม่ตอบสนองภายในเวลาที่กำหนด กรุณาลองใหม่อีกครั้ง',
  network: 'ติดต่อระบบไม่ได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่อีกครั้ง',
  server: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
  malformed: 'อ่านข้อมูลที่ได้รับจากระบบไม่ได้ กรุณาลองใหม่อีกครั้ง',
  rejected: 'ระบบไม่สามารถดำเนินการตามคำขอได้',
  forbidden: 'บทบาทของคุณไม่มีสิทธิ์ทำรายการนี้ หากต้องการสิทธิ์ กรุณาติดต่อผู้ดูแลระบบ',
};

const UNNAMED_EN: KindMessages = {
  timeout: 'The service did not answer in time. Please try again.',
  network: 'The service could not be reached. Check the connection and try again.',
  server: 'The service is having a problem. Please try again.',
  malformed: 'The answer of the service could not be read. Please try again.',
  rejected: 'The service could not carry out the request.',
  forbidden: 'Your role is not allowed to do this. Ask an administrator if you need access.',
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

function catalogue(
  unnamed: KindMessages,
  templates: KindMessages,
  names: Record<ServiceName, string>,
): KindMessages & Record<ServiceName, KindMessages> {
  const perService = Object.fromEntries(
    SERVICE_NAMES.map((service) => [service, named(templates, names[service])]),
  ) as Record<ServiceName, KindMessages>;
  return { ...unnamed, ...perService };
}

export const th = { pa: { failure: catalogue(UNNAMED_TH, NAMED_TH, SERVICE_TH) } };
export const en: typeof th = { pa: { failure: catalogue(UNNAMED_EN, NAMED_EN, SERVICE_EN) } };
