import { useState } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import { SafeLink } from './SafeLink.tsx';
import { previewKind } from '../../data/fileCheck.ts';
import { isSafeLink } from '../validators.ts';
import type { DisplayProps } from './fieldProps.ts';
import { usePartMessages } from '../../components/partMessages.ts';

/** A stored file is a URL, or `{ src, title }` as react-admin's file input keeps it. */
export function fileLink(value: unknown): { href: string; title?: string } | undefined {
  if (typeof value === 'string' && value !== '') return { href: value };
  if (typeof value === 'object' && value !== null && 'src' in value && typeof value.src === 'string') {
    const title = 'title' in value && typeof value.title === 'string' ? value.title : undefined;
    return { href: value.src, title };
  }
  return undefined;
}

/** The file name at the end of an address (`…/scan.pdf` → `scan.pdf`). */
export function fileNameOf(href: string): string {
  try {
    const last = new URL(href, 'http://x').pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : href;
  } catch {
    return href;
  }
}

/** Whether a preview may load the address: http(s), or a local object URL of a file just picked. */
function canPreview(href: string): boolean {
  return isSafeLink(href) || href.startsWith('blob:');
}

/**
 * An image or PDF shown in place, and a download link. Images go through <img> (no script runs, SVG
 * is not previewed); a PDF opens in the browser's own viewer inside an <object>, with a link instead
 * when it cannot show it.
 */
export function FilePreview({
  href,
  name,
  contentType,
}: {
  href: string;
  name: string;
  contentType?: string;
}) {
  usePartMessages('records');
  const translate = useTranslate();
  const [broken, setBroken] = useState(false);
  const kind = canPreview(href) ? previewKind(name, contentType) : undefined;
  const download = translate('pa.engine.upload.download');
  return (
    <Stack spacing={1} sx={{ maxWidth: '100%' }} data-testid="file-preview">
      {kind === 'image' && !broken && (
        <Box
          component="img"
          src={href}
          alt={name}
          onError={() => setBroken(true)}
          sx={{ maxWidth: '100%', maxHeight: 240, objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      )}
      {kind === 'pdf' && (
        <Box
          component="object"
          data={href}
          type="application/pdf"
          aria-label={name}
          sx={{ width: '100%', maxWidth: 640, height: 360, border: 1, borderColor: 'divider' }}
        >
          <Typography variant="body2">{translate('pa.engine.upload.noPreview')}</Typography>
        </Box>
      )}
      {isSafeLink(href) || href.startsWith('blob:') ? (
        <Link
          href={href}
          download={name}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          onClick={(event) => event.stopPropagation()}
        >
          {`${download}: ${name}`}
        </Link>
      ) : (
        <Typography variant="body2">{name}</Typography>
      )}
    </Stack>
  );
}

export function FileDisplay({ field, context }: DisplayProps<'file'>) {
  usePartMessages('records');
  const translate = useTranslate();
  const value: unknown = useFieldValue({ source: field.source });
  const link = fileLink(value);
  if (!link) return null;
  if (context === 'show') {
    return <FilePreview href={link.href} name={link.title ?? fileNameOf(link.href)} />;
  }
  return <SafeLink href={link.href} text={link.title ?? translate('pa.engine.file.open')} />;
}
