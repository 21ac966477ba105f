/** Both languages of the sign-in, registration, callback and account pages' messages (a part: i18n/index.ts). */
export { th } from './parts/th/auth.ts';
export { en } from './parts/en/auth.ts';
