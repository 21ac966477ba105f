/**
 * A declared field's value, read from the current record, by its type. The kinds only view pages show
 * (a file, a secret, a permission matrix, an embedded table) load with their first use, and the kinds
 * few screens show (rareDisplays.tsx) load with a declaration that has one: a list does not carry them.
 */
import type { ComponentType } from 'react';
import { lazyPart } from '../../components/lazyPart.tsx';
import type { FieldDeclaration, FieldType, ResourceDefinition } from '../types.ts';
import { ActiveDisplay } from './active.tsx';
import { ChoiceDisplay } from './choice.tsx';
import { DateDisplay, DateTimeDisplay } from './date.tsx';
import type { DisplayContext, DisplayProps } from './fieldProps.ts';
import { LongTextDisplay } from './longText.tsx';
import { MasterDisplay } from './master.tsx';
import { MoneyDisplay } from './money.tsx';
import { NumberDisplay } from './number.tsx';
import type { RareField } from './rareDisplays.tsx';
import { StatusDisplay } from './status.tsx';
import { TextDisplay } from './text.tsx';
import { TimeDisplay } from './time.tsx';
import { YesNoDisplay } from './yesNo.tsx';

/**
 * The kinds few screens show (rareDisplays.tsx): one chunk, loaded with a declaration that has one of
 * them (`preloadDisplayKinds`), so a list of the list's own kinds does not carry their code.
 */
const RareDisplay = lazyPart(() => import('./rareDisplays.tsx').then((m) => m.RareDisplay));

const SecretDisplay = lazyPart(() => import('./secret.tsx').then((m) => m.SecretDisplay));
const FileDisplay = lazyPart(() => import('./file.tsx').then((m) => m.FileDisplay));
const PermissionMatrixDisplay = lazyPart(() =>
  import('./permissionMatrix.tsx').then((m) => m.PermissionMatrixDisplay),
);
const EmbeddedListDisplay = lazyPart(() => import('./embeddedList.tsx').then((m) => m.EmbeddedListDisplay));

/** Each kind's display: the list's own, and the view page's own (loaded on first use). */
type OwnKind = Exclude<FieldType, RareField['type']>;
const OWN: { readonly [K in OwnKind]: ComponentType<DisplayProps<K>> } = {
  text: TextDisplay,
  longText: LongTextDisplay,
  number: NumberDisplay,
  money: MoneyDisplay,
  date: DateDisplay,
  dateTime: DateTimeDisplay,
  time: TimeDisplay,
  active: ActiveDisplay,
  yesNo: YesNoDisplay,
  choice: ChoiceDisplay,
  master: MasterDisplay,
  status: StatusDisplay,
  secret: SecretDisplay,
  file: FileDisplay,
  embeddedList: EmbeddedListDisplay,
  permissionMatrix: PermissionMatrixDisplay,
};

const isOwn = (kind: FieldType): kind is OwnKind => Object.hasOwn(OWN, kind);

function fieldTypes(fields: readonly FieldDeclaration[]): FieldType[] {
  return fields.flatMap((field) =>
    field.type === 'embeddedList' ? [field.type, ...fieldTypes(field.fields)] : [field.type],
  );
}

/**
 * Loads the display code the declarations' fields need beyond the list's own (rareDisplays.tsx), so their
 * screens show those values in their first render. A declaration's load waits for it (src/App.tsx).
 * Resolves to the parts loaded (none for a declaration of the list's own kinds).
 */
export function preloadDisplayKinds(defs: readonly ResourceDefinition[]): Promise<unknown[]> {
  const rare = defs.some((def) => fieldTypes(def.fields).some((kind) => !isOwn(kind)));
  return Promise.all(rare ? [RareDisplay.preload()] : []);
}

/** The displays loaded on first use, by kind: what `preloadFieldDisplays` starts. */
const ON_FIRST_USE: Partial<Record<OwnKind, { preload: () => Promise<unknown> }>> = {
  secret: SecretDisplay,
  file: FileDisplay,
  embeddedList: EmbeddedListDisplay,
  permissionMatrix: PermissionMatrixDisplay,
};

/**
 * Starts loading the display code of `fields` that comes on first use (a secret, a file, an embedded
 * list, a rare kind), so a tab opened after the pointer rested on it, or after its page was at rest,
 * shows those values in its first render instead of a moment later. Never rejects.
 */
export function preloadFieldDisplays(fields: readonly FieldDeclaration[]): Promise<unknown> {
  const parts = new Set(
    fieldTypes(fields).flatMap((kind) => (isOwn(kind) ? (ON_FIRST_USE[kind] ?? []) : [RareDisplay])),
  );
  return Promise.all([...parts].map((part) => part.preload())).catch(() => undefined);
}

export function FieldDisplay({ field, context }: { field: FieldDeclaration; context: DisplayContext }) {
  if (!isOwn(field.type)) return <RareDisplay field={field as RareField} context={context} />;
  // The display of the field's own kind (OWN pairs each kind with its display).
  const Display = OWN[field.type] as ComponentType<{ field: FieldDeclaration; context: DisplayContext }>;
  return <Display field={field} context={context} />;
}
