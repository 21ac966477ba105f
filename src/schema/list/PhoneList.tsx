/**
 * A list on a phone: one stacked row per record (react-admin's SimpleList) instead of a table that
 * would widen the page. Title first, a couple of declared fields under it, the status chip at the right.
 */
import { Box } from '@mui/material';
import { SimpleList, TextField, type Identifier } from 'react-admin';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import { inList } from '../placement.ts';
import type { FieldDeclaration, ResourceDefinition } from '../types.ts';

const SECONDARY_FIELDS = 2;
const CHIP_TYPES: ReadonlySet<FieldDeclaration['type']> = new Set(['status', 'active']);
/** Values too wide or too noisy for a phone row. */
const NOT_ON_PHONE: ReadonlySet<FieldDeclaration['type']> = new Set([
  'secret',
  'file',
  'embeddedList',
  'permissionMatrix',
  'longText',
]);

export interface PhoneRowFields {
  title: FieldDeclaration | undefined;
  secondary: FieldDeclaration[];
  chip: FieldDeclaration | undefined;
}

/** Which declared fields a phone row shows: the record title, two more list fields, a status chip. */
export function phoneRowFields(def: ResourceDefinition): PhoneRowFields {
  const title = def.fields.find((f) => f.source === def.recordTitle);
  const listed = def.fields.filter(inList);
  const chip = listed.find((f) => CHIP_TYPES.has(f.type));
  const secondary = listed
    .filter((f) => f !== title && f !== chip && !CHIP_TYPES.has(f.type) && !NOT_ON_PHONE.has(f.type))
    .slice(0, SECONDARY_FIELDS);
  return { title, secondary, chip };
}

export function PhoneList({
  def,
  rowClick,
}: {
  def: ResourceDefinition;
  rowClick: ((id: Identifier) => string) | false;
}) {
  const { title, secondary, chip } = phoneRowFields(def);
  return (
    <SimpleList
      rowClick={rowClick === false ? false : (id) => rowClick(id)}
      primaryText={
        title ? (
          // A long announcement stays on two lines rather than pushing the chip off the row.
          <Box
            component="span"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {/* Plain text: an e-mail title as a mailto link would take the tap meant for the row. */}
            <TextField source={title.source} variant="body1" />
          </Box>
        ) : undefined
      }
      secondaryText={
        secondary.length > 0 ? (
          <Box
            component="span"
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, overflowWrap: 'anywhere' }}
          >
            {secondary.map((field) => (
              <span key={field.source}>
                <FieldDisplay field={field} context="list" />
              </span>
            ))}
          </Box>
        ) : undefined
      }
      // A chip, not the active switch: a switch inside a clickable row is easy to hit by mistake.
      tertiaryText={chip ? <FieldDisplay field={chip} context="embedded" /> : undefined}
    />
  );
}
