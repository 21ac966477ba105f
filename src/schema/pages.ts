/**
 * The engine's surface for an entity's own pages (resources/<area>/<entity>/*.tsx; docs/architecture.md,
 * "Which module may import which"): the declaration they render from, the routes and paths, the
 * generated list, view and form parts they reuse. Declarations and heads import ./index.ts instead, so
 * the first screen's chunk never reaches these components.
 */
export { ResourceAccessProvider, useResourceAccess } from './access.tsx';
export { ActionFormDialog } from './actions/ActionFormDialog.tsx';
export { useIdempotencyKey } from './actions/useIdempotencyKey.ts';
export { useChildDeclaration, useChildDeclarations, useDeclaration } from './declarationContext.tsx';
export { FieldInput } from './fields/FieldInput.tsx';
export { SafeLink } from './fields/SafeLink.tsx';
export { useConsoleUploader, useProvidedUploader } from './fields/uploaderContext.tsx';
export { DeclaredForm } from './form/DeclaredForm.tsx';
export { FormToolbar } from './form/FormToolbar.tsx';
export { ConflictChannelContext, useEditConflicts } from './form/conflictChannel.tsx';
export { formPayload } from './form/payload.ts';
export { UnsavedChangesGuard } from './form/UnsavedChangesGuard.tsx';
export { default as GeneratedList } from './list/GeneratedList.tsx';
export { FormTypeRoute } from './routing/FormTypeRoute.tsx';
export { lazyViews } from './routing/lazyViews.ts';
export { useDeclaredPaths, useDeclaredRedirectPaths, useResourcePaths } from './routing/paths.ts';
export { ViewRoute } from './routing/ViewRoute.tsx';
export { useScreen } from './routing/screen.tsx';
export { RecordHistory } from './show/RecordHistory.tsx';
export { RecordTitle } from './show/RecordTitle.tsx';
export { ShowActions } from './show/ShowActions.tsx';
export { ShownFields } from './show/ShownFields.tsx';
