/**
 * The generated operation page: look-up (optional) → change form → preview of what changes →
 * confirmation → result. The submit carries one Idempotency-Key per operation: a retry after a
 * failure resends the same key, a second click while waiting sends nothing.
 */
import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { errorText } from '../../components/errorText.ts';
import { BarLoading } from '../../components/BarLoading.tsx';
import { useHttpClient } from '../../data/masterLists.ts';
import { toRaAction } from '../access.tsx';
import { useIdempotencyKey } from '../actions/useIdempotencyKey.ts';
import { useDeclaration } from '../declarationContext.tsx';
import { resourceName } from '../labels.ts';
import {
  bodyOf,
  computeChanges,
  fillPath,
  foundRecord,
  isNotDone,
  prefill,
  resultRecord,
  type Values,
} from './operationLogic.ts';
import { OperationForm } from './OperationForm.tsx';
import { ChangesTable, RecordFields } from './OperationValues.tsx';
import type { OperationCall } from './types.ts';
import { usePartMessages } from '../../components/partMessages.ts';

type Step = 'inquiry' | 'form' | 'preview' | 'result';
type Outcome = { done: true; record: Values | null } | { done: false; message: string };

export default function OperationPage() {
  usePartMessages('records');
  const def = useDeclaration();
  const op = def.operation;
  const translate = useTranslate();
  const http = useHttpClient();
  const { keyFor, settle } = useIdempotencyKey();
  const { canAccess: canSubmit } = useCanAccess({
    resource: def.name,
    action: toRaAction(op?.permission ?? 'edit'),
  });

  const [step, setStep] = useState<Step>(op?.inquiry ? 'inquiry' : 'form');
  const [looked, setLooked] = useState<Values>({});
  const [current, setCurrent] = useState<Values | null>(null);
  const [entered, setEntered] = useState<Values>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sending = useRef(false);
  // Set once the operation is applied: a late click on the closing dialog must not send it again.
  const applied = useRef(false);

  if (!op) return null;
  const call = (target: OperationCall, values: Values, defaults: string[], idempotencyKey?: string) =>
    http.request<unknown>(target.service ?? def.service, fillPath(target.path, values), {
      method: target.method,
      body: target.method === 'GET' ? undefined : bodyOf(target, values, defaults),
      query:
        target.method === 'GET' ? (bodyOf(target, values, defaults) as Record<string, string>) : undefined,
      idempotencyKey,
    });

  const inquire = async (values: Values) => {
    if (!op.inquiry || sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    setLooked(values);
    try {
      const record = foundRecord(await call(op.inquiry, values, op.inquiry.fields));
      if (!record) {
        setProblem(translate('pa.engine.operation.notFound'));
        return;
      }
      setCurrent(record);
      setEntered(prefill(op, record));
      setStep('form');
    } catch (error) {
      setProblem(translate(errorText(error), { _: errorText(error) }));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const all = { ...looked, ...entered };
  const changes = computeChanges(op, current, entered);
  const operationKey = JSON.stringify(all);

  const submit = async () => {
    if (sending.current || applied.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const answer = await call(
        op.submit,
        all,
        [...(op.inquiry?.fields ?? []), ...op.fields],
        keyFor(operationKey),
      );
      if (isNotDone(answer)) {
        setOutcome({ done: false, message: translate('pa.engine.operation.notDone') });
      } else {
        settle();
        applied.current = true;
        setOutcome({ done: true, record: resultRecord(op, answer) });
      }
    } catch (error) {
      setOutcome({
        done: false,
        message: `${translate('pa.engine.operation.notDone')}: ${translate(errorText(error), { _: errorText(error) })}`,
      });
    } finally {
      sending.current = false;
      setBusy(false);
      setConfirming(false);
      setStep('result');
    }
  };

  const restart = () => {
    settle();
    applied.current = false;
    setStep(op.inquiry ? 'inquiry' : 'form');
    setLooked({});
    setCurrent(null);
    setEntered({});
    setOutcome(null);
    setProblem(null);
  };

  return (
    <Box sx={{ my: 2 }}>
      <Title title={translate(resourceName(def), { smart_count: 1, _: def.path })} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            {busy && <BarLoading />}
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            {step === 'inquiry' && op.inquiry && (
              <OperationForm
                def={def}
                sources={op.inquiry.fields}
                values={looked}
                submitLabel="pa.engine.operation.inquire"
                onSubmit={(values) => void inquire(values)}
                busy={busy}
              />
            )}
            {current && op.inquiry && step !== 'inquiry' && (
              <Box>
                <Typography variant="subtitle1" component="h2">
                  {translate('pa.engine.operation.current')}
                </Typography>
                <RecordFields def={def} record={current} sources={op.inquiry.show} />
              </Box>
            )}
            {step === 'form' && (
              <OperationForm
                def={def}
                sources={op.fields}
                values={entered}
                submitLabel="pa.engine.operation.review"
                onSubmit={(values) => {
                  setEntered(values);
                  setStep('preview');
                }}
                onBack={op.inquiry ? () => setStep('inquiry') : undefined}
              />
            )}
            {step === 'preview' && (
              <Stack spacing={2}>
                <ChangesTable def={def} changes={changes} showBefore={Boolean(op.inquiry)} />
                <Stack direction="row" spacing={1}>
                  <Button onClick={() => setStep('form')}>{translate('pa.engine.operation.back')}</Button>
                  {canSubmit && (
                    <Button
                      variant="contained"
                      disabled={changes.length === 0}
                      onClick={() => setConfirming(true)}
                    >
                      {translate('pa.engine.operation.submit')}
                    </Button>
                  )}
                </Stack>
              </Stack>
            )}
            {step === 'result' && outcome && (
              <Stack spacing={2}>
                {outcome.done ? (
                  <Alert severity="success" role="status">
                    {translate(op.messages?.done ?? 'pa.engine.operation.done')}
                  </Alert>
                ) : (
                  <Alert severity="error" role="alert">
                    {outcome.message}
                  </Alert>
                )}
                {outcome.done && outcome.record && op.result && (
                  <Box>
                    <Typography variant="subtitle1" component="h2">
                      {translate('pa.engine.operation.result')}
                    </Typography>
                    <RecordFields def={def} record={outcome.record} sources={op.result.show} />
                  </Box>
                )}
                {!outcome.done && (
                  <ChangesTable def={def} changes={changes} showBefore={Boolean(op.inquiry)} />
                )}
                <Stack direction="row" spacing={1}>
                  {!outcome.done && canSubmit && (
                    <Button variant="contained" disabled={busy} onClick={() => void submit()}>
                      {translate('pa.engine.operation.retry')}
                    </Button>
                  )}
                  {!outcome.done && (
                    <Button disabled={busy} onClick={() => setStep('form')}>
                      {translate('pa.engine.operation.back')}
                    </Button>
                  )}
                  <Button disabled={busy} onClick={restart}>
                    {translate('pa.engine.operation.again')}
                  </Button>
                </Stack>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Dialog
        open={confirming}
        onClose={() => (busy ? undefined : setConfirming(false))}
        aria-labelledby="operation-confirm"
      >
        <DialogTitle id="operation-confirm">{translate('pa.engine.operation.confirmTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {op.messages?.confirm && <DialogContentText>{translate(op.messages.confirm)}</DialogContentText>}
            <ChangesTable def={def} changes={changes} showBefore={Boolean(op.inquiry)} />
            <DialogContentText variant="body2">
              {translate('pa.engine.operation.moneyNotice')}
            </DialogContentText>
            {busy && <BarLoading />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            {translate('pa.engine.operation.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={busy}>
            {translate('pa.engine.operation.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
