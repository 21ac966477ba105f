import { useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FieldValues } from 'react-hook-form';
import { Form, useTranslate } from 'react-admin';
import { FieldInput } from '../fields/FieldInput.tsx';
import type { FieldDeclaration } from '../types.ts';

/**
 * The dialog's own values start empty: without it react-admin fills them from the record around the
 * button (a request's last remark would be sent again as this decision's remark).
 */
const BLANK = {};

/**
 * An action that carries input: its button opens a dialog with the action's own fields (same inputs
 * and validation as forms). Confirm sends once: while the call is in flight both buttons are disabled
 * and further clicks are ignored. On failure the dialog stays open with what was typed, so a retry
 * sends the same input (and the same Idempotency-Key).
 */
export function ActionFormDialog({
  label,
  title,
  content,
  fields,
  color,
  disabled,
  onSubmit,
}: {
  label: string;
  title: string;
  content: ReactNode;
  fields: FieldDeclaration[];
  color: 'primary' | 'warning';
  disabled: boolean;
  /** Resolves true when done (the dialog closes), false when it failed (it stays open). */
  onSubmit: (values: Record<string, unknown>) => Promise<boolean>;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const titleId = useRef(`action-dialog-${Math.random().toString(36).slice(2)}`).current;

  const submit = async (values: Record<string, unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      if (await onSubmit(values)) setOpen(false);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  const close = () => {
    if (!inFlight.current) setOpen(false);
  };

  return (
    <>
      <Button
        size="small"
        color={color}
        disabled={disabled || pending}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        // Clicks inside the dialog must not reach a clickable row behind it.
        onClick={(event) => event.stopPropagation()}
      >
        <Form record={BLANK} onSubmit={(values: FieldValues) => submit(values)} noValidate>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            {content}
            {fields.map((field) => (
              <FieldInput key={field.source} field={field} />
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={pending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" color={color} disabled={pending}>
              {translate('ra.action.confirm')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
