/**
 * Display kinds few screens show, in one chunk that loads with a declaration using one of them
 * (`preloadDisplayKinds` in FieldDisplay.tsx): a list of text, numbers and switches does not carry a
 * reference's fetching, the mail and web links, the Thai ID and account formats, or the names of
 * screens and of what was done to a record (the audit log's).
 */
import { BankAccountDisplay } from './bankAccount.tsx';
import { DateTextDisplay } from './dateText.tsx';
import { EmailDisplay } from './email.tsx';
import type { DisplayContext, FieldOf } from './fieldProps.ts';
import { PercentDisplay } from './percent.tsx';
import { PhoneDisplay } from './phone.tsx';
import { RecordActionDisplay } from './recordAction.tsx';
import { ReferenceDisplay } from './reference.tsx';
import { ScreenDisplay } from './screen.tsx';
import { ThaiIdDisplay } from './thaiId.tsx';
import { UrlDisplay } from './url.tsx';

export type RareField = FieldOf<
  | 'bankAccount'
  | 'dateText'
  | 'email'
  | 'percent'
  | 'phone'
  | 'reference'
  | 'thaiId'
  | 'url'
  | 'screen'
  | 'recordAction'
>;

export function RareDisplay({ field, context }: { field: RareField; context: DisplayContext }) {
  switch (field.type) {
    case 'email':
      return <EmailDisplay field={field} context={context} />;
    case 'phone':
      return <PhoneDisplay field={field} context={context} />;
    case 'url':
      return <UrlDisplay field={field} context={context} />;
    case 'percent':
      return <PercentDisplay field={field} context={context} />;
    case 'dateText':
      return <DateTextDisplay field={field} context={context} />;
    case 'reference':
      return <ReferenceDisplay field={field} context={context} />;
    case 'thaiId':
      return <ThaiIdDisplay field={field} context={context} />;
    case 'bankAccount':
      return <BankAccountDisplay field={field} context={context} />;
    case 'screen':
      return <ScreenDisplay field={field} context={context} />;
    case 'recordAction':
      return <RecordActionDisplay field={field} context={context} />;
  }
}
