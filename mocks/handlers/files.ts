/**
 * Download helpers of the mock services; the writers themselves (zip, xlsx, csv on fflate,
 * write-excel-file and papaparse) are in mocks/exports.
 */
export {
  contentDisposition,
  exportFailure,
  fileResponse,
  MIME,
  toCsv,
  toXlsx,
  toZip,
  type Cell,
  type Column,
  type ZipEntry,
} from '../exports/index.ts';
