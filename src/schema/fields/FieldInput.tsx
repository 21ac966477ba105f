/** A declared field's form input, with the validators its declaration implies. */
import { lazy, Suspense, useMemo } from 'react';
import { TextInput } from 'react-admin';
import { BarLoading } from '../../components/BarLoading.tsx';
import type { FieldDeclaration } from '../types.ts';
import { ActiveInput } from './activeInput.tsx';
import { BankAccountInput } from './bankAccount.tsx';
import { ChoiceInput } from './choiceInput.tsx';
import { DateFieldInput, DateTimeFieldInput } from './dateInputs.tsx';
import { DateTextInput } from './dateText.tsx';
import { EmailInput } from './emailInput.tsx';
import { EmbeddedListInput } from './embeddedList.tsx';
import { baseInputProps } from './fieldProps.ts';
import { fieldValidators } from './fieldValidators.ts';
import { LongTextInput } from './longText.tsx';
import { MasterInput } from './masterInput.tsx';
import { MoneyInput } from './money.tsx';
import { NumberFieldInput } from './numberInput.tsx';
import { PercentInput } from './percent.tsx';
import { PermissionMatrixInput } from './permissionMatrix.tsx';
import { PhoneInput } from './phone.tsx';
import { SecretInput } from './secret.tsx';
import { StatusInput } from './statusInput.tsx';
import { TextFieldInput } from './text.tsx';
import { ThaiIdInput } from './thaiId.tsx';
import { TimeFieldInput } from './timeInput.tsx';
import { UrlInput } from './url.tsx';
import { YesNoInput } from './yesNoInput.tsx';
import { usePartMessages } from '../../components/partMessages.ts';

const FileFieldInput = lazy(() => import('./fileInput.tsx'));
const ReferenceFieldInput = lazy(() => import('./referenceInput.tsx'));

export function FieldInput({ field }: { field: FieldDeclaration }) {
  usePartMessages('records');
  const disabled = field.readOnly === true;
  // A read-only value is not typed by the user; checking it would only block saving.
  const validate = useMemo(() => (disabled ? [] : fieldValidators(field)), [disabled, field]);
  const props = { disabled, validate };
  switch (field.type) {
    case 'text':
      return <TextFieldInput field={field} {...props} />;
    case 'longText':
      return <LongTextInput field={field} {...props} />;
    case 'email':
      return <EmailInput field={field} {...props} />;
    case 'phone':
      return <PhoneInput field={field} {...props} />;
    case 'url':
      return <UrlInput field={field} {...props} />;
    case 'number':
      return <NumberFieldInput field={field} {...props} />;
    case 'money':
      return <MoneyInput field={field} {...props} />;
    case 'percent':
      return <PercentInput field={field} {...props} />;
    case 'date':
      return <DateFieldInput field={field} {...props} />;
    case 'dateTime':
      return <DateTimeFieldInput field={field} {...props} />;
    case 'dateText':
      return <DateTextInput field={field} {...props} />;
    case 'time':
      return <TimeFieldInput field={field} {...props} />;
    case 'active':
      return <ActiveInput field={field} {...props} />;
    case 'yesNo':
      return <YesNoInput field={field} {...props} />;
    case 'choice':
      return <ChoiceInput field={field} {...props} />;
    case 'master':
      return <MasterInput field={field} {...props} />;
    case 'reference':
      return (
        <Suspense fallback={<BarLoading sx={{ my: 2 }} />}>
          <ReferenceFieldInput field={field} {...props} />
        </Suspense>
      );
    case 'status':
      return <StatusInput field={field} {...props} />;
    case 'secret':
      return <SecretInput field={field} {...props} />;
    case 'file':
      return (
        <Suspense fallback={<BarLoading sx={{ my: 2 }} />}>
          <FileFieldInput field={field} {...props} />
        </Suspense>
      );
    case 'thaiId':
      return <ThaiIdInput field={field} {...props} />;
    case 'bankAccount':
      return <BankAccountInput field={field} {...props} />;
    case 'embeddedList':
      return <EmbeddedListInput field={field} {...props} />;
    case 'permissionMatrix':
      return <PermissionMatrixInput field={field} {...props} />;
    case 'screen':
    case 'recordAction':
      // Never typed: which screen and what was done are the service's to record.
      return <TextInput {...baseInputProps(field, true, [])} />;
  }
}
