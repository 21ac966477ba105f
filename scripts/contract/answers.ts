/**
 * What each call answers and takes (scripts/contract/openapi.ts): its success by the kind of call, its
 * request body, and the helpers both modules build schemas with.
 */
import type { Call } from './calls.ts';
import { bodySchema, envelopeOf, type JsonSchema } from './schemas.ts';

export const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const errorRef = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('ErrorBody') } },
});
export const json = (description: string, schema: JsonSchema, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema } },
});

/** A schema name of a declaration: `management/payment-channel` → `ManagementPaymentChannel`. */
export const schemaName = (resource: string) =>
  resource
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

const record = (call: Call) => (call.def ? ref(schemaName(call.def.name)) : { type: 'object' });

/** The file a download answers (Content-Disposition names it). */
const FILE = {
  description: 'the file (Content-Disposition: attachment; filename, filename*=UTF-8)',
  headers: { 'Content-Disposition': { schema: { type: 'string' } } },
  content: {
    'application/octet-stream': {
      schema: { type: 'string', contentMediaType: 'application/octet-stream' },
    },
  },
};

export function success(call: Call): Record<string, unknown> {
  switch (call.kind) {
    case 'list':
      // A parent's sub-list (a store's billers, bank accounts) may answer its rows as a plain array.
      return {
        '200': call.path.includes('{')
          ? json('one page of records, or all of them as an array', {
              anyOf: [envelopeOf(record(call)), { type: 'array', items: record(call) }],
            })
          : json('one page of records', envelopeOf(record(call))),
      };
    case 'get':
      return {
        '200': json('the record', record(call), { ETag: { $ref: '#/components/headers/ETag' } }),
      };
    case 'create':
      return { '201': json('the created record, with its new id', record(call)) };
    case 'update':
    case 'delete':
    case 'toggle':
    case 'partSave':
      return { '200': json('the record as it now is', record(call)) };
    case 'itemToggle':
      // `{id}` in the path names the parent: the answer is the parent; a path of the item alone
      // (`biller/item/{itemId}/toggle_active`) answers the item as it now is.
      return call.path.includes('{id}')
        ? { '200': json('the parent record with that item switched', record(call)) }
        : { '200': json('the item as it now is', { type: 'object' }) };
    case 'secret':
    case 'settingsGet':
    case 'settingsSave':
      return {
        '200': json('the values', {
          type: 'object',
          properties: Object.fromEntries((call.fields ?? []).map((f) => [f, {}])),
        }),
      };
    case 'export':
      return { '200': FILE };
    case 'page': {
      const answer = call.page?.answer ?? { type: 'object' };
      return {
        [String(call.page?.status ?? 200)]:
          answer === 'file' ? FILE : json(call.page?.summary ?? 'the answer', answer),
      };
    }
    case 'check':
      return {
        '200': json('whether the value is taken', {
          type: 'object',
          required: ['isUsed'],
          properties: { isUsed: { type: 'boolean' }, message: { type: ['string', 'null'] } },
        }),
      };
    case 'menuList':
      return {
        '200': json('the menus a role may be granted, each with the actions it offers', {
          type: 'array',
          items: {
            type: 'object',
            required: ['menuName'],
            properties: {
              key: { type: 'string' },
              menuName: { type: 'string' },
              menuNameEn: { type: ['string', 'null'] },
              actions: { type: ['array', 'string'] },
            },
          },
        }),
      };
    case 'master':
      return { '200': json('the entries', { type: 'array', items: ref('MasterEntry') }) };
    case 'profile':
      return {
        '200': json('the signed profile', ref('Profile'), {
          'x-signature': {
            description: 'base64 signature of body + timestamp + nonce',
            schema: { type: 'string' },
          },
        }),
      };
    case 'session':
      return {
        '200': json('minutes', {
          type: 'object',
          required: ['data'],
          properties: {
            data: { type: 'object', required: ['value'], properties: { value: { type: 'integer' } } },
          },
        }),
      };
    case 'upload':
      return {
        '201': json('the stored file', {
          type: 'object',
          required: ['fileUrl'],
          properties: {
            fileUrl: { type: 'string' },
            fileName: { type: 'string' },
            size: { type: 'integer' },
            contentType: { type: 'string' },
          },
        }),
      };
    case 'operation':
      // An operation's submit answers `false` when the change was not applied: the page says "not done".
      return {
        [call.method === 'POST' ? '2XX' : '200']: json('the answer; `false`: not applied, nothing changed', {
          type: ['object', 'array', 'boolean'],
        }),
      };
    case 'action':
    case 'partLoad':
      return { '200': json('the answer', { type: ['object', 'array'] }) };
  }
}

export function requestBody(call: Call): unknown {
  if (!WRITE.has(call.method) || call.method === 'DELETE') return undefined;
  if (call.kind === 'upload')
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
          },
        },
      },
    };
  if (call.page)
    return call.page.body
      ? { required: true, content: { 'application/json': { schema: call.page.body } } }
      : undefined;
  const schema =
    call.def && (call.kind === 'create' || call.kind === 'update')
      ? bodySchema(call.def, call.kind === 'create' ? 'create' : 'edit')
      : { type: 'object' };
  return { required: false, content: { 'application/json': { schema } } };
}
