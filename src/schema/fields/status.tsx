/** A status as the list and the view page show it; its input is statusInput.tsx. */
import { StatusChip } from '../../components/StatusChip.tsx';
import type { DisplayProps } from './fieldProps.ts';

export function StatusDisplay({ field }: DisplayProps<'status'>) {
  return <StatusChip vocabulary={field.vocabulary} source={field.source} />;
}
