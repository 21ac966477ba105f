import type { TranslationMessages } from 'ra-core';

/**
 * Thai translation of react-admin's own UI messages (the `ra.*` keys of ra-language-english).
 *
 * Polyglot puts Thai (`th`, `th-TH`) in a plural group with a single form, so no value uses the
 * `||||` separator: a second form would never be shown. Values that are plural in English give one
 * text that reads correctly for any count, usually "... %{smart_count} รายการ".
 *
 * `ra.message.bulk_update_title` / `bulk_update_content` deliberately omit `%{recordRepresentation}`:
 * English only uses it in the singular form, and BulkUpdateWithConfirmButton does not pass it, so a
 * single Thai form containing it would show the raw placeholder in the bulk-update dialog.
 *
 * Three sections of the English catalogue are left out, as no part of the console shows them and
 * this catalogue is on every first screen: `ra.saved_queries` (react-admin's saved queries: the
 * console's own saved views replace them, and every FilterButton is `disableSaveQuery`; docs/lists.md),
 * `ra.configurable` (the configuration mode's inspector, which the layout leaves out) and `ra.guesser`.
 * tests/unit/ra-th.test.ts holds both: the keys, and that the console uses none of those parts.
 *
 * The inputs' messages but `required` and `email` (the validation, the file, image and password inputs)
 * are in the `records` part (i18n/messages/parts/records.ts), which loads with a record's views and
 * forms: no list screen shows them.
 */
type RaMessages = TranslationMessages['ra'];
/** react-admin's catalogue but for the sections left out and the `records` part's (above). */
export type ThaiRaMessages = Omit<TranslationMessages, 'ra'> & {
  ra: Omit<RaMessages, 'saved_queries' | 'configurable' | 'guesser' | 'input' | 'validation'> & {
    input: Pick<RaMessages['input'], 'references'>;
    validation: Pick<RaMessages['validation'], 'required' | 'email'>;
  };
};

