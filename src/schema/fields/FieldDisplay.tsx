/**
 * A declared field's value, read from the current record, by its type. The kinds only view pages show
 * (a file, a secret, a permission matrix, an embedded table) load with their first use, and the kinds
 * few screens show (rareDisplays.ts) load with a declaration that has one: a list does not carry them.
 */
import type { ComponentType } from 'react';
import { lazyPart } from '../../components/lazyPart.tsx';
import type { FieldDeclaration, FieldType, ResourceDefinition } from '../types.ts';
import { ActiveDisplay } from './active.tsx';
import { ChoiceDisplay } from './choice.tsx';
import { DateDisplay, DateTimeDisplay } from './date.tsx';
import type { DisplayContext } from './fieldProps.ts';
import { LongTextDisplay } from './longText.tsx';
import { MasterDisplay } from './master.tsx';
import { MoneyDisplay } from './money.tsx';
import { NumberDisplay } from './number.tsx';
import { StatusDisplay } from './status.tsx';
import { TextDisplay } from './text.tsx';
import { YesNoDisplay } from './yesNo.tsx';

type RareDisplays = typeof import('./rareDisplays.ts');
const rare = <P extends object>(pick: (kinds: RareDisplays) => ComponentType<P>) =>
  lazyPart(() => import('./rareDisplays.ts').then(pick));

const BankAccountDisplay = rare((m) => m.BankAccountDisplay);
const DateTextDisplay = rare((m) => m.DateTextDisplay);
const EmailDisplay = rare((m) => m.EmailDisplay);
const PercentDisplay = rare((m) => m.PercentDisplay);
const PhoneDisplay = rare((m) => m.PhoneDisplay);
const ReferenceDisplay = rare((m) => m.ReferenceDisplay);
const ThaiIdDisplay = rare((m) => m.ThaiIdDisplay);
const UrlDisplay = rare((m) => m.UrlDisplay);

const SecretDisplay = lazyPart(() => import('./secret.tsx').then((m) => m.SecretDisplay));
const FileDisplay = lazyPart(() => import('./file.tsx').then((m) => m.FileDisplay));
const PermissionMatrixDisplay = lazyPart(() =>
  import('./permissionMatrix.tsx').then((m) => m.PermissionMatrixDisplay),
);
const EmbeddedListDisplay = lazyPart(() => import('./embeddedList.tsx').then((m) => m.EmbeddedListDisplay));

/** The kinds that load with the declarations using them: one chunk, so one of them loads them all. */
const WITH_DECLARATION: Partial<Record<FieldType, { preload: () => Promise<unknown> }>> = {
  bankAccount: BankAccountDisplay,
  dateText: DateTextDisplay,
  email: EmailDisplay,
  percent: PercentDisplay,
  phone: PhoneDisplay,
  reference: ReferenceDisplay,
  thaiId: ThaiIdDisplay,
  url: UrlDisplay,
};

function fieldTypes(fields: readonly FieldDeclaration[]): FieldType[] {
  return fields.flatMap((field) =>
    field.type === 'embeddedList' ? [field.type, ...fieldTypes(field.fields)] : [field.type],
  );
}

/**
 * Loads the display code the declarations' fields need beyond the list's own (rareDisplays.ts), so their
 * screens show those values in their first render. A declaration's load waits for it (src/App.tsx).
 * Resolves to the parts loaded (none for a declaration of the list's own kinds).
 */
export function preloadDisplayKinds(defs: readonly ResourceDefinition[]): Promise<unknown[]> {
  const rare = defs.some((def) => fieldTypes(def.fields).some((kind) => kind in WITH_DECLARATION));
  return Promise.all(rare ? Object.values(WITH_DECLARATION).map((part) => part.preload()) : []);
}

export function FieldDisplay({ field, context }: { field: FieldDeclaration; context: DisplayContext }) {
  switch (field.type) {
    case 'text':
      return <TextDisplay field={field} context={context} />;
    case 'longText':
      return <LongTextDisplay field={field} context={context} />;
    case 'email':
      return <EmailDisplay field={field} context={context} />;
    case 'phone':
      return <PhoneDisplay field={field} context={context} />;
    case 'url':
      return <UrlDisplay field={field} context={context} />;
    case 'number':
      return <NumberDisplay field={field} context={context} />;
    case 'money':
      return <MoneyDisplay field={field} context={context} />;
    case 'percent':
      return <PercentDisplay field={field} context={context} />;
    case 'date':
      return <DateDisplay field={field} context={context} />;
    case 'dateTime':
      return <DateTimeDisplay field={field} context={context} />;
    case 'dateText':
      return <DateTextDisplay field={field} context={context} />;
    case 'active':
      return <ActiveDisplay field={field} context={context} />;
    case 'yesNo':
      return <YesNoDisplay field={field} context={context} />;
    case 'choice':
      return <ChoiceDisplay field={field} context={context} />;
    case 'master':
      return <MasterDisplay field={field} context={context} />;
    case 'reference':
      return <ReferenceDisplay field={field} context={context} />;
    case 'status':
      return <StatusDisplay field={field} context={context} />;
    case 'secret':
      return <SecretDisplay field={field} context={context} />;
    case 'file':
      return <FileDisplay field={field} context={context} />;
    case 'thaiId':
      return <ThaiIdDisplay field={field} context={context} />;
    case 'bankAccount':
      return <BankAccountDisplay field={field} context={context} />;
    case 'embeddedList':
      return <EmbeddedListDisplay field={field} context={context} />;
    case 'permissionMatrix':
      return <PermissionMatrixDisplay field={field} context={context} />;
  }
}
