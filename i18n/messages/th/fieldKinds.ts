/** Messages of the time-of-day field and of master values in exports (src/schema/fields/time*.tsx, src/data/csvMasterColumns.ts). */
export const th = {
  pa: {
    engine: {
      time: {
        /** After a time of day in views and lists: 15:30 น. */
        shown: '%{time} น.',
        invalid: 'เวลาต้องเป็น ชั่วโมง:นาที (00:00–23:59)',
      },
      export: {
        /** The CSV column beside a master field's name that holds its code. */
        code: '%{label} (รหัส)',
        iso: '%{label} (ISO)',
      },
    },
  },
};
