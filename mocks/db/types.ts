/**
 * Record shapes of the mock database tables. Type aliases (not interfaces) so every record is also a
 * plain `MockRecord` the generic list/get/create handlers can work on.
 */

export type MockRecord = Record<string, unknown>;

export type Address = {
  addressLine: string;
  subDistrict: string;
  subDistrictCode: string;
  district: string;
  districtCode: string;
  province: string;
  provinceCode: string;
  postcode: string;
};

export type ChannelState = { channel: string; isActive: boolean };

export type Bank = {
  bankCode: string;
  /** Digits of an account number at this bank (10, 12 or 14). */
  accountDigits: number;
  bankName: string;
  bankNameEn: string;
  bankShortName: string;
  /** Active channels as one comma list, e.g. `QR, MOBILE_BANKING` (derived from `channels`). */
  channel: string;
  channels: ChannelState[];
  isActive: boolean;
};

export type MerchantCategory = {
  storeTypeId: string;
  storeType: string;
  storeCount: number;
  isActive: boolean;
};

export type Announcement = {
  id: string;
  time: string;
  message: string;
  startDate: string;
  endDate: string;
  /** `dd/MM/yyyy HH:mm - dd/MM/yyyy HH:mm` in Bangkok time (derived from startDate/endDate). */
  timeRange: string;
  isActive: boolean;
};

export type MerchantBank = {
  bankCode: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNo: string;
  isMain: boolean;
  channel: string;
  billerId: string | null;
  isActive: boolean;
};

export type Merchant = {
  storeId: string;
  storeName: string;
  /** Owner's full name. */
  name: string;
  firstname: string;
  lastname: string;
  tel: string;
  email: string;
  emailStore: string;
  website: string | null;
  taxId: string;
  storeType: string;
  storeTypeId: string;
  merchantCategoryId: string;
  status: 'Test' | 'Production';
  isActive: boolean;
  date: string;
  channel: string;
  service: string[];
  address: string;
  addressDetail: Address;
  sapCustomerId: string | null;
  callbackUrl: string | null;
  subMerchantCallbackUrl: string | null;
  redirectUrlAndroid: string | null;
  redirectUrlIOS: string | null;
  redirectUrlDefault: string | null;
  merchantServiceType: string;
  customerGroup: string;
  saleResponsibility: string | null;
  registerStatus: string;
  successMailSentAt: string | null;
};

/** A store's keys for the payment API: answered only by the API-information call, never in a list. */
export type MerchantApiKey = {
  storeId: string;
  apiKey: string;
  secretKey: string;
};

/** One change of a registration's status: who made it, when, and why. */
export type RegisterStatusChange = {
  from: string;
  to: string;
  remark: string | null;
  changedBy: string;
  changedDate: string;
};

export type MerchantRegister = {
  firstname: string;
  lastname: string;
  taxId: string;
  storeId: string;
  date: string;
  name: string;
  storeName: string;
  tel: string;
  email: string;
  channel: string;
  isContact: boolean;
  status: string;
  storeType: string;
  storeTypeId: string;
  merchantCategoryId: string;
  storeType2: string | null;
  address: string;
  addressDetail: Address;
  website: string | null;
  emailStore: string;
  branch1: string | null;
  branch2: string | null;
  service: string;
  banks: MerchantBank[];
  saleResponsibility: string | null;
  /** userId of the staff member (employee list) following the registration up. */
  saleResponsibilityId: string | null;
  remark: string | null;
  statusHistory: RegisterStatusChange[];
};

export type Branch = {
  branchId: string;
  storeId: string;
  branchName: string;
  tel: string;
  address: string;
  addressDetail: Address;
  isActive: boolean;
  createdDate: string;
};

/** A biller's bank channel. Its apiKey and secretKey live in `billerSecrets`, revealed on demand. */
export type BillerBank = {
  channel: string;
  billerId: string;
  billerRef: string;
  isActive: boolean;
};

/** Keys of one biller bank channel, id `<billerId>:<channel>`. */
export type BillerSecret = {
  id: string;
  billerId: string;
  channel: string;
  apiKey: string;
  secretKey: string;
};

/** A document of a store, by type; the bytes are generated on demand (seed) or kept by the upload. */
export type StoreFile = {
  fileId: string;
  storeId: string;
  typeFile: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Where the console downloads it: `merchant/file/{fileId}/download` of the merchant service. */
  fileUrl: string;
  /** The upload service's URL the file came from (null for seeded documents). */
  sourceUrl: string | null;
  uploadedDate: string;
  uploadedBy: string;
};

export type BillerItem = { itemId: string; itemName: string; amount: number; isActive: boolean };

export type Biller = {
  billerId: string;
  /** `system` billers belong to no store and are addressed by their code. */
  type: 'merchant' | 'system';
  billerCode: string;
  billerName: string;
  storeId: string | null;
  branchId: string | null;
  bankCode: string;
  bankName: string;
  banks: BillerBank[];
  items: BillerItem[];
  isActive: boolean;
};

export type BankAccount = {
  accountId: string;
  storeId: string;
  bankCode: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNo: string;
  accountType: string;
  isMain: boolean;
  isActive: boolean;
};

export type QrTransaction = {
  transactionNo: string;
  storeId: string;
  storeName: string;
  amount: number;
  fee: number;
  status: 'waiting for payment' | 'paid' | 'cancelled';
  createdDate: string;
  paymentDate: string | null;
  bankCode: string;
  bankName: string;
  channel: string;
  ref1: string;
  ref2: string;
};

