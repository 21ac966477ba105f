/**
 * A new reconcile run: bank and file → preview parsed off the main thread → look-up of an earlier run
 * of the same file → upload, format check and matching → confirmed save (one Idempotency-Key per run,
 * reused on retry). Nothing leaves the browser before the preview is clean or its problems accepted.
 * Flow and choices: docs/process.md.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useCanAccess, useTranslate } from 'react-admin';
import { errorText } from '../../../src/components/index.ts';
import { newIdempotencyKey, useHttpClient } from '../../../src/data/index.ts';
import { parseStatementFile } from './parseStatementFile.ts';
import {
  fetchLastRun,
  httpClientUpload,
  saveRun,
  type ReconcileRun,
  type UploadStatement,
} from './reconcileApi.ts';
import { CheckSection, PipelineStatus } from './ReconcileCheckSection.tsx';
import { SavedRun } from './SavedRun.tsx';
import { BANK_CODE_OF, type StatementBank } from './statementFormats.ts';
import { StatementPicker } from './StatementPicker.tsx';
import { StatementPreview } from './StatementPreview.tsx';
import { useReconcilePipeline } from './useReconcilePipeline.ts';
import { HistoryNotice, ParseStatus, type Lookup } from './WizardNotices.tsx';
import { useStatementParse, type ParseStatement } from './useStatementParse.ts';

export const RECONCILE_RESOURCE = 'management/reconcile';

export interface ReconcileWizardProps {
  /** Reads the file; the default runs the parser in a module worker. */
  parse?: ParseStatement;
  /** Uploads the file; the default posts it through the console's HTTP client. */
  upload?: UploadStatement;
}

