/**
 * Display kinds few screens show, in one chunk that loads with a declaration using one of them
 * (`preloadDisplayKinds` in FieldDisplay.tsx): a list of text, numbers and switches does not carry a
 * reference's fetching, the mail and web links, or the Thai ID and account formats.
 */
export { BankAccountDisplay } from './bankAccount.tsx';
export { DateTextDisplay } from './dateText.tsx';
export { EmailDisplay } from './email.tsx';
export { PercentDisplay } from './percent.tsx';
export { PhoneDisplay } from './phone.tsx';
export { ReferenceDisplay } from './reference.tsx';
export { ThaiIdDisplay } from './thaiId.tsx';
export { UrlDisplay } from './url.tsx';
