import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { useI18nProvider, useNotify } from 'react-admin';
import { loadPartMessages } from '../../components/partMessages.ts';
import type { FieldDeclaration } from '../types.ts';
import type { ActionFormProps } from './ActionForm.tsx';

type ActionFormType = ComponentType<ActionFormProps>;

/** The form's code, once loaded (a later dialog renders it at once). */
let loadedForm: ActionFormType | undefined;
const loadForm = () =>
  import('./ActionForm.tsx').then((m) => {
    loadedForm = m.default;
    return m.default;
  });

/**
 * An action that carries input: its button opens a dialog with the action's own fields (same inputs
 * and validation as forms). Confirm sends once: while the call is in flight both buttons are disabled
 * and further clicks are ignored. On failure the dialog stays open with what was typed, so a retry
 * sends the same input (and the same Idempotency-Key). The form's code and its messages load when the
 * pointer or the keyboard reaches the button; the dialog opens once they are there.
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
  const notify = useNotify();
  const i18nProvider = useI18nProvider();
  // The form's code and its inputs' messages (the `records` part), side by side.
  const loadFormParts = () =>
    Promise.all([loadForm(), loadPartMessages(i18nProvider, 'records')]).then(([form]) => form);
  const [open, setOpen] = useState(false);
  const [ActionForm, setActionForm] = useState(() => loadedForm);
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
        onPointerEnter={() => void loadFormParts()}
        onFocus={() => void loadFormParts()}
        onClick={(event) => {
          event.stopPropagation();
          // The dialog opens with its form (the code is usually there since the hover).
          loadFormParts().then(
            (form) => {
              setActionForm(() => form);
              setOpen(true);
            },
            () => notify('pa.engine.action.formLoadFailed', { type: 'error' }),
          );
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
        {ActionForm && (
          <ActionForm
            titleId={titleId}
            title={title}
            content={content}
            fields={fields}
            color={color}
            pending={pending}
            onCancel={close}
            onSubmit={(values) => void submit(values)}
          />
        )}
      </Dialog>
    </>
  );
}
