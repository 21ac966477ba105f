/**
 * Messages of what opens from a list, in Thai and English: a record's views and forms (validation, file
 * uploads, secrets, embedded lists, the permission matrix, restored drafts, settings pages, tabs and the
 * way back to a parent), actions, operation pages and exports. The `records` part (i18n/index.ts): it
 * loads with a record view's code, or with the first part that shows one of them
 * (`usePartMessages('records')`), not with the first list screen. react-admin's own messages among them
 * are Thai only: English takes react-admin's whole catalogue.
 */
export const th = {
  ra: {
    input: {
      file: {
        upload_several: 'ลากไฟล์มาวางที่นี่เพื่ออัปโหลด (ได้หลายไฟล์) หรือคลิกเพื่อเลือกไฟล์',
        upload_single: 'ลากไฟล์มาวางที่นี่เพื่ออัปโหลด หรือคลิกเพื่อเลือกไฟล์',
      },
      image: {
        upload_several: 'ลากรูปภาพมาวางที่นี่เพื่ออัปโหลด (ได้หลายรูป) หรือคลิกเพื่อเลือกรูปภาพ',
        upload_single: 'ลากรูปภาพมาวางที่นี่เพื่ออัปโหลด หรือคลิกเพื่อเลือกรูปภาพ',
      },
      password: {
        toggle_visible: 'ซ่อนรหัสผ่าน',
        toggle_hidden: 'แสดงรหัสผ่าน',
      },
    },
    validation: {
      minLength: 'ต้องมีอย่างน้อย %{min} ตัวอักษร',
      maxLength: 'ต้องไม่เกิน %{max} ตัวอักษร',
      minValue: 'ต้องมีค่าอย่างน้อย %{min}',
      maxValue: 'ต้องมีค่าไม่เกิน %{max}',
      number: 'ต้องเป็นตัวเลข',
      oneOf: 'ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: %{options}',
      regex: 'ต้องตรงตามรูปแบบที่กำหนด (regexp): %{pattern}',
      unique: 'ต้องไม่ซ้ำกับข้อมูลที่มีอยู่',
    },
  },
  pa: {
    engine: {
      export: {
        title: 'ส่งออกข้อมูล',
        progress: 'ความคืบหน้าการส่งออก',
        preparing: 'กำลังเตรียมไฟล์…',
        rows: 'เขียนแล้ว %{done} จาก %{total} แถว',
        /** The CSV column beside a master field's name that holds its code. */
        code: '%{label} (รหัส)',
        iso: '%{label} (ISO)',
      },
      upload: {
        choose: 'เลือกไฟล์',
        replace: 'เปลี่ยนไฟล์',
        remove: 'นำไฟล์ออก',
        dropHint: 'หรือลากไฟล์มาวางที่นี่',
        progress: 'ความคืบหน้าการอัปโหลด',
        inProgress: 'กรุณารอให้อัปโหลดไฟล์เสร็จก่อน',
        wrongType: 'ไม่รองรับไฟล์ประเภทนี้ (รองรับ: %{types})',
        tooLarge: 'ไฟล์ต้องมีขนาดไม่เกิน %{max} MB',
        empty: 'ไฟล์ว่างเปล่า',
        download: 'ดาวน์โหลด',
        noPreview: 'ไม่สามารถแสดงตัวอย่างไฟล์นี้ได้ กรุณาดาวน์โหลด',
      },
      operation: {
        next: 'ถัดไป',
        back: 'ย้อนกลับ',
        inquire: 'ตรวจสอบข้อมูล',
        review: 'ตรวจสอบการเปลี่ยนแปลง',
        submit: 'ยืนยันการทำรายการ',
        confirmTitle: 'ยืนยันการเปลี่ยนแปลง',
        confirm: 'ยืนยัน',
        cancel: 'ยกเลิก',
        field: 'ข้อมูล',
        before: 'เดิม',
        after: 'ใหม่',
        noChange: 'ไม่มีข้อมูลที่เปลี่ยนแปลง',
        notFound: 'ไม่พบข้อมูลที่ค้นหา',
        done: 'ทำรายการสำเร็จ',
        notDone: 'ทำรายการไม่สำเร็จ ระบบยังไม่ได้เปลี่ยนแปลงข้อมูล',
        retry: 'ลองอีกครั้ง',
        again: 'ทำรายการใหม่',
        current: 'ข้อมูลปัจจุบัน',
        result: 'ผลการทำรายการ',
        moneyNotice: 'รายการนี้ส่งเพียงครั้งเดียว การลองอีกครั้งใช้รหัสรายการเดิม จึงไม่เกิดรายการซ้ำ',
      },
      secret: {
        reveal: 'แสดงค่า',
        hide: 'ซ่อนค่า',
        copy: 'คัดลอก',
        copied: 'คัดลอกแล้ว',
        copyFailed: 'คัดลอกไม่สำเร็จ',
        load: 'แสดงคีย์ของ %{name}',
        loadShort: 'แสดงคีย์',
        masked: 'ซ่อนอยู่',
        keys: 'คีย์ API',
      },
      file: {
        open: 'เปิดไฟล์',
      },
      embedded: {
        empty: 'ไม่มีรายการ',
      },
      validation: {
        phone: 'เบอร์โทรศัพท์ต้องขึ้นต้นด้วย 0 และมี 9 หรือ 10 หลัก',
        url: 'ต้องเป็นที่อยู่เว็บที่ขึ้นต้นด้วย %{schemes}',
        integer: 'ต้องเป็นจำนวนเต็ม',
        decimals: 'มีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
        money: 'จำนวนเงินต้องเป็นตัวเลขและมีทศนิยมไม่เกิน 2 ตำแหน่ง',
        thaiId: 'เลขประจำตัวประชาชนไม่ถูกต้อง (ต้องมี 13 หลักและเลขตรวจสอบถูกต้อง)',
        bankAccount: 'เลขบัญชีต้องเป็นตัวเลข %{length} หลัก',
        noMenu: 'เลือกสิทธิ์อย่างน้อยหนึ่งเมนู',
        checking: 'กำลังตรวจสอบ…',
      },
      permission: {
        title: 'สิทธิ์การใช้งานเมนู',
        menu: 'เมนู',
        menuEn: 'ชื่อภาษาอังกฤษ',
        granted: 'สิทธิ์',
        none: 'ไม่มีสิทธิ์เข้าถึงเมนูใด',
        count: '%{smart_count} เมนู',
        cell: '%{menu}: %{action}',
        actions: {
          view: 'ดู',
          create: 'สร้าง',
          edit: 'แก้ไข',
          delete: 'ลบ',
          export: 'ส่งออก',
          approve: 'อนุมัติ',
        },
      },
      draft: {
        restored: 'กู้คืนข้อมูลที่คุณกรอกไว้แต่ยังไม่ได้บันทึกก่อนออกจากระบบแล้ว ตรวจสอบแล้วกดบันทึก',
        discard: 'ทิ้งข้อมูลที่กู้คืน',
        discarded: 'ทิ้งข้อมูลที่กู้คืนแล้ว',
      },
      settings: {
        saved: 'บันทึกการตั้งค่าแล้ว',
        confirmTitle: 'ยืนยันการบันทึก',
      },
    },
  },
};

