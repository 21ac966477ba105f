/** Messages of the generated screens (src/schema) and the shared widgets (src/components). */
export const th = {
  pa: {
    engine: {
      list: {
        views: 'มุมมอง',
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
      /** A yes/no field (`type: 'yesNo'`): its value in lists, views, filters, inputs and CSV. */
      yesNo: {
        yes: 'ใช่',
        no: 'ไม่ใช่',
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
        breadcrumb: 'ตำแหน่งของหน้านี้',
      },
      action: {
        confirmTitle: '%{action}: %{name}',
        confirmContent: 'ต้องการ%{action}สำหรับ %{name} ใช่หรือไม่',
        formLoadFailed: 'เปิดแบบฟอร์มไม่ได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
        moneyNotice: 'รายการนี้มีผลกับยอดเงิน ระบบจะส่งเพียงครั้งเดียวและรอผลจากเซิร์ฟเวอร์ก่อนปิดหน้าต่าง',
        done: '%{action} %{name} เรียบร้อยแล้ว',
        selected: '%{smart_count} รายการที่เลือก',
        selectedRows: 'รายการที่เลือก',
        total: 'รวม %{smart_count} รายการ ยอดเงินรวม %{total}',
      },
      export: {
        title: 'ส่งออกข้อมูล',
        progress: 'ความคืบหน้าการส่งออก',
        preparing: 'กำลังเตรียมไฟล์…',
        rows: 'เขียนแล้ว %{done} จาก %{total} แถว',
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