const STEPS = ['pick', 'preview', 'upload', 'check', 'save'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(title)}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function ReconcileWizardSteps({ parse = parseStatementFile, upload }: ReconcileWizardProps) {
  const translate = useTranslate();
  const http = useHttpClient();
  const uploadFile = useMemo(() => upload ?? httpClientUpload(http), [upload, http]);
  const [bank, setBank] = useState<StatementBank | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [duplicateConfirmed, setDuplicateConfirmed] = useState(false);
  const [saved, setSaved] = useState<ReconcileRun | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const lookupAbort = useRef<AbortController | null>(null);
  const pipeline = useReconcilePipeline(http, uploadFile);

  const lookUp = useCallback(
    async (chosen: File, chosenBank: StatementBank) => {
      lookupAbort.current?.abort();
      const controller = new AbortController();
      lookupAbort.current = controller;
      setLookup({ status: 'loading' });
      try {
        const run = await fetchLastRun(http, BANK_CODE_OF[chosenBank], chosen.name, controller.signal);
        if (!controller.signal.aborted) setLookup(run ? { status: 'found', run } : { status: 'none' });
      } catch (error) {
        if (controller.signal.aborted) return;
        const text = errorText(error);
        setLookup({ status: 'error', message: translate(text, { _: text }) });
      }
    },
    [http, translate],
  );

  // The look-up runs once the file reads as a statement of the chosen bank.
  const chosen = useRef<{ file: File; bank: StatementBank } | null>(null);
  const onParsed = useCallback(() => {
    if (chosen.current) void lookUp(chosen.current.file, chosen.current.bank);
  }, [lookUp]);
  const reader = useStatementParse(parse, onParsed);

  useEffect(() => () => lookupAbort.current?.abort(), []);

  /** Everything after the choice of file starts again: a new run with a new Idempotency-Key. */
  const restart = (nextFile: File | null, nextBank: StatementBank | '') => {
    lookupAbort.current?.abort();
    pipeline.reset();
    setAccepted(false);
    setLookup({ status: 'idle' });
    setDuplicateConfirmed(false);
    setSaved(null);
    setSaveError(null);
    idempotencyKey.current = null;
    setFile(nextFile);
    setBank(nextBank);
    chosen.current = nextFile && nextBank ? { file: nextFile, bank: nextBank } : null;
    if (nextFile && nextBank) reader.start(nextFile, nextBank);
    else reader.clear();
  };

  const summary = reader.state.status === 'done' ? reader.state.summary : null;
  const uploaded = pipeline.check !== null;
  const busy = pipeline.progress !== null;
  const locked = busy || uploaded || saved !== null;
  const problemsAccepted = summary !== null && (summary.malformed.length === 0 || accepted);
  const historyCleared = lookup.status === 'none' || (lookup.status === 'found' && duplicateConfirmed);
  const canUpload = summary !== null && problemsAccepted && historyCleared && !locked;

  const save = async () => {
    if (!file || !bank || !pipeline.fileUrl) return;
    // Once per run: a retry after a failure or a time-out sends the same key, so it saves once.
    idempotencyKey.current ??= newIdempotencyKey();
    setSaveError(null);
    try {
      const run = await saveRun(http, {
        fileUrl: pipeline.fileUrl,
        bankIssuer: BANK_CODE_OF[bank],
        filename: file.name,
        idempotencyKey: idempotencyKey.current,
      });
      setSaved(run);
    } catch (error) {
      const text = errorText(error);
      setSaveError(translate(text, { _: text }));
    }
  };

  const activeStep = saved
    ? STEPS.length
    : uploaded
      ? 4
      : pipeline.progress || pipeline.fileUrl
        ? 3
        : summary
          ? 1
          : 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stepper activeStep={activeStep} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' } }}>
        {STEPS.map((step) => (
          <Step key={step}>
            <StepLabel>{translate(`pa.reconcile.steps.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>

      <Section title="pa.reconcile.steps.pick">
        <StatementPicker
          bank={bank}
          file={file}
          disabled={busy}
          onBankChange={(next) => restart(file, next)}
          onFileChange={(next) => restart(next, bank)}
        />
        {file && !bank && <Alert severity="info">{translate('pa.reconcile.pick.pick_bank_first')}</Alert>}
        <ParseStatus
          state={reader.state}
          bank={bank}
          onCancel={reader.cancel}
          onRetry={() => file && bank && reader.start(file, bank)}
        />
      </Section>

      {summary && (
        <Section title="pa.reconcile.preview.title">
          <StatementPreview
            summary={summary}
            accepted={accepted}
            onAcceptedChange={setAccepted}
            locked={locked}
          />
          <HistoryNotice
            lookup={lookup}
            confirmed={duplicateConfirmed}
            onConfirmedChange={setDuplicateConfirmed}
            onRetry={() => file && bank && void lookUp(file, bank)}
            locked={locked}
          />
          {!uploaded && (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                disabled={!canUpload}
                onClick={() => file && void pipeline.run(file, 'upload', null)}
              >
                {translate('pa.reconcile.upload.button')}
              </Button>
              {summary.malformed.length > 0 && !accepted && (
                <Typography variant="body2" color="text.secondary">
                  {translate('pa.reconcile.preview.accept_needed')}
                </Typography>
              )}
            </Box>
          )}
          <PipelineStatus
            progress={pipeline.progress}
            failure={pipeline.failure}
            onCancel={pipeline.cancel}
            onRetry={() =>
              file && pipeline.failure && void pipeline.run(file, pipeline.failure.resume, pipeline.fileUrl)
            }
          />
        </Section>
      )}

      {pipeline.check && file && bank && (
        <Section title="pa.reconcile.check.title">
          <CheckSection
            check={pipeline.check}
            fileName={file.name}
            bank={bank}
            previousRun={lookup.status === 'found' ? lookup.run : null}
            onSave={save}
            saveError={saveError}
            saved={saved !== null}
          />
        </Section>
      )}

      {saved && <SavedRun run={saved} onNewRun={() => restart(null, bank)} />}
    </Box>
  );
}

/** The wizard for users who may create runs; others are told they can only view runs. */
export default function ReconcileWizard(props: ReconcileWizardProps) {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: RECONCILE_RESOURCE, action: 'create' });
  if (isPending) return <CircularProgress aria-label={translate('pa.reconcile.detail.loading')} />;
  if (!canAccess) return <Alert severity="info">{translate('pa.reconcile.read_only')}</Alert>;
  return <ReconcileWizardSteps {...props} />;
}
