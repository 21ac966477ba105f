/**
 * A declared field's value, read from the current record, by its type. The kinds only view pages show
 * (a file, a secret, a permission matrix, an embedded table) load with their first use: a list does not carry them.
 */
import { lazyPart } from '../../components/lazyPart.tsx';
import type { FieldDeclaration } from '../types.ts';
import { ActiveDisplay } from './active.tsx';
import { BankAccountDisplay } from './bankAccount.tsx';
import { ChoiceDisplay } from './choice.tsx';
import { DateDisplay, DateTimeDisplay } from './date.tsx';
import { DateTextDisplay } from './dateText.tsx';
import { EmailDisplay } from './email.tsx';
import type { DisplayContext } from './fieldProps.ts';
import { LongTextDisplay } from './longText.tsx';
import { MasterDisplay } from './master.tsx';
import { MoneyDisplay } from './money.tsx';
import { NumberDisplay } from './number.tsx';
import { PercentDisplay } from './percent.tsx';
import { PhoneDisplay } from './phone.tsx';
import { ReferenceDisplay } from './reference.tsx';
import { StatusDisplay } from './status.tsx';
import { TextDisplay } from './text.tsx';
import { ThaiIdDisplay } from './thaiId.tsx';
import { UrlDisplay } from './url.tsx';

const SecretDisplay = lazyPart(() => import('./secret.tsx').then((m) => m.SecretDisplay));
const FileDisplay = lazyPart(() => import('./file.tsx').then((m) => m.FileDisplay));
const PermissionMatrixDisplay = lazyPart(() =>
  import('./permissionMatrix.tsx').then((m) => m.PermissionMatrixDisplay),
);
const EmbeddedListDisplay = lazyPart(() => import('./embeddedList.tsx').then((m) => m.EmbeddedListDisplay));

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
