/**
 * Field kinds typed as text: plain and long text, contact details, Thai IDs, bank account numbers and
 * secrets. Each kind's `type` says what it shows, how it is typed and what is checked.
 */
import type { EndpointPath } from './primitives.ts';

export interface TextKind {
  /**
   * One line of text (ids, names, codes). `minLength`, `maxLength` and `pattern` are checked in the form;
   * the pattern's `message` is an i18n key.
   * @example
   * { source: 'storeName', type: 'text', required: true, maxLength: 200 },
   * {
   *   source: 'addressDetail.postcode',
   *   type: 'text',
   *   pattern: { regex: '^\\d{5}$', message: `${R}.messages.postcode` },
   * },
   */
  type: 'text';
  minLength?: number;
  maxLength?: number;
  pattern?: { regex: string; message: string };
}

export interface LongTextKind {
  /**
   * Several lines of text (an address, a remark): a multi-line input; line breaks are kept when shown,
   * and a list cell stops after three lines.
   * @example
   * { source: 'address', type: 'longText', list: false, maxLength: 500 }
   */
  type: 'longText';
  maxLength?: number;
}

export interface EmailKind {
  /**
   * An e-mail address: checked for its form, shown as a mail link. With `unique`, the service is asked
   * while the user types whether the address is taken.
   * @example
   * {
   *   source: 'email',
   *   type: 'email',
   *   required: true,
   *   unique: { path: 'check_email/{value}', message: `${R}.messages.emailInUse` },
   * }
   */
  type: 'email';
  /**
   * Checked while typing against the service (`{value}` = the typed address): the answer's
   * `isUsed: true` shows `message` next to the field. The record's own saved address passes.
   */
  unique?: { path: EndpointPath; message: string };
}

export interface PhoneKind {
  /**
   * A Thai phone number: 0 then 8 (landline) or 9 (mobile) digits; spaces and dashes may be typed.
   * @example
   * { source: 'tel', type: 'phone', list: false, required: true }
   */
  type: 'phone';
}

export interface UrlKind {
  /**
   * A web address, shown as a link. Only the `schemes` listed are accepted (default http and https),
   * so a store's callback can be held to https.
   * @example
   * { source: 'callbackUrl', type: 'url', schemes: ['https'], list: false }
   */
  type: 'url';
  schemes?: string[];
}

export interface ThaiIdKind {
  /**
   * A 13-digit Thai ID or tax ID: its check digit is verified, and it is shown grouped as on the card
   * (`1-2345-67890-12-3`). The look-up recognises it without a pattern.
   * @example
   * { source: 'taxId', type: 'thaiId', list: false }
   */
  type: 'thaiId';
}

export interface BankAccountKind {
  /**
   * A bank account number. Its length depends on the bank (10 digits, 12 for GSB, GHB and BAAC, 14 for
   * TISCO), read from the field `bankSource`; a 10-digit number is shown as `123-4-56789-0`.
   * @example
   * { source: 'bankCode', type: 'master', list: 'bank', required: true },
   * { source: 'bankAccountNo', type: 'bankAccount', bankSource: 'bankCode', required: true },
   */
  type: 'bankAccount';
  bankSource?: string;
}

export interface SecretKind {
  /**
   * An API key or secret: masked everywhere. Users with `edit` may reveal it for 30 seconds or copy it;
   * a secret is never sent back in a save.
   * @example
   * { source: 'apiKey', type: 'secret', list: false, form: false },
   * { source: 'secretKey', type: 'secret', list: false, form: false },
   */
  type: 'secret';
}
