/**
 * Mock routes of a store's own parts (merchant service, docs/api-contract.md "merchant"): the calls
 * that change one part of a store (general information, SAP id, mail, callbacks, deeplinks, service
 * type, customer group, services), its documents, the store dropdown and the store's API keys (payment
 * service). The store's list, detail and toggle are the generic routes of its declaration.
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import { documentBytes, storeDocumentLines } from '../../../mocks/db/documents.ts';
import type { MockRecord } from '../../../mocks/db/index.ts';
import type { Merchant } from './seed.ts';
import { hashString } from '../../../mocks/db/prng.ts';
import { STORE_FILE_CONTENT_TYPES, STORE_FILE_TYPES } from '../../../mocks/db/thai-data.ts';
import { actorOf } from '../../../mocks/handlers/actor.ts';
import {
  deeplink,
  emailOf,
  firstText,
  httpsUrl,
  invalid,
  masterValue,
  phone,
  taxIdOf,
  text,
} from '../../../mocks/handlers/checks.ts';
import { recordOr404 } from '../../../mocks/handlers/entities.ts';
import { fileResponse } from '../../../mocks/handlers/files.ts';
import { json, MockHttpError, readJsonObject } from '../../../mocks/handlers/respond.ts';
import type { Route, RouteContext } from '../../../mocks/handlers/router.ts';
import { MAX_DOCUMENT_BYTES } from '../../../mocks/handlers/upload.ts';
import { readUpload } from '../../../mocks/handlers/uploadStore.ts';

const now = () => toBangkokIso(Date.now());

function store(ctx: RouteContext, id = ctx.params.id): Merchant {
  return recordOr404(ctx.db, 'merchants', id, 'Store');
}

function patchStore(ctx: RouteContext, patch: Partial<Merchant>): Response {
  store(ctx);
  return json(ctx.db.table('merchants').update(ctx.params.id, patch));
}

// ---------------------------------------------------------------------------------------------
// Store general information

const STORE_EDITABLE = [
  'storeName',
  'name',
  'firstname',
  'lastname',
  'website',
  'storeType',
  'storeTypeId',
  'merchantCategoryId',
  'address',
  'addressDetail',
  'service',
  'status',
] as const;

async function updateStore(ctx: RouteContext): Promise<Response> {
  const current = store(ctx);
  const body = await readJsonObject(ctx.request);
  const patch: Partial<Merchant> = {};
  for (const key of STORE_EDITABLE) if (key in body) (patch as MockRecord)[key] = body[key];
  if ('storeName' in body) patch.storeName = text(body, 'storeName', { required: true, max: 200 });
  if ('tel' in body) patch.tel = phone(body, 'tel', true);
  if ('email' in body) patch.email = emailOf(body, 'email', true);
  if ('emailStore' in body) patch.emailStore = emailOf(body, 'emailStore', true);
  if ('taxId' in body) patch.taxId = taxIdOf(body, 'taxId', true);
  if ('website' in body) patch.website = httpsUrl(body.website, 'website');
  if ('status' in body && body.status !== 'Test' && body.status !== 'Production')
    throw invalid('status', 'must be Test or Production');
  if ('service' in body) {
    const list = body.service;
    if (!Array.isArray(list) || !list.every((v) => typeof v === 'string'))
      throw invalid('service', 'must be a list of services');
    for (const v of list) masterValue(ctx, 'service', v, 'service');
    patch.service = list;
    patch.channel = list.join(', ');
  }
  if ('storeTypeId' in body || 'merchantCategoryId' in body) {
    const id = String(body.merchantCategoryId ?? body.storeTypeId ?? '');
    const cat = ctx.db.table('merchantCategories').get(id);
    if (!cat) throw invalid('merchantCategoryId', `is not a known store type (${id})`);
    Object.assign(patch, { storeTypeId: id, merchantCategoryId: id, storeType: cat.storeType });
  }
  return json(ctx.db.table('merchants').update(current.storeId, patch));
}

// ---------------------------------------------------------------------------------------------
// Documents

function fileType(value: unknown): string {
  const t = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!(STORE_FILE_TYPES as readonly string[]).includes(t))
    throw invalid('typeFile', `must be one of ${STORE_FILE_TYPES.join(', ')}`);
  return t;
}

async function attachFile(ctx: RouteContext): Promise<Response> {
  const s = store(ctx);
  const body = await readJsonObject(ctx.request);
  const typeFile = fileType(ctx.params.typeFile ?? body.typeFile);
  const fileUrl = text(body, 'fileUrl', { required: true, max: 2000 }) ?? '';
  const uploaded = readUpload(ctx.db, fileUrl);
  const contentType = (text(body, 'contentType') ?? uploaded?.contentType ?? '').toLowerCase();
  if (!(STORE_FILE_CONTENT_TYPES as readonly string[]).includes(contentType))
    throw invalid('contentType', 'must be a PNG or JPEG image or a PDF');
  const size = Number(body.size ?? uploaded?.bytes.length ?? 0);
  if (!Number.isFinite(size) || size <= 0) throw invalid('size', 'must be the file size in bytes');
  if (size > MAX_DOCUMENT_BYTES) throw new MockHttpError(413, 'The file is larger than 10 MB');
  const table = ctx.db.table('storeFiles');
  // A new document of a type replaces the previous one.
  for (const old of table.list().filter((f) => f.storeId === s.storeId && f.typeFile === typeFile))
    table.remove(old.fileId);
  const record = table.insert({
    storeId: s.storeId,
    typeFile,
    fileName: text(body, 'fileName', { max: 255 }) ?? uploaded?.fileName ?? `${typeFile.toLowerCase()}`,
    contentType,
    size,
    fileUrl,
    sourceUrl: fileUrl,
    uploadedDate: now(),
    uploadedBy: actorOf(ctx).name,
  });
  const withUrl =
    table.update(record.fileId, { fileUrl: `merchant/file/${record.fileId}/download` }) ?? record;
  return json(withUrl, 201);
}

function downloadFile(ctx: RouteContext): Response {
  const file = recordOr404(ctx.db, 'storeFiles', ctx.params.id, 'File');
  const inline = ctx.url.searchParams.get('inline') !== 'false';
  const uploaded = file.sourceUrl ? readUpload(ctx.db, file.sourceUrl) : undefined;
  const bytes =
    uploaded?.bytes ??
    documentBytes(
      file.contentType,
      `${file.fileId}:${hashString(file.storeId)}`,
      storeDocumentLines(file.storeId, file.typeFile),
    );
  return fileResponse(bytes, file.fileName, file.contentType, inline ? 'inline' : 'attachment');
}

export function routes(): Route[] {
  const r = (method: Route['method'], path: string, resolve: Route['resolve']): Route => ({
    service: 'merchant',
    method,
    path,
    resolve,
  });
  return [
    { ...r('PUT', 'merchant/:id', updateStore), overrides: 'store/store-detail' },
    r('POST', 'merchant/:id/sap_customer_id/:value', (ctx) => {
      const value = ctx.params.value.trim();
      if (!/^[A-Za-z0-9-]{1,20}$/.test(value))
        throw invalid('sapCustomerId', 'must be 1 to 20 letters, digits or dashes');
      return patchStore(ctx, { sapCustomerId: value });
    }),
    r('PUT', 'merchant/:id/send_success_mail', (ctx) => {
      const s = store(ctx);
      if (!s.email) throw new MockHttpError(400, `Store ${s.storeId} has no e-mail to send to`);
      return patchStore(ctx, { successMailSentAt: now() });
    }),
    r('PUT', 'merchant/:id/callback_url', async (ctx) =>
      patchStore(ctx, { callbackUrl: httpsUrl((await readJsonObject(ctx.request)).url, 'url') }),
    ),
    r('PUT', 'merchant/sub-merchant/:id/callback_url', async (ctx) =>
      patchStore(ctx, { subMerchantCallbackUrl: httpsUrl((await readJsonObject(ctx.request)).url, 'url') }),
    ),
    r('PUT', 'merchant/:id/deeplink_url', async (ctx) => {
      const body = await readJsonObject(ctx.request);
      store(ctx);
      const patch: Partial<Merchant> = {};
      for (const f of ['redirectUrlAndroid', 'redirectUrlIOS', 'redirectUrlDefault'] as const)
        if (f in body) patch[f] = deeplink(body[f], f);
      return patchStore(ctx, patch);
    }),
    r('POST', 'merchant/:id/merchant_service_type', async (ctx) => {
      const value = firstText(await readJsonObject(ctx.request), 'merchantServiceType', 'value');
      return patchStore(ctx, {
        merchantServiceType: masterValue(ctx, 'merchantServiceType', value, 'merchantServiceType'),
      });
    }),
    r('PUT', 'merchant/:id/update_customer_group', async (ctx) => {
      const value = firstText(await readJsonObject(ctx.request), 'customerGroup', 'value');
      return patchStore(ctx, { customerGroup: masterValue(ctx, 'customerGroup', value, 'customerGroup') });
    }),
    r('PUT', 'merchant/:id/service', async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const list = body.service;
      if (!Array.isArray(list) || list.length === 0 || !list.every((v) => typeof v === 'string'))
        throw invalid('service', 'must list at least one service');
      for (const v of list) masterValue(ctx, 'service', v, 'service');
      return patchStore(ctx, { service: list, channel: list.join(', ') });
    }),
    // Documents
    r('GET', 'merchant/:id/file', (ctx) => {
      const s = store(ctx);
      const t = ctx.url.searchParams.get('typeFile');
      const type = t ? fileType(t) : null;
      return json(
        ctx.db
          .table('storeFiles')
          .list()
          .filter((f) => f.storeId === s.storeId && (!type || f.typeFile === type)),
      );
    }),
    r('GET', 'merchant/:id/file/:typeFile', (ctx) => {
      const s = store(ctx);
      const type = fileType(ctx.params.typeFile);
      return json(
        ctx.db
          .table('storeFiles')
          .list()
          .filter((f) => f.storeId === s.storeId && f.typeFile === type),
      );
    }),
    r('POST', 'merchant/:id/file', attachFile),
    r('POST', 'merchant/:id/file/:typeFile', attachFile),
    r('GET', 'merchant/file/:id/download', downloadFile),
    r('DELETE', 'merchant/file/:id', (ctx) => {
      const file = recordOr404(ctx.db, 'storeFiles', ctx.params.id, 'File');
      ctx.db.table('storeFiles').remove(file.fileId);
      return json(file);
    }),
    {
      service: 'merchant',
      method: 'GET',
      path: 'merchant/dropdown',
      resolve: (ctx) => {
        const q = ctx.url.searchParams.get('q')?.trim().toLowerCase() ?? '';
        const rows = ctx.db
          .table('merchants')
          .list()
          .filter((m) => !q || m.storeId.toLowerCase().includes(q) || m.storeName.toLowerCase().includes(q))
          .slice(0, 50);
        return json(
          rows.map((m) => ({ name: `${m.storeId} ${m.storeName}`, value: m.storeId, imageUrl: null })),
        );
      },
    },
    {
      service: 'paymentService',
      method: 'GET',
      path: 'api/v1/account/merchant/api-information/:id',
      resolve: (ctx) => {
        const m = recordOr404(ctx.db, 'merchants', ctx.params.id, 'Store');
        const keys = recordOr404(ctx.db, 'merchantApiKeys', m.storeId, 'API information of store');
        return json({ storeId: m.storeId, apiKey: keys.apiKey, secretKey: keys.secretKey });
      },
    },
  ];
}
