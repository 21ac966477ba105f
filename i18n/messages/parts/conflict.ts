/**
 * Messages of a refused write in Thai and English (docs/api-contract.md, "Versions and conflicts"):
 * the conflict part of a form (src/components/conflict/ConflictDialog.tsx) and the notices of a
 * switch, a delete or an action refused because the record changed or the action was already done
 * (src/components/conflict/notice.ts). The `conflict` part, loaded on the first refusal.
 */
export const th = {
  pa: {
    conflict: {
      title: 'ข้อมูลนี้ถูกแก้ไขโดยผู้อื่นแล้ว',
      changedBy: '%{name} แก้ไขข้อมูลนี้เมื่อ %{time} หลังจากที่คุณเปิดฟอร์ม การบันทึกของคุณจึงยังไม่ถูกบันทึก',
      someone: 'ผู้ใช้อื่น',
      unknownTime: 'เมื่อสักครู่',
      field: 'ข้อมูล',
      mine: 'ค่าของคุณ',
      current: 'ค่าปัจจุบัน',
      empty: '(ว่าง)',
      noDifference: 'ค่าที่คุณแก้ตรงกับค่าปัจจุบันทุกช่อง',
      kept: 'สิ่งที่คุณพิมพ์ยังอยู่ในฟอร์ม จนกว่าคุณจะเลือก',
      applyMine: 'บันทึกค่าของฉันทับฉบับปัจจุบัน',
      takeCurrent: 'ใช้ฉบับปัจจุบัน',
      close: 'กลับไปที่ฟอร์ม',
      reloaded: 'ฟอร์มแสดงฉบับปัจจุบันแล้ว',
      changed: '%{name} แก้ไขข้อมูลนี้เมื่อ %{time} จึงยังไม่ได้ทำรายการ หน้าจอแสดงข้อมูลปัจจุบันแล้ว กรุณาตรวจสอบแล้วลองอีกครั้ง',
      deleteTitle: 'ข้อมูลนี้ถูกแก้ไขก่อนที่คุณจะลบ',
      deleteContent: '%{name} แก้ไขข้อมูลนี้เมื่อ %{time} ต้องการลบฉบับปัจจุบันหรือเก็บไว้',
      deleteAnyway: 'ลบต่อไป',
      keep: 'เก็บไว้',
      kept_record: 'เก็บข้อมูลไว้ ไม่ได้ลบ',
      write: {
        changedBy: '%{name} แก้ไขข้อมูลนี้เมื่อ %{time} หลังจากที่หน้าจอแสดงให้คุณเห็น จึงยังไม่ได้ทำรายการ ข้อมูลที่ต่างไปมีดังนี้',
        shown: 'ค่าที่คุณเห็น',
        noDifference: 'ข้อมูลที่แสดงตรงกับฉบับปัจจุบันทุกช่อง',
        retry: 'ทำรายการอีกครั้งกับฉบับปัจจุบัน',
      },
      alreadyDone: {
        done: 'รายการนี้ดำเนินการแล้วโดย %{name} เมื่อ %{time} ระบบไม่ได้ทำซ้ำ',
        approve: 'อนุมัติแล้วโดย %{name} เมื่อ %{time} ระบบไม่ได้ทำซ้ำ',
        disapprove: 'ไม่อนุมัติแล้วโดย %{name} เมื่อ %{time} ระบบไม่ได้ทำซ้ำ',
      },
    },
  },
};

export const en: typeof th = {
  pa: {
    conflict: {
      title: 'Someone else changed this record',
      changedBy:
        '%{name} changed this record at %{time}, after you opened the form, so your save was not made.',
      someone: 'Another user',
      unknownTime: 'a moment ago',
      field: 'Field',
      mine: 'Your value',
      current: 'Current value',
      empty: '(empty)',
      noDifference: 'Every value you changed is the same as the current one.',
      kept: 'What you typed stays in the form until you choose.',
      applyMine: 'Apply mine on top of the current version',
      takeCurrent: 'Take the current one',
      close: 'Back to the form',
      reloaded: 'The form now shows the current version',
      changed:
        '%{name} changed this record at %{time}, so nothing was done. The page now shows the current version; check it and try again.',
      deleteTitle: 'This record changed before you deleted it',
      deleteContent: '%{name} changed this record at %{time}. Delete the current version, or keep it?',
      deleteAnyway: 'Delete anyway',
      keep: 'Keep it',
      kept_record: 'The record was kept, not deleted',
      write: {
        changedBy:
          '%{name} changed this record at %{time}, after it was shown to you, so nothing was done. What differs:',
        shown: 'As you saw it',
        noDifference: 'What you saw is the same as the current version.',
        retry: 'Do it again on the current version',
      },
      alreadyDone: {
        done: 'Already done by %{name} at %{time}; nothing was done twice.',
        approve: 'Already approved by %{name} at %{time}; nothing was done twice.',
        disapprove: 'Already disapproved by %{name} at %{time}; nothing was done twice.',
      },
    },
  },
};