export type ExternalTransaction = {
  transactionNo: string;
  storeId: string;
  storeName: string;
  partner: string;
  refNo: string;
  amount: number;
  status: 'waiting for payment' | 'paid' | 'cancelled';
  createdDate: string;
};

export type FundingTransfer = {
  id: string;
  storeId: string;
  storeName: string;
  transferType: string;
  amount: number;
  fee: number;
  netAmount: number;
  status: string;
  createdDate: string;
  transferDate: string | null;
  payerBank: string;
  payerAccount: string;
  payerName: string;
  payeeBank: string;
  payeeAccount: string;
  payeeName: string;
  refPayment: string;
  approvedBy: string | null;
  approvedDate: string | null;
  /** The bank file line behind the transfer (raw-data report). */
  batchNo: string;
  bankRefNo: string | null;
  responseCode: string | null;
  responseMessage: string | null;
};

export type ArPr = {
  transactionNo: string;
  storeId: string;
  storeName: string;
  payment: string;
  paymentDate: string;
  bankAccount: string;
  bankName: string;
  bankType: string;
  ap: number;
  ar: number;
  amount: number;
};

export type MdrBank = { bankCode: string; bankName: string; mdr: string };
export type MdrRate = { bankCode: string; channel: string; rate: number };

export type Mdr = {
  mdrId: string;
  storeId: string;
  storeName: string;
  bankRegister: string;
  paymentTerm: number;
  banks: MdrBank[];
  rates: MdrRate[];
  updatedDate: string;
};

export type SettingMdr = {
  bankCode: string;
  bankName: string;
  paymentTerm: number;
  channels: { channel: string; mdrRate: number; isActive: boolean }[];
  isActive: boolean;
};

export type TaxCalculation = {
  id: string;
  storeId: string;
  storeName: string;
  /** Last day of the month the row covers (`yyyy-MM-dd`). */
  date: string;
  /** `yyyy-MM`, the month filter. */
  month: string;
  transaction: number;
  amount1: number;
  amount2: number;
  amount3: number;
  taxAmount: number;
  taxRate: number;
};

export type ReconcileProcess = {
  id: string;
  bankIssuer: string;
  bankName: string;
  filename: string;
  fileUrl: string;
  processDate: string;
  totalTransactions: number;
  matchedTransactions: number;
  unmatchedTransactions: number;
  totalAmount: number;
  status: 'success' | 'partial' | 'failed';
};

export type Adjustment = {
  id: string;
  transactionNo: string;
  storeId: string;
  storeName: string;
  amount: number;
  fee: number;
  status: string;
  isAdjusted: boolean;
  adjustedStatus: string | null;
  adjustType: 'status' | 'manual' | 'fee' | null;
  createdDate: string;
  adjustedDate: string | null;
  adjustedBy: string | null;
  remark: string | null;
};

/** How staff decided one item of a user request, and who did when. */
export type RequestDecision = {
  decision?: 'approved' | 'disapproved';
  remark?: string | null;
  decidedBy?: string;
  decidedDate?: string;
};
export type RequestChange = { field: string; oldValue: string; newValue: string } & RequestDecision;
export type RequestFile = { fileName: string; fileUrl: string } & RequestDecision;

export type UserRequest = {
  id: string;
  storeId: string;
  storeName: string;
  username: string;
  typeEdit: string;
  status: string;
  date: string;
  pendingList: RequestChange[];
  pendingFiles: RequestFile[];
  completedList: RequestChange[];
  completedFiles: RequestFile[];
  remark: string | null;
  updatedBy: string | null;
  updatedDate: string | null;
};

export type MerchantUser = {
  userId: string;
  storeId: string;
  storeName: string;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  tel: string;
  role: string;
  isActive: boolean;
  createdDate: string;
  lastLogin: string | null;
};

export type StaffUser = {
  userId: string;
  email: string;
  firstname: string;
  lastname: string;
  tel: string;
  roleId: string;
  roleName: string;
  isActive: boolean;
  twoFactorEnabled: boolean;
  createdDate: string;
  lastLogin: string | null;
};

export type Role = {
  roleId: string;
  roleName: string;
  description: string;
  isActive: boolean;
  menus: { menuName: string; actions: string }[];
};

export type UserConfig = {
  id: string;
  sessionTimeoutMinutes: number;
  passwordExpiryDays: number;
  maxLoginAttempts: number;
  otpExpiryMinutes: number;
};

export type QrCodeSetting = { id: string; amount: number; timeoutMinutes: number };

export type MasterListRow = {
  id: string;
  list: string;
  /** Value of the parent entry for dependent lists (district → province code), else null. */
  parent: string | null;
  name: string;
  value: string;
  imageUrl: string | null;
};

export interface TableRecords {
  banks: Bank;
  merchantCategories: MerchantCategory;
  announcements: Announcement;
  merchants: Merchant;
  merchantApiKeys: MerchantApiKey;
  merchantRegisters: MerchantRegister;
  branches: Branch;
  billers: Biller;
  billerSecrets: BillerSecret;
  storeFiles: StoreFile;
  bankAccounts: BankAccount;
  qrTransactions: QrTransaction;
  externalTransactions: ExternalTransaction;
  fundingTransfers: FundingTransfer;
  arPr: ArPr;
  mdr: Mdr;
  settingMdr: SettingMdr;
  taxCalculations: TaxCalculation;
  reconcileProcesses: ReconcileProcess;
  adjustments: Adjustment;
  userRequests: UserRequest;
  merchantUsers: MerchantUser;
  staffUsers: StaffUser;
  roles: Role;
  userConfig: UserConfig;
  qrCodeSettings: QrCodeSetting;
  masterLists: MasterListRow;
}

export type TableName = keyof TableRecords;
