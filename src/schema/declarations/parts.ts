/** Saving (and reading) a record in parts: a tab or a form sends only its fields to its own endpoint. */
import type { ServiceName } from '../../config/types.ts';
import type { EndpointPath } from './basics.ts';

export interface PartSave<S extends string = string> {
  method: 'PUT' | 'POST';
  /** `{id}` is the record's id; `{value}` the value of the `value` field; `{field}` any record field. */
  path: EndpointPath;
  /** Field whose value fills `{value}` (e.g. `POST {id}/sap_customer_id/{value}`). */
  value?: S;
  /**
   * The body: by default the part's fields under their own names; a map renames them
   * (`{ url: 'callbackUrl' }` sends `{ url: <callbackUrl> }`); `false` sends no body.
   */
  body?: Readonly<Record<string, S>> | false;
}

/** A read-only part read from another call, possibly of another service (API information). */
export interface PartLoad {
  service?: ServiceName;
  path: EndpointPath;
}
