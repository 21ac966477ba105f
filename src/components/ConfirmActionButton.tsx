import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { Confirm, useTranslate } from 'react-admin';

export interface ConfirmTriggerProps {
  onClick: (event: MouseEvent) => void;
  disabled: boolean;
  pending: boolean;
}

export interface ConfirmActionButtonProps {
  /** i18n key (or text) of the button. */
  label: string;
  icon?: ReactNode;
  color?: 'primary' | 'secondary' | 'error' | 'warning' | 'success' | 'inherit';
  variant?: 'text' | 'outlined' | 'contained';
  /** Dialog title and body: i18n keys (translated with `translateOptions`) or nodes. */
  title: ReactNode;
  content: ReactNode;
  translateOptions?: Record<string, unknown>;
  /** The state change; the dialog stays open and both buttons are disabled until it settles. */
  onConfirm: () => Promise<unknown>;
  /** Called each time the dialog opens (e.g. to mint a new Idempotency-Key). */
  onOpen?: () => void;
  disabled?: boolean;
  /** Replaces the default button, e.g. with a switch. */
  trigger?: (props: ConfirmTriggerProps) => ReactNode;
}

/**
 * A button that asks before it acts. One confirmation acts once: a second confirm click, while the
 * call is in flight or while the dialog fades out after it, is ignored (refs, not state, so two
 * clicks in the same frame cannot both pass). Opening the dialog again allows a new confirmation.
 */
export function ConfirmActionButton({
  label,
  icon,
  color = 'primary',
  variant = 'text',
  title,
  content,
  translateOptions,
  onConfirm,
  onOpen,
  disabled = false,
  trigger,
}: ConfirmActionButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // The dialog is mounted from its first opening on (it then keeps its closing transition): a list
  // renders one of these per row, and a closed dialog per row is work for nothing.
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const confirmed = useRef(false);

  const openDialog = (event: MouseEvent) => {
    event.stopPropagation();
    if (inFlight.current) return;
    confirmed.current = false;
    onOpen?.();
    setOpened(true);
    setOpen(true);
  };
  const close = (event?: MouseEvent) => {
    event?.stopPropagation();
    if (!inFlight.current) setOpen(false);
  };
  const confirm = async (event: MouseEvent) => {
    event.stopPropagation();
    if (inFlight.current || confirmed.current) return;
    confirmed.current = true;
    inFlight.current = true;
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports failures (notification); the dialog just closes.
    } finally {
      inFlight.current = false;
      setPending(false);
      setOpen(false);
    }
  };

  const text = translate(label, { _: label, ...translateOptions });
  const isDisabled = disabled || pending;

  return (
    <>
      {trigger ? (
        trigger({ onClick: openDialog, disabled: isDisabled, pending })
      ) : (
        <Button
          size="small"
          color={color}
          variant={variant}
          startIcon={icon}
          disabled={isDisabled}
          onClick={openDialog}
        >
          {text}
        </Button>
      )}
      {opened && (
        <Confirm
          isOpen={open}
          loading={pending}
          title={title}
          content={content}
          translateOptions={translateOptions}
          onConfirm={confirm}
          onClose={close}
        />
      )}
    </>
  );
}
