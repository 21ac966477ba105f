/** The e-mail input: the address's shape, and (when declared) whether the service already has it. */
import { useEffect, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useDataProvider, useRecordContext, type Validator } from 'react-admin';
import type { PaymentAdminDataProvider } from '../../data/resourceDataProvider.ts';
import { useOptionalDeclaration } from '../declarationContext.tsx';
import { baseInputProps, isBlank, type FieldOf, type InputProps } from './fieldProps.ts';

/** How long typing pauses before the address is checked with the service. */
export const UNIQUE_CHECK_DELAY_MS = 400;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `isUsed` (or `used` / `exists`) in the check's answer, or in its `data`. */
function isUsedAnswer(answer: unknown): boolean {
  if (typeof answer === 'boolean') return answer;
  if (typeof answer !== 'object' || answer === null) return false;
  const record = answer as Record<string, unknown>;
  if ('data' in record && typeof record.data === 'object' && record.data !== null)
    return isUsedAnswer(record.data);
  return record.isUsed === true || record.used === true || record.exists === true;
}

/**
 * A validator asking the service whether an address is taken, one call per distinct address; the
 * record's own saved address is never "taken". Failed checks do not block: the server has the last word.
 */
function useUniqueValidator(field: FieldOf<'email'>): Validator | null {
  const def = useOptionalDeclaration();
  const record = useRecordContext();
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const answers = useRef(new Map<string, Promise<boolean>>());
  const own = record?.[field.source];
  const unique = field.unique;
  return useMemo(() => {
    if (!unique || !def) return null;
    return async (value: unknown) => {
      if (isBlank(value)) return undefined;
      const address = String(value).trim().toLowerCase();
      if (!EMAIL_SHAPE.test(address)) return undefined;
      if (typeof own === 'string' && own.trim().toLowerCase() === address) return undefined;
      let answer = answers.current.get(address);
      if (!answer) {
        answer = dataProvider
          .lookup(def.name, { path: unique.path, values: { value: address } })
          .then(isUsedAnswer, () => false);
        answers.current.set(address, answer);
      }
      return (await answer) ? unique.message : undefined;
    };
  }, [unique, def, own, dataProvider]);
}

/** Validates the field a moment after typing stops, so a taken address is flagged before saving. */
function useCheckWhileTyping(source: string, enabled: boolean) {
  const { trigger, getFieldState } = useFormContext();
  const value: unknown = useWatch({ name: source });
  useEffect(() => {
    // Typing back the saved address makes the field clean again: its old message must still go.
    const state = getFieldState(source);
    if (!enabled || (!state.isDirty && !state.invalid)) return;
    const timer = setTimeout(() => void trigger(source), UNIQUE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, source, value, trigger, getFieldState]);
}

export function EmailInput({ field, disabled, validate }: InputProps<'email'>) {
  const unique = useUniqueValidator(field);
  const all = useMemo(() => (unique ? [...validate, unique] : validate), [unique, validate]);
  useCheckWhileTyping(field.source, unique !== null && !disabled);
  return <TextInput {...baseInputProps(field, disabled, all)} type="email" />;
}
