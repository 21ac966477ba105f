/**
 * How the look-up recognises a key (docs/lookup.md): the patterns the declarations' `lookup` keys share.
 * Each is matched against the whole typed text, trimmed (and again without spaces and dashes).
 */
export const LOOKUP_KEYS = {
  /** A store (merchant) id: ST00001. */
  storeId: /^ST\d+$/i,
  /** A registration's id: REG00001. */
  registrationId: /^REG\d+$/i,
  /** A QR transaction number: QR + date + sequence, QR20250502000001. */
  qrTransactionNo: /^QR\d{8,}$/i,
  /** An external transaction number: EXT2025050200001. */
  externalTransactionNo: /^EXT\d{8,}$/i,
  /** A user request: UR00001. */
  userRequestId: /^UR\d+$/i,
  /** A merchant user: MU00001. */
  merchantUserId: /^MU\d+$/i,
  /** A staff user: u-0001. */
  staffUserId: /^u-\d+$/i,
  /** A system biller's code: SYS001. */
  systemBillerCode: /^SYS\d+$/i,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /** A Thai phone number: 0 and 8 or 9 digits. */
  phone: /^0\d{8,9}$/,
  /** A 13-digit Thai tax ID (a person's ID card number or a company's registration number). */
  thaiTaxId: /^\d{13}$/,
} as const;
