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
      child: {
        backToParent: 'กลับไปยังรายการหลัก',
        breadcrumb: 'ตำแหน่งของหน้านี้',
      },
      tabs: {
        all: 'แสดงทุกแท็บ',
      },
      load: {
        retry: 'ลองใหม่',
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
