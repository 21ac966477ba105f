/** Messages of the time-of-day field (src/schema/fields/time*.tsx). */
export const th = {
  pa: {
    engine: {
      time: {
        /** After a time of day in views and lists: 15:30 น. */
        shown: '%{time} น.',
        invalid: 'เวลาต้องเป็น ชั่วโมง:นาที (00:00–23:59)',
      },
    },
  },
};
