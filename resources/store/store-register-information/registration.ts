/** Bodies of the two calls that register a merchant: the registration, then the owner's login. */
import type { Identifier } from 'react-admin';

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The registration body: the owner's name is the first and last name typed in the form. */
export function registrationBody(body: Record<string, unknown>): Record<string, unknown> {
  const name = [textOf(body.firstname), textOf(body.lastname)].filter(Boolean).join(' ');
  return { ...body, name };
}

/** `user_merchant`: the owner's login on the new registration, with the registration's e-mail. */
export function ownerLoginBody(storeId: Identifier, sent: Record<string, unknown>): Record<string, unknown> {
  return {
    storeId,
    email: textOf(sent.email),
    firstname: textOf(sent.firstname),
    lastname: textOf(sent.lastname),
    tel: textOf(sent.tel),
    role: 'owner',
  };
}
