/**
 * Who may make a mock service call (docs/api-contract.md, "Authentication"). Each route carries an
 * `access` annotation (menu key + action); a route without one gets it from the path table below, by
 * service and path prefix, with the action taken from the method. A route that neither names its
 * access nor matches the table is refused to everyone (a test lists every route, so none ships so).
 */
import type { PermissionKey } from '../../src/auth/index.ts';
import type { Action } from '../../src/contract/roleMenus.ts';
import type { ServiceName } from '../../src/contract/services.ts';
import type { HttpMethod } from '../../src/schema/index.ts';

export interface RouteAccess {
  /** Menu whose actions decide; absent: any signed-in, active user. */
  menu?: PermissionKey;
  /** Action on that menu; default from the method (GET view, POST create, PUT edit, DELETE delete). */
  action?: Action;
  /** The service's `x-api-key` alone is enough (master dropdowns, QR code settings). */
  apiKey?: true;
  /**
   * Instead of `menu`: the caller's role must grant at least one of these (a shared service, such as
   * uploads, that serves the forms of several menus).
   */
  anyOf?: readonly { menu: PermissionKey; action: Action }[];
}

/** The outcome when no annotation and no rule applies. */
export const UNDECLARED = 'undeclared' as const;

interface Rule {
  service: ServiceName;
  /** Matched against the route path (`merchant/:id/branch`), without a leading slash. */
  path: RegExp;
  access: RouteAccess;
}

const rule = (service: ServiceName, path: RegExp, access: RouteAccess): Rule => ({ service, path, access });

