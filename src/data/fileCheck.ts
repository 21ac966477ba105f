/** Checks a picked file against a field's declared `accept` and `maxSizeMb` before it is sent. */

export interface FileRules {
  accept?: string;
  maxSizeMb?: number;
}

export type FileProblem =
  | { message: 'pa.engine.upload.wrongType'; args: { types: string } }
  | { message: 'pa.engine.upload.tooLarge'; args: { max: number } }
  | { message: 'pa.engine.upload.empty'; args: Record<string, never> };

function acceptParts(accept: string): string[] {
  return accept
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
}

export function acceptsFile(accept: string | undefined, file: Pick<File, 'name' | 'type'>): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return acceptParts(accept).some((part) => {
    if (part.startsWith('.')) return name.endsWith(part);
    if (part.endsWith('/*')) return type.startsWith(part.slice(0, -1));
    return type === part;
  });
}

export function checkFile(
  rules: FileRules,
  file: Pick<File, 'name' | 'type' | 'size'>,
): FileProblem | undefined {
  if (file.size === 0) return { message: 'pa.engine.upload.empty', args: {} };
  if (!acceptsFile(rules.accept, file)) {
    return {
      message: 'pa.engine.upload.wrongType',
      args: { types: acceptParts(rules.accept ?? '').join(', ') },
    };
  }
  if (rules.maxSizeMb !== undefined && file.size > rules.maxSizeMb * 1024 * 1024) {
    return { message: 'pa.engine.upload.tooLarge', args: { max: rules.maxSizeMb } };
  }
  return undefined;
}

/** What a preview can show: an image, a PDF, or nothing (a download only). */
export function previewKind(nameOrUrl: string, contentType?: string): 'image' | 'pdf' | undefined {
  const type = (contentType ?? '').toLowerCase();
  const path = nameOrUrl.toLowerCase().replace(/[?#].*$/, '');
  if (type.startsWith('image/') || /\.(png|jpe?g|gif|webp|bmp)$/.test(path)) return 'image';
  if (type === 'application/pdf' || path.endsWith('.pdf')) return 'pdf';
  return undefined;
}
