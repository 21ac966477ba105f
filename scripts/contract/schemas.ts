/**
 * The JSON schemas of the services contract (docs/contract.md): a record from its declared fields, the
 * paged envelope, the error body, a master-list entry. OpenAPI 3.1 schemas are JSON Schema 2020-12, so
 * the same objects serve the document (scripts/contract/openapi.ts) and the validators that hold the mock
 * and real services to it (scripts/contract/validator.ts, scripts/check-services/).
 */
import type { FieldDeclaration, ResourceDefinition } from '../../src/schema/index.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../src/contract/paged.ts';

export type JsonSchema = Record<string, unknown>;

/** A date-time of a record: ISO 8601 with an offset (the services send the Bangkok one, +07:00). */
export const DATE_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$';
/** A calendar day of a record, `yyyy-MM-dd`. */
export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** The date range's parameters, by the entity's date rule (docs/api-contract.md, "Date rules"). */
export const RULE_PATTERNS = { ymd: DATE_PATTERN, 'dmy-next-day': '^\\d{2}-\\d{2}-\\d{4}$' } as const;

/** A value the service may leave empty: the declared type or null. */
function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.type)) return { ...schema, type: [...(schema.type as unknown[]), 'null'] };
  if (Array.isArray(schema.enum)) return { ...schema, enum: [...(schema.enum as unknown[]), null] };
  return { anyOf: [schema, { type: 'null' }] };
}

const money: JsonSchema = {
  anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d{1,2})?$' }],
  description: 'baht, at most two decimals',
};

/** The schema of one declared field's value, as the service sends it. */
export function fieldSchema(field: FieldDeclaration): JsonSchema {
  switch (field.type) {
    case 'number':
      return field.integer ? { type: 'integer' } : { type: 'number' };
    case 'money':
      return money;
    case 'percent':
      return { type: 'number' };
    case 'date':
      return { type: 'string', pattern: DATE_PATTERN, description: 'yyyy-MM-dd' };
    case 'dateTime':
      return { type: 'string', pattern: DATE_TIME_PATTERN, description: 'ISO 8601 with the Bangkok offset' };
    case 'time':
      return { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm, a time of day' };
    case 'active':
    case 'yesNo':
      return { type: 'boolean' };
    case 'choice': {
      const ids = field.choices.map((c) => c.id);
      return { enum: ids };
    }
    case 'master':
      return field.multiple
        ? { type: 'array', items: { type: ['string', 'number'] } }
        : { type: ['string', 'number'] };
    case 'permissionMatrix':
      return {
        type: 'array',
        items: {
          type: 'object',
          required: ['menuName', 'actions'],
          properties: { menuName: { type: 'string' }, actions: { type: 'string' } },
        },
      };
    case 'embeddedList':
      return { type: 'array', items: objectOf(field.fields, []) };
    case 'email':
    case 'phone':
    case 'url':
    case 'thaiId':
    case 'bankAccount':
    case 'text':
    case 'longText':
    case 'dateText':
    case 'status':
    case 'screen':
    case 'recordAction':
    case 'secret':
    case 'file':
      return { type: 'string' };
    case 'reference':
      return { type: ['string', 'number'] };
    default:
      // A kind this module does not know yet is described as text.
      return { type: 'string' };
  }
}

/** A nested source (`addressDetail.provinceCode`) is a property of an object property. */
function setPath(properties: Record<string, JsonSchema>, source: string, schema: JsonSchema): void {
  const [head, ...rest] = source.split('.');
  if (rest.length === 0) {
    properties[head] = schema;
    return;
  }
  const parent = (properties[head] ??= { type: ['object', 'null'], properties: {} });
  const nested = (parent.properties ??= {}) as Record<string, JsonSchema>;
  setPath(nested, rest.join('.'), schema);
}

/** An object of the given fields, each of its type or null; `required` must be present and not null. */
export function objectOf(fields: readonly FieldDeclaration[], required: readonly string[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const field of fields) {
    const schema = fieldSchema(field);
    setPath(properties, field.source, required.includes(field.source) ? schema : orNull(schema));
  }
  const top = required.filter((name) => !name.includes('.'));
  return { type: 'object', ...(top.length ? { required: top } : {}), properties };
}

/** The record of a declaration: its id always there, every other declared field of its type or null. */
export function recordSchema(def: ResourceDefinition): JsonSchema {
  return objectOf(def.fields, [def.idField]);
}

/** Fields a create or update body may carry: those of the form, in the declared type. */
export function bodySchema(def: ResourceDefinition, mode: 'create' | 'edit'): JsonSchema {
  const inForm = def.fields.filter((f) => {
    const form = 'form' in f ? f.form : undefined;
    return form === undefined || form === true || form === mode;
  });
  return objectOf(inForm, []);
}

export const ERROR_BODY: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'shown to the user as it is' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'validation: one message per field',
    },
  },
};

/** The paged envelope of a list whose items are `$ref`'d record schema. */
export function envelopeOf(items: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['currentPage', 'hasNext', 'hasPrevious', 'pageSize', 'totalCount', 'totalPages', 'items'],
    properties: {
      currentPage: { type: 'integer', minimum: 1, description: '1-based' },
      hasNext: { type: 'boolean' },
      hasPrevious: { type: 'boolean' },
      pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
      totalCount: { type: 'integer', minimum: 0 },
      totalPages: { type: 'integer', minimum: 0 },
      items: { type: 'array', items },
    },
  };
}

export const MASTER_ENTRY: JsonSchema = {
  type: 'object',
  required: ['name', 'value'],
  properties: {
    name: { type: 'string', description: 'The Thai name' },
    nameEn: { type: ['string', 'null'], description: 'The English name; null where the list has none' },
    value: { type: ['string', 'number', 'boolean'] },
    imageUrl: { type: ['string', 'null'] },
  },
};

export const PROFILE: JsonSchema = {
  type: 'object',
  required: ['userId', 'role'],
  properties: {
    userId: { type: 'string' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    tier: { type: 'string' },
    role: {
      type: 'object',
      required: ['menus'],
      properties: {
        roleId: { type: ['string', 'number'] },
        roleName: { type: 'string' },
        menus: {
          type: 'array',
          items: {
            type: 'object',
            required: ['menuName', 'actions'],
            properties: { menuName: { type: 'string' }, actions: { type: 'string' } },
          },
        },
      },
    },
  },
};

/** The paging parameters of every list (docs/api-contract.md, "Lists: the paged envelope"). */
export const PAGING_PARAMETERS = [
  {
    name: 'PageNumber',
    in: 'query',
    description: '1-based; past the last page answers `items: []`',
    schema: { type: 'integer', minimum: 1, default: 1 },
  },
  {
    name: 'PageSize',
    in: 'query',
    description: `larger than ${MAX_PAGE_SIZE} is answered as ${MAX_PAGE_SIZE}`,
    schema: { type: 'integer', minimum: 1, default: DEFAULT_PAGE_SIZE },
  },
  {
    name: 'SortBy',
    in: 'query',
    description: 'a record field, case-insensitive',
    schema: { type: 'string' },
  },
  { name: 'SortDirection', in: 'query', schema: { type: 'string', enum: ['asc', 'desc'] } },
  { name: 'q', in: 'query', description: 'free text over the search fields', schema: { type: 'string' } },
  { name: 'isActive', in: 'query', schema: { type: 'string', enum: ['true', 'false'] } },
];
