/**
 * The shared widgets' surface for resources/ (docs/architecture.md, "Which module may import which"):
 * what a custom page shows (loading bar, load errors, a confirmed action, a status chip), the error and
 * Thai date text, and the type of a status vocabulary's entries (resources/catalog/statuses.ts).
 */
export { BarLoading } from './BarLoading.tsx';
export { ConfirmActionButton } from './ConfirmActionButton.tsx';
export { ConflictDialog } from './conflict/ConflictDialog.tsx';
export { refusalKind, useRefusalNotice } from './conflict/notice.ts';
export { useRefusal } from './conflict/refusal.tsx';
export { errorText } from './errorText.ts';
export { formatThaiDate } from './formatThaiDate.ts';
export { EditLoadError, KEEP_PAGE_ON_ERROR, LoadError, ShowLoadError } from './LoadError.tsx';
export { StatusChip } from './StatusChip.tsx';
export { usePartMessages } from './partMessages.ts';
export type { StatusDefinition } from './statusVocabularies.ts';