export const raThai: ThaiRaMessages = {
  ra: {
    action: {
      add_filter: 'เพิ่มตัวกรอง',
      add: 'เพิ่ม',
      back: 'ย้อนกลับ',
      bulk_actions: 'เลือกแล้ว %{smart_count} รายการ',
      cancel: 'ยกเลิก',
      clear_array_input: 'ล้างรายการทั้งหมด',
      clear_input_value: 'ล้างค่า',
      clone: 'ทำสำเนา',
      confirm: 'ยืนยัน',
      create: 'สร้าง',
      create_item: 'สร้าง %{item}',
      delete: 'ลบ',
      edit: 'แก้ไข',
      export: 'ส่งออก',
      list: 'รายการ',
      refresh: 'รีเฟรช',
      remove_filter: 'ลบตัวกรองนี้',
      remove_all_filters: 'ลบตัวกรองทั้งหมด',
      remove: 'นำออก',
      reset: 'รีเซ็ต',
      save: 'บันทึก',
      search: 'ค้นหา',
      search_columns: 'ค้นหาคอลัมน์',
      select_all: 'เลือกทั้งหมด',
      select_all_button: 'เลือกทั้งหมด',
      select_row: 'เลือกแถวนี้',
      show: 'ดูรายละเอียด',
      sort: 'เรียงลำดับ',
      undo: 'เลิกทำ',
      unselect: 'ยกเลิกการเลือก',
      expand: 'ขยาย',
      close: 'ปิด',
      open_menu: 'เปิดเมนู',
      close_menu: 'ปิดเมนู',
      update: 'อัปเดต',
      move_up: 'เลื่อนขึ้น',
      move_down: 'เลื่อนลง',
      open: 'เปิด',
      toggle_theme: 'สลับโหมดสว่าง/มืด',
      select_columns: 'คอลัมน์',
      update_application: 'โหลดแอปพลิเคชันใหม่',
    },
    boolean: {
      true: 'ใช่',
      false: 'ไม่ใช่',
      null: ' ',
    },
    page: {
      create: 'สร้าง %{name}',
      dashboard: 'แดชบอร์ด',
      edit: '%{name} %{recordRepresentation}',
      error: 'เกิดข้อผิดพลาด',
      list: '%{name}',
      loading: 'กำลังโหลด',
      not_found: 'ไม่พบหน้าที่ต้องการ',
      show: '%{name} %{recordRepresentation}',
      empty: 'ยังไม่มีข้อมูล %{name}',
      invite: 'ต้องการเพิ่มรายการใหม่หรือไม่?',
      access_denied: 'ไม่มีสิทธิ์เข้าถึง',
      authentication_error: 'การยืนยันตัวตนผิดพลาด',
    },
    input: {
      references: {
        all_missing: 'ไม่พบข้อมูลที่อ้างอิง',
        many_missing: 'ข้อมูลอ้างอิงที่เกี่ยวข้องอย่างน้อยหนึ่งรายการไม่มีอยู่ในระบบแล้ว',
        single_missing: 'ข้อมูลอ้างอิงที่เกี่ยวข้องไม่มีอยู่ในระบบแล้ว',
      },
    },
    message: {
      about: 'เกี่ยวกับ',
      access_denied: 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้',
      are_you_sure: 'คุณแน่ใจหรือไม่?',
      authentication_error: 'เซิร์ฟเวอร์ยืนยันตัวตนแจ้งข้อผิดพลาด จึงไม่สามารถตรวจสอบข้อมูลการเข้าสู่ระบบของคุณได้',
      auth_error: 'เกิดข้อผิดพลาดขณะตรวจสอบโทเคนยืนยันตัวตน',
      bulk_delete_content: 'ต้องการลบ %{name} จำนวน %{smart_count} รายการใช่หรือไม่?',
      bulk_delete_title: 'ลบ %{name} จำนวน %{smart_count} รายการ',
      bulk_update_content: 'ต้องการอัปเดต %{name} จำนวน %{smart_count} รายการใช่หรือไม่?',
      bulk_update_title: 'อัปเดต %{name} จำนวน %{smart_count} รายการ',
      clear_array_input: 'ต้องการล้างรายการทั้งหมดใช่หรือไม่?',
      delete_content: 'ต้องการลบ %{name} นี้ใช่หรือไม่?',
      delete_title: 'ลบ %{name} %{recordRepresentation}',
      details: 'รายละเอียด',
      error: 'เกิดข้อผิดพลาดในฝั่งผู้ใช้งาน ไม่สามารถดำเนินการตามคำขอได้',
      invalid_form: 'ข้อมูลในแบบฟอร์มไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
      loading: 'กรุณารอสักครู่',
      no: 'ไม่ใช่',
      not_found: 'URL ไม่ถูกต้อง หรือลิงก์ที่คุณเปิดไม่ถูกต้อง',
      select_all_limit_reached: 'มีรายการมากเกินกว่าจะเลือกทั้งหมดได้ ระบบเลือกไว้เฉพาะ %{max} รายการแรก',
      unsaved_changes: 'มีการเปลี่ยนแปลงที่ยังไม่ได้บันทึก ต้องการละทิ้งการเปลี่ยนแปลงใช่หรือไม่?',
      yes: 'ใช่',
      placeholder_data_warning: 'เครือข่ายมีปัญหา: รีเฟรชข้อมูลไม่สำเร็จ',
    },
    navigation: {
      clear_filters: 'ล้างตัวกรอง',
      no_filtered_results: 'ไม่พบข้อมูล %{name} ตามตัวกรองปัจจุบัน',
      no_results: 'ไม่พบข้อมูล %{name}',
      no_more_results: 'ไม่มีหน้าที่ %{page} กรุณาลองหน้าก่อนหน้า',
      page_out_of_boundaries: 'หน้าที่ %{page} อยู่นอกช่วง',
      page_out_from_end: 'ไม่สามารถไปเกินหน้าสุดท้ายได้',
      page_out_from_begin: 'ไม่สามารถไปก่อนหน้าแรกได้',
      page_range_info: 'แสดง %{offsetBegin}-%{offsetEnd} จาก %{total}',
      partial_page_range_info: 'แสดง %{offsetBegin}-%{offsetEnd} จากมากกว่า %{offsetEnd}',
      current_page: 'หน้า %{page}',
      page: 'ไปที่หน้า %{page}',
      first: 'ไปหน้าแรก',
      last: 'ไปหน้าสุดท้าย',
      next: 'ไปหน้าถัดไป',
      previous: 'ไปหน้าก่อนหน้า',
      page_rows_per_page: 'แถวต่อหน้า:',
      skip_nav: 'ข้ามไปยังเนื้อหา',
    },
    sort: {
      sort_by: 'เรียงตาม %{field_lower_first} %{order}',
      ASC: 'จากน้อยไปมาก',
      DESC: 'จากมากไปน้อย',
    },
    auth: {
      auth_check_error: 'กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ',
      user_menu: 'โปรไฟล์',
      username: 'ชื่อผู้ใช้',
      password: 'รหัสผ่าน',
      email: 'อีเมล',
      sign_in: 'เข้าสู่ระบบ',
      sign_in_error: 'เข้าสู่ระบบไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
      logout: 'ออกจากระบบ',
    },
    notification: {
      updated: 'อัปเดตข้อมูล %{smart_count} รายการเรียบร้อยแล้ว',
      created: 'สร้างข้อมูลเรียบร้อยแล้ว',
      deleted: 'ลบข้อมูล %{smart_count} รายการเรียบร้อยแล้ว',
      bad_item: 'ข้อมูลไม่ถูกต้อง',
      item_doesnt_exist: 'ไม่พบข้อมูลนี้ในระบบ',
      http_error: 'การติดต่อกับเซิร์ฟเวอร์ผิดพลาด',
      data_provider_error: 'dataProvider เกิดข้อผิดพลาด ดูรายละเอียดได้ในคอนโซล',
      i18n_error: 'ไม่สามารถโหลดคำแปลของภาษาที่เลือกได้',
      canceled: 'ยกเลิกการดำเนินการแล้ว',
      logged_out: 'เซสชันของคุณสิ้นสุดแล้ว กรุณาเข้าสู่ระบบใหม่',
      not_authorized: 'คุณไม่มีสิทธิ์เข้าถึงข้อมูลนี้',
      application_update_available: 'มีเวอร์ชันใหม่พร้อมใช้งาน',
      offline: 'ไม่มีการเชื่อมต่อเครือข่าย ไม่สามารถดึงข้อมูลได้',
    },
    validation: {
      required: 'จำเป็นต้องระบุ',
      email: 'รูปแบบอีเมลไม่ถูกต้อง',
    },
  },
};

export default raThai;