/** First match wins: specific paths before their prefixes. */
const RULES: readonly Rule[] = [
  // Dropdowns: the master service's lists with the API key; the others for any signed-in user.
  rule('master', /^master\//, { apiKey: true }),
  rule('master', /^merchant_category(\/|$)/, { menu: 'merchantType' }),
  rule('user', /^employee\/role$/, {}),
  rule('reporting', /^report\/report_type$/, {}),
  rule('merchant', /^merchant\/dropdown$/, {}),

  rule('user', /^employee\/check_admin_email\//, { menu: 'users', action: 'view' }),
  rule('user', /^employee(\/|$)/, { menu: 'users' }),
  rule('user', /^role\/menu$/, { menu: 'roleAuthorization', action: 'view' }),
  rule('user', /^role(\/|$)/, { menu: 'roleAuthorization' }),
  rule('user', /^user-config(\/|$)/, { menu: 'systemPolicy' }),

  rule('notification', /^announcement(\/|$)/, { menu: 'announce' }),

  // One event; the event list (resources/management/audit-log/mock.ts) decides per query.
  rule('audit', /^events(\/|$)/, { menu: 'auditLog' }),

  rule('payment', /^qr_code\//, { menu: 'qrCode', apiKey: true }),
  rule('payment', /^bank(\/|$)/, { menu: 'paymentChannel' }),
  rule('payment', /^setting_mdr(\/|$)/, { menu: 'settingMdr' }),
  rule('payment', /^adjust-transaction\/adjust-fee-qr-credit$/, {
    menu: 'adjustFeeQrCredit',
    action: 'edit',
  }),
  rule('payment', /^adjust-transaction\/inquiry$/, { menu: 'adjustmentTransaction', action: 'view' }),
  rule('payment', /^adjust-transaction\//, { menu: 'adjustmentTransaction', action: 'edit' }),
  rule('paymentService', /^api\/v1\/account\/merchant\/api-information\//, {
    menu: 'merchantDetail',
    action: 'view',
  }),

  rule('merchant', /^(merchant_register|temp_merchant|register_merchant)(\/|$)/, {
    menu: 'merchantRegister',
  }),
  // Follow-up of a registration (also used on a store): change its status, assign a sale.
  rule('merchant', /^merchant\/[^/]+\/(register_status|sale_responsibility)$/, {
    menu: 'merchantRegister',
    action: 'edit',
  }),
  // The decision on a user request (POST user_request/{id}) is annotated on its route (userRequest edit).
  rule('merchant', /^user_request(\/|$)/, { menu: 'userRequest' }),
  rule('merchant', /^(merchant_employee|user_merchant)(\/|$)/, { menu: 'merchantAccountManagement' }),
  rule('merchant', /^mdr(\/|$)/, { menu: 'mdr' }),
  // Set on an existing store, though sent as POST.
  rule('merchant', /^merchant\/[^/]+\/(sap_customer_id\/[^/]+|merchant_service_type)$/, {
    menu: 'merchantDetail',
    action: 'edit',
  }),
  rule('merchant', /^(merchant|branch|biller|system_biller|bank_account|check_email)(\/|$)/, {
    menu: 'merchantDetail',
  }),

  rule('reporting', /^report\/funding\/approve_transaction$/, { menu: 'funding', action: 'approve' }),
  // The transfer-return zip: a download, whether asked by GET or by POST `{ size, timestamp }`.
  rule('reporting', /^report\/transaction\/GetTransactionByPaymentAdminTransferExcel$/, {
    menu: 'funding',
    action: 'export',
  }),
  rule('reporting', /^report\/transaction\/GetTransactionByPaymentAdminTransfer/, { menu: 'funding' }),
  rule('reporting', /^report\/transaction\/GetTransactionByPaymentAdmin/, { menu: 'qrTransaction' }),
  rule('reporting', /^report\/transfer(\/|$)/, { menu: 'funding' }),
  rule('reporting', /^report\/transaction\/get-transactions-external/, { menu: 'transactionExternal' }),
  rule('reporting', /^report\/transaction\/get-transaction-adjustment/, { menu: 'adjustmentTransaction' }),
  rule('reporting', /^report\/ar_pr(\/|$)/, { menu: 'arAp' }),
  rule('reporting', /^report\/tax_calculation(\/|$)/, { menu: 'taxCalculation' }),
  // The steps of a new run (check the uploaded file, match it, save it): what the wizard needs, create.
  rule('reporting', /^reconcile\/(validate-file-format|checkTransactionApproveFromFile|save-)/, {
    menu: 'reconcile',
    action: 'create',
  }),
  rule('reporting', /^(report\/)?reconcile\//, { menu: 'reconcile', action: 'view' }),

  // Uploads serve the forms that send files: a reconcile run's statement, store and registration
  // documents. A role that may do none of those (a read-only one) may not store files.
  rule('upload', /^upload(\/|$)/, {
    anyOf: [
      { menu: 'reconcile', action: 'create' },
      { menu: 'merchantRegister', action: 'create' },
      { menu: 'merchantRegister', action: 'edit' },
      { menu: 'merchantDetail', action: 'create' },
      { menu: 'merchantDetail', action: 'edit' },
    ],
  }),
];

const EXPORT_PATH = /(^|\/|_|-)(export|export_raw)(\/|$)|Excel$/i;
const TOGGLE_PATH = /toggle(_active)?$/;

/** The action a method and path stand for when the annotation names none. */
export function defaultAction(method: HttpMethod, path: string): Action {
  if (method === 'GET') return EXPORT_PATH.test(path) ? 'export' : 'view';
  if (method === 'DELETE') return 'delete';
  if (method === 'POST' && !TOGGLE_PATH.test(path)) return 'create';
  return 'edit';
}

export interface AccessSubject {
  service: ServiceName;
  method: HttpMethod;
  path: string;
  access?: RouteAccess;
}

/** The route's own annotation, else the first rule that matches, else UNDECLARED. */
export function accessOf(
  route: AccessSubject,
): (Required<Pick<RouteAccess, 'action'>> & RouteAccess) | typeof UNDECLARED {
  const path = route.path.replace(/^\/+/, '');
  const declared =
    route.access ?? RULES.find((r) => r.service === route.service && r.path.test(path))?.access;
  if (!declared) return UNDECLARED;
  return { ...declared, action: declared.action ?? defaultAction(route.method, path) };
}
