import { useListContext } from 'react-admin';
import { LoadError } from '../../components/LoadError.tsx';

/**
 * The list call failed: the server's message (or a translated one naming the service when it sent
 * none, timed out or answered something unreadable) and a way to try again with the same filters.
 */
export function ListError() {
  const { error, refetch } = useListContext();
  return <LoadError error={error} onRetry={() => void refetch()} />;
}
