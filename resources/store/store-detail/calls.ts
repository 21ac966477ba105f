/**
 * The store documents' calls (StoreFiles.tsx), as the page makes them and the services contract
 * describes them (resources/catalog/pageCalls.ts). The upload itself is the upload service's
 * (`POST upload`); these attach its file to the store and read the documents back.
 */
import { pageCalls, type CallSchema } from '../../catalog/pageCalls.ts';

const RESOURCE = 'store/store-detail';
const FILE_TYPE = { type: 'string', description: 'ID_CARD, COMPANY_CERTIFICATE or BANK_BOOK' };
const STORE_FILE: CallSchema = {
  type: 'object',
  required: ['fileId', 'typeFile'],
  properties: {
    fileId: { type: ['string', 'number'] },
    typeFile: FILE_TYPE,
    fileName: { type: 'string' },
    contentType: { type: 'string' },
    size: { type: 'number' },
    uploadedDate: { type: ['string', 'null'] },
    uploadedBy: { type: ['string', 'null'] },
  },
};

export const STORE_FILE_CALLS = pageCalls({
  files: {
    summary: "the store's documents, one per type at most",
    resource: RESOURCE,
    service: 'merchant',
    method: 'GET',
    path: 'merchant/{id}/file',
    answer: { type: 'array', items: STORE_FILE },
  },
  attach: {
    summary: "an uploaded file becomes the store's document of that type, replacing the one before",
    resource: RESOURCE,
    service: 'merchant',
    method: 'POST',
    path: 'merchant/{id}/file/{typeFile}',
    body: {
      type: 'object',
      required: ['fileUrl'],
      properties: {
        typeFile: FILE_TYPE,
        fileUrl: { type: 'string', description: 'the upload service’s answer' },
        fileName: { type: 'string' },
        contentType: { type: 'string' },
        size: { type: 'number' },
      },
    },
    status: 201,
    answer: STORE_FILE,
  },
  download: {
    summary: "a document's bytes (inline unless `inline=false`)",
    resource: RESOURCE,
    service: 'merchant',
    method: 'GET',
    path: 'merchant/file/{fileId}/download',
    query: { inline: { schema: { enum: ['true', 'false'] } } },
    answer: 'file',
  },
});
