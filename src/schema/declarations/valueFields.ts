/**
 * Field kinds holding a number, a date or a flag. Each kind's `type` says what it shows, how it is
 * typed and what is checked.
 */

export interface NumberKind {
  /**
   * A plain number (counts, days, minutes). `integer` refuses decimals; `min` and `max` bound it.
   * For baht use `money`, for rates `percent`.
   * @example
   * { source: 'paymentTerm', type: 'number', integer: true, min: 1, max: 90, required: true }
   */
  type: 'number';
  min?: number;
  max?: number;
  integer?: boolean;
}

export interface MoneyKind {
  /**
   * An amount in baht: typed as text with at most two decimals, converted exactly (through satang) when
   * saved, shown with its two decimals. `min` and `max` are in baht.
   * @example
   * { source: 'amount', type: 'money', required: true, min: 0.01, max: 700_000 }
   */
  type: 'money';
  min?: number;
  max?: number;
}

export interface PercentKind {
  /**
   * A rate as a percentage number (3 means 3 %), such as an MDR or tax rate: at most two decimals,
   * between 0 and 100 unless `min` / `max` say otherwise; shown with a `%`.
   * @example
   * { source: 'mdrRate', type: 'percent', required: true }
   */
  type: 'percent';
  min?: number;
  max?: number;
}

export interface DateKind {
  /**
   * A calendar day, kept as `yyyy-MM-dd`; picked and shown with Buddhist Era years in Thai.
   * @example
   * { source: 'date', type: 'date', required: true }
   */
  type: 'date';
}

export interface DateTimeKind {
  /**
   * A moment (created, approved, sent): a date with hours and minutes, Buddhist Era years in Thai.
   * Most are written by the service, so they are left out of forms.
   * @example
   * { source: 'createdDate', type: 'dateTime', form: false }
   */
  type: 'dateTime';
}

export interface TimeKind {
  /**
   * A time of day (a cut-off, an opening hour), kept as `HH:mm` on the wire (24-hour, Bangkok time, no
   * date): picked with a time picker, shown as `15:30` (`15:30 น.` in Thai); anything else is refused.
   * @example
   * { source: 'cutOffTime', type: 'time', required: true }
   */
  type: 'time';
}

export interface DateTextKind {
  /**
   * A date or range the service sends as ready text (`dd/MM/yyyy HH:mm - …`): shown as sent, with
   * Buddhist Era years in Thai. It is text, not a date: keep it out of sorting and forms.
   * @example
   * { source: 'timeRange', type: 'dateText', form: false, show: false, sortable: false }
   */
  type: 'dateText';
}

export interface ActiveKind {
  /**
   * The record's on/off flag. The first `active` field of a declaration with `endpoints.toggle` is a
   * switch for users allowed to toggle (a chip for others); it is switched by that call, not the form.
   * @example
   * endpoints: { toggle: { method: 'PUT', path: 'merchant/{id}/toggle_active' } },
   * fields: [{ source: 'isActive', type: 'active', form: false }],
   */
  type: 'active';
}

export interface YesNoKind {
  /**
   * A yes/no answer (a boolean): shown as Yes / No (ใช่ / ไม่ใช่), entered with a Yes / No select
   * that may stay empty unless `required` (No is an answer). Unlike `active`, it is no switch of the
   * record.
   * @example
   * { source: 'isMain', type: 'yesNo', form: false }
   */
  type: 'yesNo';
}