export const en: Pick<typeof th, 'pa'> = {
  pa: {
    engine: {
      export: {
        title: 'Export',
        progress: 'Export progress',
        preparing: 'Preparing the file…',
        rows: '%{done} of %{total} rows written',
        code: '%{label} (code)',
        /** The CSV column beside a date's screen text that holds it as ISO 8601, for machines. */
        iso: '%{label} (ISO)',
      },
      upload: {
        choose: 'Choose file',
        replace: 'Replace file',
        remove: 'Remove file',
        dropHint: 'or drop a file here',
        progress: 'Upload progress',
        inProgress: 'Wait until the file has finished uploading',
        wrongType: 'This type of file is not accepted (accepted: %{types})',
        tooLarge: 'The file must be %{max} MB or smaller',
        empty: 'The file is empty',
        download: 'Download',
        noPreview: 'This file cannot be previewed here; download it instead',
      },
      operation: {
        next: 'Next',
        back: 'Back',
        inquire: 'Look up',
        review: 'Review changes',
        submit: 'Submit',
        confirmTitle: 'Confirm the change',
        confirm: 'Confirm',
        cancel: 'Cancel',
        field: 'Field',
        before: 'Before',
        after: 'After',
        noChange: 'Nothing changes',
        notFound: 'Nothing was found',
        done: 'Done',
        notDone: 'Not done: nothing was changed',
        retry: 'Try again',
        again: 'Start a new one',
        current: 'Current data',
        result: 'Result',
        moneyNotice: 'This is sent once; a retry reuses the same operation key, so nothing is done twice',
      },
      secret: {
        reveal: 'Show value',
        hide: 'Hide value',
        copy: 'Copy',
        copied: 'Copied',
        copyFailed: 'Could not copy',
        /** An item's keys, read from their own call only when asked for. */
        load: 'Show keys of %{name}',
        loadShort: 'Show keys',
        masked: 'Hidden',
        keys: 'API keys',
      },
      file: {
        open: 'Open file',
      },
      embedded: {
        empty: 'No items',
      },
      validation: {
        phone: 'A phone number starts with 0 and has 9 or 10 digits',
        url: 'Must be a web address starting with %{schemes}',
        integer: 'Must be a whole number',
        decimals: 'At most 2 decimals',
        money: 'An amount must be a number with at most 2 decimals',
        thaiId: 'Invalid Thai national ID (13 digits with a valid check digit)',
        bankAccount: 'An account number has %{length} digits',
        noMenu: 'Choose at least one menu',
        checking: 'Checking…',
      },
      permission: {
        title: 'Menu permissions',
        menu: 'Menu',
        menuEn: 'English name',
        granted: 'Actions',
        none: 'No menu is granted',
        count: '%{smart_count} menu |||| %{smart_count} menus',
        cell: '%{menu}: %{action}',
        actions: {
          view: 'View',
          create: 'Create',
          edit: 'Edit',
          delete: 'Delete',
          export: 'Export',
          approve: 'Approve',
        },
      },
      draft: {
        restored:
          'The values you had typed but not saved before you were signed out are back. Check them and save.',
        discard: 'Discard restored values',
        discarded: 'The restored values were discarded.',
      },
      settings: {
        saved: 'Settings saved',
        confirmTitle: 'Confirm save',
      },
    },
  },
};
