/** Every failure of a service answers this body (docs/api-contract.md): a message, per-field errors on validation. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}
