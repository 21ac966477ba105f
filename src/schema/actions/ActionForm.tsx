/**
 * The form inside an action's dialog (ActionFormDialog.tsx): the action's own fields, with the same
 * inputs and validation as forms. Loaded when a dialog first opens, so a list with action buttons does
 * not load every input kind.
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
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

export interface ActionFormProps {
  titleId: string;
  title: string;
  content: ReactNode;
  fields: FieldDeclaration[];
  color: 'primary' | 'warning';
  pending: boolean;
  onCancel: () => void;
  onSubmit: (values: Record<string, unknown>) => void;
}

export default function ActionForm({
  titleId,
  title,
  content,
  fields,
  color,
  pending,
  onCancel,
  onSubmit,
}: ActionFormProps) {
  const translate = useTranslate();
  return (
    <Form record={BLANK} onSubmit={(values: FieldValues) => onSubmit(values)} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {content}
        {fields.map((field) => (
          <FieldInput key={field.source} field={field} />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" color={color} disabled={pending}>
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Form>
  );
}
