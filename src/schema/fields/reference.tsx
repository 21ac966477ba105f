import { ReferenceField, TextField, useBasename } from 'react-admin';
import { resourcePaths } from '../routing/paths.ts';
import type { DisplayProps } from './fieldProps.ts';

/** The referenced record's name, linking to its view page under the URL scheme of docs/routes.md. */
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
