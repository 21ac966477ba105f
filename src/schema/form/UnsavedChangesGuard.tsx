import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * react-admin's warning covers navigation inside the app; this adds the browser's own prompt when a
 * dirty form would be lost to a reload or a closed tab.
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
