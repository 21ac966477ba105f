/**
 * The file input, in its own module (FieldInput loads it lazily; only forms with a file field need it).
 * A picked or dropped file is checked against the declared `accept` and `maxSizeMb`, sent to the upload
 * service with a progress bar, and the answered `fileUrl` becomes the field's value.
 */
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Box, Button, FormHelperText, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useResourceContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { checkFile } from '../../data/fileCheck.ts';
import { isAbortError } from '../../data/http.ts';
import type { Uploader } from '../../data/upload.ts';
import { errorText } from '../../components/errorText.ts';
import { FilePreview, fileLink, fileNameOf } from './file.tsx';
import type { InputProps } from './fieldProps.ts';
import { useConsoleUploader, useProvidedUploader } from './uploaderContext.tsx';

type Picked = { name: string; type: string; objectUrl: string; fileUrl: string };

export default function FileFieldInput(props: InputProps<'file'>) {
  const provided = useProvidedUploader();
  return provided ? <FileUploadInput {...props} uploader={provided} /> : <ConsoleFileInput {...props} />;
}

function ConsoleFileInput(props: InputProps<'file'>) {
  const uploader = useConsoleUploader();
  return <FileUploadInput {...props} uploader={uploader} />;
}

function FileUploadInput({
  field,
  disabled,
  validate,
  uploader,
}: InputProps<'file'> & { uploader: Uploader }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploading = useRef(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const controller = useRef<AbortController | null>(null);

  // Saving while the file is still on its way would store the previous address.
  const validators = useMemo<Validator[]>(
    () => [...validate, () => (uploading.current ? 'pa.engine.upload.inProgress' : undefined)],
    [validate],
  );
  const {
    field: input,
    fieldState,
    isRequired,
  } = useInput({ source: field.source, validate: validators, disabled });
  const stored = fileLink(input.value);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.objectUrl) : undefined), [picked]);

  async function take(file: File) {
    setProblem(null);
    const found = checkFile({ accept: field.accept, maxSizeMb: field.maxSizeMb }, file);
    if (found) {
      setProblem(translate(found.message, found.args));
      return;
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    uploading.current = true;
    setProgress(0);
    try {
      const answer = await uploader.upload(file, {
        service: field.upload?.service,
        path: field.upload?.path,
        onProgress: setProgress,
        signal: abort.signal,
      });
      setPicked({
        name: file.name,
        type: file.type,
        objectUrl: URL.createObjectURL(file),
        fileUrl: answer.fileUrl,
      });
      input.onChange(answer.fileUrl);
    } catch (error) {
      if (!isAbortError(error)) setProblem(translate(errorText(error), { _: errorText(error) }));
    } finally {
      if (controller.current === abort) {
        uploading.current = false;
        setProgress(null);
      }
    }
  }

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void take(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) void take(file);
  };
  const clear = () => {
    setPicked(null);
    setProblem(null);
    input.onChange('');
  };

  // The file just uploaded previews from memory; its stored address may not be reachable from here.
  const mine = picked && stored && picked.fileUrl === stored.href ? picked : null;
  const inputId = `file-${field.source}`;
  const error = problem !== null || fieldState.invalid;
  return (
    <Box sx={{ my: 1, width: '100%' }}>
      <Typography component="label" htmlFor={inputId} variant="body2" color="text.secondary">
        <FieldTitle label={field.label} source={field.source} resource={resource} isRequired={isRequired} />
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        sx={{
          mt: 0.5,
          p: 2,
          border: 1,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: error ? 'error.main' : dragOver ? 'primary.main' : 'divider',
        }}
      >
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<UploadFileIcon />}
              disabled={disabled || progress !== null}
              onClick={() => inputRef.current?.click()}
            >
              {translate(stored ? 'pa.engine.upload.replace' : 'pa.engine.upload.choose')}
            </Button>
            {stored && !disabled && progress === null && (
              <Button size="small" onClick={clear}>
                {translate('pa.engine.upload.remove')}
              </Button>
            )}
            <Typography variant="caption" color="text.secondary">
              {translate('pa.engine.upload.dropHint')}
            </Typography>
          </Stack>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            hidden
            accept={field.accept}
            disabled={disabled}
            onChange={onPick}
            data-testid={inputId}
          />
          {progress !== null && (
            <Box>
              <LinearProgress
                variant="determinate"
                value={Math.round(progress * 100)}
                aria-label={translate('pa.engine.upload.progress')}
              />
              <Typography variant="caption">{`${Math.round(progress * 100)}%`}</Typography>
            </Box>
          )}
          {stored && progress === null && (
            <FilePreview
              href={mine ? mine.objectUrl : stored.href}
              name={mine?.name ?? stored.title ?? fileNameOf(stored.href)}
              contentType={mine?.type}
            />
          )}
        </Stack>
      </Box>
      {problem ? (
        <FormHelperText error role="alert">
          {problem}
        </FormHelperText>
      ) : fieldState.error ? (
        <FormHelperText error role="alert" component="div">
          <InputHelperText error={fieldState.error.message} />
        </FormHelperText>
      ) : (
        <InputHelperText helperText={field.helper} />
      )}
    </Box>
  );
}
