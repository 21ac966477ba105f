/**
 * Small real documents of the stores' files tab, generated on demand and always the same for the same
 * file: a PNG (drawn per file, deflated with fflate), a JPEG (one fixed tiny photo) and a one-page PDF.
 */
import { zlibSync } from 'fflate';
import { hashString } from './prng.ts';

/** A 24 × 16 baseline JPEG (a card-like picture), enough for an image preview. */
const TINY_JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCAAQABgDASIAAhEBAxEB/8QAFwABAQEBAAAAAAAAAAAAAAAAAAUBBP/EACIQAAIBBAIBBQAAAAAAAAAAAAECAwAEBQYhQREWNFFScf/EABYBAQEBAAAAAAAAAAAAAAAAAAUDBP/EAB4RAAEDBAMAAAAAAAAAAAAAABEAEhMBAwQxIiOB/9oADAMBAAIRAxEAPwDcXi8J6abL5d7/AN4bZVtCn0DAkMP3v4q/gdN1nYrF7u0myqRpKYyJWjB8gA9KeORUDF5TCemmxGXS/wDeG5VrQJ9AoBLH96+Kv4HctZ12xe0tIcq8bymQmVYyfJAHTDjgU9fmFWEnwIe1EaOAC49y03Ha7iIru0munke4EZErKR4KselHPApTctyx2xYiK0tIbpJEuBITKqgeArDpjzyKVoxZI+zajkMfw0v/2Q==';

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

const CRC = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(parts: readonly Uint8Array[]): number {
  let crc = 0xffffffff;
  for (const data of parts)
    for (let i = 0; i < data.length; i++) crc = CRC[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function u32(n: number): Uint8Array {
  return new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const name = new TextEncoder().encode(type);
  return concat([u32(data.length), name, data, u32(crc32([name, data]))]);
}

/** A 96 × 64 RGB PNG: a coloured card with a lighter band, colours from `key`; stored (not deflated), so every one has the same size. */
export function pngDocument(key: string, width = 96, height = 64): Uint8Array {
  const h = hashString(key);
  const base = [40 + (h % 160), 40 + ((h >>> 8) % 160), 40 + ((h >>> 16) % 160)];
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const band = y > height / 3 && y < (2 * height) / 3 && x > 8 && x < width - 8;
      for (let c = 0; c < 3; c++) raw[row + 1 + x * 3 + c] = band ? 255 - (base[c] >> 2) : base[c];
    }
  }
  const header = new Uint8Array(13);
  header.set(u32(width), 0);
  header.set(u32(height), 4);
  header.set([8, 2, 0, 0, 0], 8);
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(raw, { level: 0 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

export function jpegDocument(): Uint8Array {
  return fromBase64(TINY_JPEG_BASE64);
}

/** A one-page PDF whose text lines are printable ASCII (other characters become "?"). */
export function pdfDocument(lines: readonly string[]): Uint8Array {
  const safe = (t: string) => t.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const text = lines.map((l, i) => `BT /F1 14 Tf 56 ${780 - i * 24} Td (${safe(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** The bytes of a seeded document by its content type. */
export function documentBytes(contentType: string, key: string, lines: readonly string[]): Uint8Array {
  if (contentType === 'image/png') return pngDocument(key);
  if (contentType === 'image/jpeg') return jpegDocument();
  return pdfDocument(lines);
}

/** Text of a seeded PDF document of a store. */
export function storeDocumentLines(storeId: string, typeFile: string): string[] {
  return [`Store ${storeId}`, `Document: ${typeFile}`, 'Demo document generated by the mock backend'];
}
