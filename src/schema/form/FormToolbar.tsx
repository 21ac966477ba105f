import { useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import { useFormContext } from 'react-hook-form';
import { Confirm, SaveButton, Toolbar, useRecordContext, useSaveContext, useTranslate } from 'react-admin';
import { LinkButton } from '../../components/LinkButton.tsx';
import { useFormConflict } from './FormConflict.tsx';
import { usePartMessages } from '../../components/partMessages.ts';
import { useSubmitAfterPaint } from '../../loading/index.ts';

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
  // An edit (a record is loaded) answers a refused save with the conflict part (FormConflict.tsx).
  const record = useRecordContext();
  return (
    <Toolbar sx={{ gap: 1 }}>
      {record ? (
        <EditSaveButton confirm={confirm} confirmFields={confirmFields} />
      ) : confirm ? (
        <ConfirmedSaveButton question={confirm} fields={confirmFields} />
      ) : (
        <PaintFirstSaveButton />
      )}
      {cancelTo && <LinkButton label="ra.action.cancel" to={cancelTo} icon={<CloseIcon />} />}
    </Toolbar>
  );
}

function EditSaveButton({ confirm, confirmFields }: { confirm?: string; confirmFields?: string[] }) {
  const conflict = useFormConflict();
  return (
    <>
      {confirm ? <ConfirmedSaveButton question={confirm} fields={confirmFields} /> : <PaintFirstSaveButton />}
      {conflict}
    </>
  );
}

/** react-admin's Save, submitting after the press has painted (src/loading/onClick.ts). */
function PaintFirstSaveButton() {
  return <SaveButton onClick={useSubmitAfterPaint()} />;
}

function ConfirmedSaveButton({ question, fields }: { question: string; fields?: string[] }) {
  usePartMessages('records');
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
