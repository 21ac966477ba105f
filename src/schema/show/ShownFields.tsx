import Stack from '@mui/material/Stack';
import { Labeled } from 'react-admin';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import { fieldLabel } from '../labels.ts';
import { inShow } from '../placement.ts';
import type { ResourceDefinition } from '../types.ts';

/** Every field a declaration shows on a view page (or only `only`), labelled, read from the current record. */
export function ShownFields({ def, only }: { def: ResourceDefinition; only?: readonly string[] }) {
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {def.fields
        .filter((field) => inShow(field) && (!only || only.includes(field.source)))
        .map((field) => (
          <Labeled key={field.source} label={fieldLabel(def, field)} source={field.source}>
            <FieldDisplay field={field} context="show" />
          </Labeled>
        ))}
    </Stack>
  );
}
