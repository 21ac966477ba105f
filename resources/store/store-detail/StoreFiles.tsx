/**
 * A store's documents by type (ID card, company certificate, bank book page): each shown with its
 * name, size and upload date; preview (image or PDF) and download read the bytes with the user's
 * token; users with edit upload a new file (PNG, JPEG or PDF up to 10 MB) through the upload service,
 * which then replaces that type's document.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { BarLoading, errorText, formatThaiDate, LoadError } from '../../../src/components/index.ts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PreviewIcon from '@mui/icons-material/Preview';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { useHttpClient, type PaymentAdminDataProvider } from '../../../src/data/index.ts';
import type { TabPageLookup, TabPageModule, TabPageRead } from '../../../src/schema/index.ts';
import { requestCall } from '../../catalog/pageCalls.ts';
import { STORE_FILE_CALLS } from './calls.ts';

export const STORE_FILE_TYPES = ['ID_CARD', 'COMPANY_CERTIFICATE', 'BANK_BOOK'] as const;
const ACCEPTED = ['image/png', 'image/jpeg', 'application/pdf'];
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const M = 'resources.store/store-detail.messages';

export interface StoreFile {
  fileId: string;
  typeFile: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedDate: string;
  uploadedBy: string;
}

interface Uploaded {
  fileUrl: string;
  fileName?: string;
  size?: number;
  contentType?: string;
}

function isStoreFile(value: unknown): value is StoreFile {
  return typeof value === 'object' && value !== null && 'fileId' in value && 'typeFile' in value;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The bytes of a document as an object URL, for a preview or a download. */
function useFileBytes() {
  const http = useHttpClient();
  return (file: StoreFile, inline: boolean) =>
    requestCall<Blob>(http, STORE_FILE_CALLS.download, {
      values: { fileId: file.fileId },
      query: inline ? undefined : { inline: false },
      responseType: 'blob',
    }).then((blob) => URL.createObjectURL(new Blob([blob], { type: file.contentType })));
}

