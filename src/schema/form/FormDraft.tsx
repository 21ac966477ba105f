import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useFormContext, useFormState } from 'react-hook-form';
import { useGetIdentity, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../types.ts';
import {
  changedValues,
  clearDraft,
  draftKey,
  draftSources,
  readDraft,
  sessionHasEnded,
  writeDraft,
} from './drafts.ts';
import { usePartMessages } from '../../components/partMessages.ts';

/** How many forms are open per draft key. */
const openForms = new Map<string, number>();

/**
 * Keeps the form's unsaved values as a draft (see drafts.ts) and, when the form opens with a draft of
 * this user for this record, puts the values back and says so, with a way to discard them.
 */
export function FormDraft({ def, mode }: { def: ResourceDefinition; mode: 'create' | 'edit' }) {
  usePartMessages('records');
  const translate = useTranslate();
  const notify = useNotify();
  const form = useFormContext();
  // Not isSubmitSuccessful: react-admin's save reports a failed call (a 401, a 500) as a finished
  // submit. A saved form goes on to another page (leaving while signed in drops the draft) or is
  // reset to the saved record (no difference left, so no draft).
  const { isReady } = useFormState();
  const { identity } = useGetIdentity();
  const record = useRecordContext();
  const [restored, setRestored] = useState(false);
  const restoredFor = useRef<string | null>(null);

  const userId = identity?.id === undefined ? undefined : String(identity.id);
  const recordId = mode === 'edit' ? record?.id : undefined;
  const waiting = userId === undefined || (mode === 'edit' && recordId === undefined);
  const key = waiting ? null : draftKey(userId, def.name, recordId);
  const sourcesText = draftSources(def, mode).join('\n');

  // Put a draft back once per form, after react-admin has loaded the record into it.
  useEffect(() => {
    if (!key || !isReady || restoredFor.current === key) return undefined;
    const kept = new Set(sourcesText.split('\n'));
    // After the form's own reset to the record, which runs in a parent effect of this same commit.
    const timer = setTimeout(() => {
      restoredFor.current = key;
      const draft = readDraft(key);
      if (!draft) return;
      for (const [source, value] of Object.entries(draft.values)) {
        if (kept.has(source)) form.setValue(source, value, { shouldDirty: true, shouldTouch: true });
      }
      setRestored(true);
    }, 0);
    return () => clearTimeout(timer);
  }, [key, isReady, form, sourcesText]);

  // Every change while the form differs from what was loaded is written; no difference, no draft.
  useEffect(() => {
    if (!key) return undefined;
    const sources = sourcesText.split('\n').filter(Boolean);
    const subscription = form.watch(() => {
      // Until a waiting draft is back in the form, the form's own reset to the record must not erase it.
      if (restoredFor.current !== key) return;
      const loaded = form.formState.defaultValues ?? {};
      writeDraft(
        key,
        changedValues(
          sources,
          (source) => form.getValues(source),
          (source) =>
            source.split('.').reduce<unknown>((value, part) => {
              return typeof value === 'object' && value !== null
                ? (value as Record<string, unknown>)[part]
                : undefined;
            }, loaded),
        ),
      );
    });
    openForms.set(key, (openForms.get(key) ?? 0) + 1);
    return () => {
      subscription.unsubscribe();
      openForms.set(key, (openForms.get(key) ?? 1) - 1);
      // Read now: every sign-out records its reason before it leaves the form, and /login removes
      // the reason once it has shown it.
      const ended = sessionHasEnded();
      // Decided a moment later: a form mounted again at once (StrictMode, a re-render) keeps its draft.
      setTimeout(() => {
        // Leaving while still signed in is ordinary navigation: the guard asked, the user chose to leave.
        if (!openForms.get(key) && !ended) clearDraft(key);
      }, 0);
    };
  }, [key, form, sourcesText]);

  if (!restored || !key) return null;
  const discard = () => {
    clearDraft(key);
    form.reset();
    setRestored(false);
    notify('pa.engine.draft.discarded', { type: 'info' });
  };
  return (
    <Alert
      severity="info"
      sx={{ mb: 2, width: '100%' }}
      action={
        <Button color="inherit" size="small" onClick={discard}>
          {translate('pa.engine.draft.discard')}
        </Button>
      }
    >
      {translate('pa.engine.draft.restored')}
    </Alert>
  );
}
