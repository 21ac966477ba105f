import { AutocompleteInput, ReferenceField, ReferenceInput, TextField, useBasename } from 'react-admin';
import { resourcePaths } from '../routing/paths.ts';
import { baseInputProps, type DisplayProps, type InputProps } from './fieldProps.ts';

/** The referenced record's name, linking to its view page under the spec's URL scheme. */
export function ReferenceDisplay({ field }: DisplayProps<'reference'>) {
  const basename = useBasename();
  return (
    <ReferenceField
      source={field.source}
      reference={field.reference}
      link={(record) => resourcePaths(field.reference, basename).view(record.id)}
    >
      <TextField source={field.optionText} />
    </ReferenceField>
  );
}

export function ReferenceFieldInput({ field, disabled, validate }: InputProps<'reference'>) {
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
