import { SelectInput } from 'react-admin';
import { useStatusChoices } from '../fields/statusInput.tsx';
import type { StatusVocabulary } from '../types.ts';

export function StatusSelect({
  vocabulary,
  ...rest
}: {
  source: string;
  vocabulary: StatusVocabulary;
  label?: string;
  alwaysOn?: boolean;
}) {
  return <SelectInput {...rest} choices={useStatusChoices(vocabulary)} translateChoice={false} />;
}
