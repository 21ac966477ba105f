import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * Without a data router react-admin cannot block in-app navigation, so it drops its unsaved-changes
 * warning altogether; this keeps at least the browser's own prompt on reload or tab close.
 */
export function UnsavedChangesGuard() {
  const { isDirty, isSubmitSuccessful } = useFormState();
  const guard = isDirty && !isSubmitSuccessful;
  useEffect(() => {
    if (!guard) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guard]);
  return null;
}