function PreviewDialog({ file, onClose }: { file: StoreFile; onClose: () => void }) {
  const translate = useTranslate();
  const read = useFileBytes();
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let made: string | undefined;
    let live = true;
    read(file, true).then(
      (objectUrl) => {
        made = objectUrl;
        if (live) setUrl(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      },
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
    // One read per opened file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file.fileId]);
  const title = translate(`${M}.filePreviewOf`, { name: file.fileName });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
        {!url && !error && <BarLoading />}
        {url &&
          (file.contentType === 'application/pdf' ? (
            <Box
              component="iframe"
              title={file.fileName}
              src={url}
              sx={{ width: '100%', height: '70vh', border: 0 }}
            />
          ) : (
            <Box component="img" alt={file.fileName} src={url} sx={{ maxWidth: '100%' }} />
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function FileCard({
  storeId,
  typeFile,
  file,
  canUpload,
}: {
  storeId: string;
  typeFile: string;
  file: StoreFile | undefined;
  canUpload: boolean;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const read = useFileBytes();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const typeLabel = translate(`${M}.fileType.${typeFile}`, { _: typeFile });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) return setProblem(`${M}.fileWrongType`);
    if (chosen.size > MAX_FILE_BYTES) return setProblem(`${M}.fileTooLarge`);
    setProblem(undefined);
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', chosen, chosen.name);
      const uploaded = await http.request<Uploaded>('upload', 'upload', { method: 'POST', body });
      await requestCall(http, STORE_FILE_CALLS.attach, {
        values: { id: storeId, typeFile },
        body: {
          typeFile,
          fileUrl: uploaded.fileUrl,
          fileName: uploaded.fileName ?? chosen.name,
          contentType: uploaded.contentType ?? chosen.type,
          size: uploaded.size ?? chosen.size,
        },
      });
      await queryClient.invalidateQueries({ queryKey: ['store/store-detail', 'files', storeId] });
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    if (!file) return;
    try {
      const url = await read(file, false);
      const a = document.createElement('a');
      a.href = url;
      a.download = file.fileName;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      setProblem(errorText(e));
    }
  };

  return (
    <Card variant="outlined" component="section" aria-label={typeLabel}>
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {typeLabel}
        </Typography>
        {file ? (
          <Typography variant="body2" color="text.secondary">
            {file.fileName} · {sizeText(file.size)} · {formatThaiDate(file.uploadedDate, locale, true)} ·{' '}
            {file.uploadedBy}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(`${M}.fileNone`)}
          </Typography>
        )}
        {busy && <LinearProgress sx={{ mt: 1 }} aria-label={translate(`${M}.fileUploading`)} />}
        {problem && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate(problem, { _: problem })}
          </Alert>
        )}
      </CardContent>
      <CardActions>
        {file && (
          <>
            <Button startIcon={<PreviewIcon />} onClick={() => setPreview(true)}>
              {translate(`${M}.filePreview`)}
            </Button>
            <Button startIcon={<DownloadIcon />} onClick={() => void download()}>
              {translate(`${M}.fileDownload`)}
            </Button>
          </>
        )}
        {canUpload && (
          <>
            <Button startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
              {translate(file ? `${M}.fileReplace` : `${M}.fileUpload`)}
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              accept={ACCEPTED.join(',')}
              aria-label={translate(`${M}.fileChoose`, { type: typeLabel })}
              onChange={(e) => void upload(e)}
            />
          </>
        )}
      </CardActions>
      {preview && file && <PreviewDialog file={file} onClose={() => setPreview(false)} />}
    </Card>
  );
}

/**
 * The documents of one store, every type or one (`typeFile`); `view` offers no upload. A region of its
 * own, named like the Documents tab, unless `titled` (the store page's section is that region).
 */
export function StoreFilesOf({
  storeId,
  typeFile,
  mode = 'form',
  titled = false,
}: {
  storeId: string;
  typeFile?: string;
  mode?: 'view' | 'form';
  titled?: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'store/store-detail', action: 'edit' });
  const { data, error, isPending, refetch } = useQuery(
    filesRead(storeId, (path, values, signal) =>
      dataProvider.lookup('store/store-detail', { path, values, signal }),
    ),
  );
  const types = typeFile ? [typeFile] : [...STORE_FILE_TYPES];
  if (typeFile && !(STORE_FILE_TYPES as readonly string[]).includes(typeFile)) {
    return <Alert severity="warning">{translate(`${M}.fileUnknownType`, { type: typeFile })}</Alert>;
  }
  const files = Array.isArray(data) ? data.filter(isStoreFile) : [];
  return (
    <Stack
      spacing={2}
      sx={{ p: 2 }}
      {...(titled ? {} : { component: 'section', 'aria-label': translate(`${M}.tabFiles`) })}
    >
      {isPending && <BarLoading />}
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {!isPending &&
        !error &&
        types.map((type) => (
          <FileCard
            key={type}
            storeId={storeId}
            typeFile={type}
            file={files.find((f) => f.typeFile === type)}
            canUpload={mode === 'form' && canEdit === true}
          />
        ))}
    </Stack>
  );
}

/** The read of a store's documents: the key the page reads with, and the call. */
function filesRead(storeId: string, lookup: TabPageLookup): TabPageRead & { queryKey: string[] } {
  return {
    queryKey: ['store/store-detail', 'files', storeId],
    queryFn: (context) => lookup(STORE_FILE_CALLS.files.path, { id: storeId }, context?.signal),
  };
}

/** Resting on the Documents tab starts the read its page makes first. */
export const firstReads: TabPageModule['firstReads'] = (id, lookup) => [filesRead(String(id), lookup)];

/** The Files tab of the store page (its section, titled by the page). */
export default function StoreFiles() {
  const record = useRecordContext();
  if (!record) return null;
  return <StoreFilesOf storeId={String(record.id)} titled />;
}
