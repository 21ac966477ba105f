/** Messages of the generated screens (src/schema) and the shared widgets (src/components). */
export const th = {
  pa: {
    engine: {
      list: {
        actions: 'การดำเนินการ',
        empty: 'ยังไม่มีข้อมูล%{name}',
        emptyInvite: 'เริ่มต้นด้วยการสร้างรายการแรก',
        retry: 'ลองใหม่',
      },
      filter: {
        startDate: 'วันที่เริ่มต้น',
        endDate: 'วันที่สิ้นสุด',
      },
      active: {
        on: 'ใช้งาน',
        off: 'ไม่ใช้งาน',
      },
      toggle: {
        activate: 'เปิดใช้งาน',
        deactivate: 'ปิดใช้งาน',
        activated: 'เปิดใช้งาน %{name} แล้ว',
        deactivated: 'ปิดใช้งาน %{name} แล้ว',
        activateTitle: 'เปิดใช้งาน %{name}',
        deactivateTitle: 'ปิดใช้งาน %{name}',
        activateContent: 'ต้องการเปิดใช้งาน %{name} ใช่หรือไม่',
        deactivateContent: 'ต้องการปิดใช้งาน %{name} ใช่หรือไม่',
      },
      tabs: {
        all: 'แสดงทุกแท็บ',
      },
      child: {
        backToParent: 'กลับไปยังรายการหลัก',
      },
      action: {
        confirmTitle: '%{action}: %{name}',
        confirmContent: 'ต้องการ%{action}สำหรับ %{name} ใช่หรือไม่',
        moneyNotice: 'รายการนี้มีผลกับยอดเงิน ระบบจะส่งเพียงครั้งเดียวและรอผลจากเซิร์ฟเวอร์ก่อนปิดหน้าต่าง',
        done: '%{action} %{name} เรียบร้อยแล้ว',
        selected: '%{smart_count} รายการที่เลือก',
      },
      export: {
        title: 'ส่งออกข้อมูล',
        progress: 'ความคืบหน้าการส่งออก',
        preparing: 'กำลังเตรียมไฟล์…',
        pages: 'ดึงข้อมูลแล้ว %{done} จาก %{total}',
      },
      secret: {
        reveal: 'แสดงค่า',
        hide: 'ซ่อนค่า',
        copy: 'คัดลอก',
        copied: 'คัดลอกแล้ว',
        copyFailed: 'คัดลอกไม่สำเร็จ',
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
      load: {
        retry: 'ลองใหม่',
      },
      settings: {
        saved: 'บันทึกการตั้งค่าแล้ว',
        confirmTitle: 'ยืนยันการบันทึก',
      },
      status: {
        storeRegister: {
          waitingForContact: 'รอติดต่อ',
          contacted: 'ติดต่อแล้ว',
          passed: 'ผ่าน',
          notReachable: 'ติดต่อไม่ได้',
          failed: 'ไม่ผ่าน',
        },
        qrTransaction: {
          waitingForPayment: 'รอชำระเงิน',
          paid: 'ชำระแล้ว',
          cancelled: 'ยกเลิก',
        },
        fundingTransfer: {
          accountApprove: 'อนุมัติบัญชี',
          pendingForSettle: 'รอชำระดุล',
          sendToBank: 'ส่งธนาคาร',
          validateFromBank: 'ธนาคารกำลังตรวจสอบ',
          responFromBank: 'ธนาคารตอบกลับ',
          success: 'สำเร็จ',
          rejectFromBank: 'ธนาคารปฏิเสธ',
        },
        userRequest: {
          waitingApprove: 'รออนุมัติ',
          partlyApproved: 'อนุมัติบางส่วน',
          fullyApproved: 'อนุมัติทั้งหมด',
          disapprove: 'ไม่อนุมัติ',
        },
        storeDetail: {
          test: 'ทดสอบ',
          production: 'ใช้งานจริง',
        },
      },
    },
  },
};

export const en: typeof th = {
  pa: {
    engine: {
      list: {
        actions: 'Actions',
        empty: 'No %{name} yet',
        emptyInvite: 'Start by creating the first one',
        retry: 'Try again',
      },
      filter: {
        startDate: 'Start date',
        endDate: 'End date',
      },
      active: {
        on: 'Active',
        off: 'Inactive',
      },
      toggle: {
        activate: 'Activate',
        deactivate: 'Deactivate',
        activated: '%{name} activated',
        deactivated: '%{name} deactivated',
        activateTitle: 'Activate %{name}',
        deactivateTitle: 'Deactivate %{name}',
        activateContent: 'Do you want to activate %{name}?',
        deactivateContent: 'Do you want to deactivate %{name}?',
      },
      tabs: {
        all: 'All tabs',
      },
      child: {
        backToParent: 'Back to parent',
      },
      action: {
        confirmTitle: '%{action}: %{name}',
        confirmContent: 'Do you want to %{action} for %{name}?',
        moneyNotice:
          'This moves money. It is sent once, and the dialog waits for the server before it closes.',
        done: '%{action} done for %{name}',
        selected: '%{smart_count} selected item |||| %{smart_count} selected items',
      },
      export: {
        title: 'Export',
        progress: 'Export progress',
        preparing: 'Preparing the file…',
        pages: 'Fetched %{done} of %{total}',
      },
      secret: {
        reveal: 'Show value',
        hide: 'Hide value',
        copy: 'Copy',
        copied: 'Copied',
        copyFailed: 'Could not copy',
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
      load: {
        retry: 'Try again',
      },
      settings: {
        saved: 'Settings saved',
        confirmTitle: 'Confirm save',
      },
      status: {
        storeRegister: {
          waitingForContact: 'Waiting for contact',
          contacted: 'Contacted',
          passed: 'Passed',
          notReachable: 'Not reachable',
          failed: 'Failed',
        },
        qrTransaction: {
          waitingForPayment: 'Waiting for payment',
          paid: 'Paid',
          cancelled: 'Cancelled',
        },
        fundingTransfer: {
          accountApprove: 'Account approve',
          pendingForSettle: 'Pending for settle',
          sendToBank: 'Send to bank',
          validateFromBank: 'Validate from bank',
          responFromBank: 'Response from bank',
          success: 'Success',
          rejectFromBank: 'Reject from bank',
        },
        userRequest: {
          waitingApprove: 'Waiting approve',
          partlyApproved: 'Partly approved',
          fullyApproved: 'Fully approved',
          disapprove: 'Disapprove',
        },
        storeDetail: {
          test: 'Test',
          production: 'Production',
        },
      },
    },
  },
};
