import { SelectInput, useTranslate } from 'react-admin';
import { StatusChip } from '../../components/StatusChip.tsx';
import { statusLabelKey, useStatusVocabulary } from '../../components/statusVocabularies.ts';
import type { StatusVocabulary } from '../types.ts';
import { baseInputProps, type DisplayProps, type InputProps } from './fieldProps.ts';

export function StatusDisplay({ field }: DisplayProps<'status'>) {
  return <StatusChip vocabulary={field.vocabulary} source={field.source} />;
}

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
