/**
 * The reference input, in its own module: react-admin's AutocompleteInput (MUI Autocomplete, ~9 KB
 * gzip) is needed only by forms with a reference field, not by the lists that display one.
 */
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { baseInputProps, type InputProps } from './fieldProps.ts';

export default function ReferenceFieldInput({ field, disabled, validate }: InputProps<'reference'>) {
  const { source, label, helperText } = baseInputProps(field, disabled, validate);
  return (
    <ReferenceInput source={source} reference={field.reference}>
      <AutocompleteInput
        label={label}
        helperText={helperText}
        optionText={field.optionText}
        disabled={disabled}
        validate={validate}
        fullWidth
      />
    </ReferenceInput>
  );
}
