/**
 * Messages of bulk actions on a list's selected rows in Thai and English (src/schema/list/bulk/,
 * docs/lists.md "Bulk actions"): the confirmation, the progress, each row's result and its reason.
 * The `bulk` part, loaded with the bulk buttons.
 */
export const th = {
  pa: {
    bulk: {
      confirmTitle: '%{action} %{smart_count} รายการที่เลือก',
      confirmContent:
        '%{action} %{smart_count} รายการที่เลือก ใช่หรือไม่ แต่ละรายการส่งแยกกัน รายการที่ไม่สำเร็จจะไม่หยุดรายการอื่น',
      skipped: 'อีก %{smart_count} รายการที่เลือกไม่เข้าเงื่อนไขของการทำรายการนี้ จึงไม่ถูกส่ง',
      total: 'ยอดรวม %{total}',
      progressTitle: '%{action}: กำลังส่ง',
      progress: 'ส่งแล้ว %{done} จาก %{total} รายการ',
      cancel: 'หยุดส่งรายการที่เหลือ',
      resultTitle: '%{action}: ผลการทำรายการ',
      summary: 'สำเร็จ %{done} รายการ ไม่สำเร็จ %{failed} รายการ ยังไม่ได้ส่ง %{cancelled} รายการ',
      succeeded: 'สำเร็จ',
      failed: 'ไม่สำเร็จ',
      cancelled: 'ยังไม่ได้ส่ง (หยุดส่งแล้ว)',
      row: 'รายการ',
      reasonHeader: 'เหตุผล',
      retry: 'ส่งรายการที่ไม่สำเร็จอีกครั้ง',
      close: 'ปิด',
      exportSelected: 'ส่งออกรายการที่เลือก',
      toggle: {
        on: 'เปิดใช้งาน',
        off: 'ปิดใช้งาน',
        alreadyOn: 'อีก %{smart_count} รายการที่เลือกเปิดใช้งานอยู่แล้ว จึงไม่ถูกส่ง',
        alreadyOff: 'อีก %{smart_count} รายการที่เลือกปิดใช้งานอยู่แล้ว จึงไม่ถูกส่ง',
      },
      someone: 'ผู้ใช้อื่น',
      unknownTime: 'เมื่อสักครู่',
      reason: {
        already_done: {
          done: 'ดำเนินการแล้วโดย %{name} เมื่อ %{time}',
          approve: 'อนุมัติแล้วโดย %{name} เมื่อ %{time}',
          disapprove: 'ไม่อนุมัติแล้วโดย %{name} เมื่อ %{time}',
        },
        conflict: 'ถูกแก้ไขโดย %{name} เมื่อ %{time} หลังจากที่หน้าจอแสดงรายการนี้',
        forbidden: 'คุณไม่มีสิทธิ์ทำรายการนี้',
        not_found: 'ไม่พบรายการนี้แล้ว',
        validation: 'ข้อมูลไม่ผ่านการตรวจสอบ',
        unauthenticated: 'การเข้าสู่ระบบหมดอายุ',
        key_reused: 'คำขอนี้ถูกส่งไปแล้วด้วยข้อมูลอื่น',
        too_large: 'ข้อมูลมีขนาดใหญ่เกินไป',
        server: 'ระบบขัดข้อง กรุณาลองอีกครั้ง',
        failed: 'ทำรายการไม่สำเร็จ',
      },
    },
  },
};

export const en: typeof th = {
  pa: {
    bulk: {
      confirmTitle: '%{action} %{smart_count} selected rows',
      confirmContent:
        '%{action} the %{smart_count} selected rows? Each row is sent on its own; a row that fails does not stop the others.',
      skipped: '%{smart_count} more selected rows do not meet this action’s condition and will not be sent.',
      total: 'Total: %{total}',
      progressTitle: '%{action}: sending',
      progress: '%{done} of %{total} rows sent',
      cancel: 'Stop sending the rest',
      resultTitle: '%{action}: results',
      summary: '%{done} succeeded, %{failed} failed, %{cancelled} not sent',
      succeeded: 'Succeeded',
      failed: 'Failed',
      cancelled: 'Not sent (stopped)',
      row: 'Row',
      reasonHeader: 'Reason',
      retry: 'Retry the failed ones',
      close: 'Close',
      exportSelected: 'Export selected',
      toggle: {
        on: 'Switch on',
        off: 'Switch off',
        alreadyOn: '%{smart_count} more selected rows are already on and will not be sent.',
        alreadyOff: '%{smart_count} more selected rows are already off and will not be sent.',
      },
      someone: 'someone else',
      unknownTime: 'a moment ago',
      reason: {
        already_done: {
          done: 'Already done by %{name} at %{time}',
          approve: 'Already approved by %{name} at %{time}',
          disapprove: 'Already disapproved by %{name} at %{time}',
        },
        conflict: 'Changed by %{name} at %{time} after the list showed it',
        forbidden: 'You are not allowed to do this',
        not_found: 'This record no longer exists',
        validation: 'The data did not pass validation',
        unauthenticated: 'Your session has expired',
        key_reused: 'This request was already sent with other data',
        too_large: 'The data is too large',
        server: 'The service failed; try again',
        failed: 'Not done',
      },
    },
  },
};
