/** An e-mail address shown as a mail link; its input (with the taken-address check) is emailInput.tsx. */
import { EmailField } from 'react-admin';
import type { DisplayProps } from './fieldProps.ts';

export function EmailDisplay({ field }: DisplayProps<'email'>) {
  return <EmailField source={field.source} onClick={(event) => event.stopPropagation()} />;
}
