import { useFieldValue, useTranslate } from 'react-admin';
import { SafeLink } from '../../components/SafeLink.tsx';
import type { DisplayProps } from './fieldProps.ts';

/** A stored file is a URL, or `{ src, title }` as react-admin's file input keeps it. */
function fileLink(value: unknown): { href: string; title?: string } | undefined {
  if (typeof value === 'string' && value !== '') return { href: value };
  if (typeof value === 'object' && value !== null && 'src' in value && typeof value.src === 'string') {
    const title = 'title' in value && typeof value.title === 'string' ? value.title : undefined;
    return { href: value.src, title };
  }
  return undefined;
}

export function FileDisplay({ field }: DisplayProps<'file'>) {
  const translate = useTranslate();
  const value: unknown = useFieldValue({ source: field.source });
  const link = fileLink(value);
  if (!link) return null;
  return <SafeLink href={link.href} text={link.title ?? translate('pa.engine.file.open')} />;
}

/** `.pdf,image/*` → the dropzone's accept map. */
export function fileAccept(accept: string | undefined): Record<string, string[]> | undefined {
  if (!accept) return undefined;
  const map: Record<string, string[]> = {};
  for (const part of accept
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    if (part.startsWith('.')) (map['application/octet-stream'] ??= []).push(part);
    else map[part] ??= [];
  }
  return map;
}
