import { useState, type MouseEvent } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import { useFormContext } from 'react-hook-form';
import { Confirm, SaveButton, Toolbar, useSaveContext, useTranslate } from 'react-admin';
import { afterNextPaint } from '../../components/afterNextPaint.ts';
import { LinkButton } from '../../components/LinkButton.tsx';

/**
 * Save (disabled until something changed and while saving) and a way back without saving. With
 * `confirm` (a question already translated) the form is checked first, then the question is asked
 * (only when one of `confirmFields` changed, if given), and only a yes saves.
 */
export function FormToolbar({
  cancelTo,
  confirm,
  confirmFields,
}: {
  cancelTo?: string;
  confirm?: string;
  confirmFields?: string[];
}) {
  return (
    <Toolbar sx={{ gap: 1 }}>
      {confirm ? <ConfirmedSaveButton question={confirm} fields={confirmFields} /> : <PaintFirstSaveButton />}
      {cancelTo && <LinkButton label="ra.action.cancel" to={cancelTo} icon={<CloseIcon />} />}
    </Toolbar>
  );
}

/**
 * react-admin's save button, whose click paints the press before the form is checked and saved: the
 * check and the form's render of its saving state then run in the next task (`afterNextPaint`,
 * docs/performance.md, lever 58). The form is submitted as the button would have submitted it
 * (`requestSubmit`), once however often it is pressed. Enter in a field still submits at once.
 */
function PaintFirstSaveButton() {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    const form = button.form;
    if (!form || typeof form.requestSubmit !== 'function') return;
    event.preventDefault();
    // A second press before then finds the button disabled by the first (react-admin disables it
    // while the form is submitting) and sends nothing more.
    afterNextPaint(() => {
      if (button.isConnected && !button.disabled) form.requestSubmit(button);
    });
  };
  return <SaveButton onClick={onClick} />;
}

function ConfirmedSaveButton({ question, fields }: { question: string; fields?: string[] }) {
  const translate = useTranslate();
  const { trigger, handleSubmit, formState, getFieldState } = useFormContext();
  const { save, saving } = useSaveContext();
  const [open, setOpen] = useState(false);
  const submit = () =>
    handleSubmit(async (values) => {
      await save?.(values);
    })();
  const ask = async () => {
    if (!(await trigger())) return;
    const matters = !fields || fields.some((field) => getFieldState(field).isDirty);
    if (matters) setOpen(true);
    else await submit();
  };
  const confirmed = async () => {
    setOpen(false);
    await submit();
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<SaveIcon />}
        disabled={!formState.isDirty || saving === true}
        onClick={() => void ask()}
      >
        {translate('ra.action.save')}
      </Button>
      <Confirm
        isOpen={open}
        title="pa.engine.settings.confirmTitle"
        content={question}
        onConfirm={() => void confirmed()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
