/**
 * What was done to a record, in words (the field type `recordAction`): create, edit, delete and toggle
 * in the History's words (the `history` part's messages), any other action by the label of the action
 * the record's screen declares. A record's History and the audit log's Action column say the same.
 */
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { usePartMessages } from '../../components/partMessages.ts';
import { RECORD_KINDS } from '../../contract/audit.ts';
import { readPath } from '../../data/readPath.ts';
import { useScreens } from '../screens.tsx';
import type { ChoiceOption, ResourceDefinition } from '../types.ts';
import { isBlank, type DisplayProps } from './fieldProps.ts';

type Translate = ReturnType<typeof useTranslate>;

/** What every screen's records may undergo; any other action is one a screen declares. */
export const RECORD_ACTIONS = RECORD_KINDS;

/** The words of the `history` part for one of RECORD_ACTIONS (the part's messages must be in). */
export const recordActionKey = (action: string) => `pa.history.actions.${action}`;

/** The action's words: a declared action's own label, else create / edit / delete / toggle, else its name. */
export function recordActionLabel(
  def: Pick<ResourceDefinition, 'actions'> | undefined,
  action: string,
  translate: Translate,
): string {
  const declared = def?.actions?.find((a) => a.name === action);
  if (declared) return translate(declared.label, { _: action });
  return (RECORD_ACTIONS as readonly string[]).includes(action) ? translate(recordActionKey(action)) : action;
}

/**
 * The declaration of the screen named `name` (its declared actions and their labels), loaded when
 * first needed; undefined while it loads, if it cannot, or outside a declared screen.
 */
export function useScreenDeclaration(name: string | undefined): ResourceDefinition | undefined {
  const screens = useScreens();
  const atHand = name ? screens?.peek(name) : undefined;
  const { data } = useQuery({
    queryKey: ['pa', 'screenDeclaration', name],
    queryFn: () => screens?.load(name ?? '').then((def) => def ?? null) ?? null,
    enabled: !atHand && !!name && !!screens,
    staleTime: Infinity,
    structuralSharing: false,
  });
  return atHand ?? data ?? undefined;
}

/** The choices of an action filter: the four every record may undergo, then the screen's declared ones. */
export function recordActionChoices(def: ResourceDefinition | undefined): ChoiceOption[] {
  return [
    ...RECORD_ACTIONS.map((action) => ({ id: action, name: recordActionKey(action) })),
    ...(def?.actions ?? [])
      .filter((a) => !(RECORD_ACTIONS as readonly string[]).includes(a.name))
      .map((a) => ({ id: a.name, name: a.label })),
  ];
}

/** A record's action in words; a declared action's name while its screen's declaration loads. */
export function RecordActionDisplay({ field }: DisplayProps<'recordAction'>) {
  usePartMessages('history');
  const translate = useTranslate();
  const record = useRecordContext();
  const value: unknown = useFieldValue({ source: field.source });
  const screen = record ? readPath(record, field.screen) : undefined;
  const action = isBlank(value) ? '' : String(value);
  const standard = (RECORD_ACTIONS as readonly string[]).includes(action);
  const def = useScreenDeclaration(!standard && typeof screen === 'string' ? screen : undefined);
  if (!action) return null;
  return (
    <Typography component="span" variant="body2">
      {recordActionLabel(def, action, translate)}
    </Typography>
  );
}
