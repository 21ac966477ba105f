/**
 * A status's input, and the choices of a vocabulary. Apart from its display (status.tsx), which every
 * list with a status column loads: react-admin's SelectInput comes only with the forms and the filters.
 */
import { SelectInput, useTranslate } from 'react-admin';
import { statusLabelKey, useStatusVocabulary } from '../../components/statusVocabularies.ts';
import type { StatusVocabulary } from '../types.ts';
import { baseInputProps, type InputProps } from './fieldProps.ts';

/** The statuses of a vocabulary as select choices: the service's value, the translated label. */
export function useStatusChoices(vocabulary: StatusVocabulary) {
  const translate = useTranslate();
  return useStatusVocabulary(vocabulary).map((status) => ({
    id: status.value,
    name: translate(statusLabelKey(vocabulary, status.key), { _: status.value }),
  }));
}

export function StatusInput({ field, disabled, validate }: InputProps<'status'>) {
  const choices = useStatusChoices(field.vocabulary);
  return (
    <SelectInput {...baseInputProps(field, disabled, validate)} choices={choices} translateChoice={false} />
  );
}
