import { LoadError } from '../../components/LoadError.tsx';
import { BarLoading } from '../../components/BarLoading.tsx';
import { useQuery } from '@tanstack/react-query';
import { RecordContextProvider, useDataProvider, useRecordContext } from 'react-admin';
import type { PaymentAdminDataProvider } from '../../data/resourceDataProvider.ts';
import { partKey } from '../../loading/keys.ts';
import type { ResourceDefinition, TabDeclaration } from '../types.ts';
import { ShownFields } from './ShownFields.tsx';

/** A tab read from its own call (possibly another service, e.g. API information), shown read-only. */
export function LoadedPart({ def, tab }: { def: ResourceDefinition; tab: TabDeclaration }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const id = record?.id;
  const { data, error, isPending, refetch } = useQuery({
    queryKey: partKey(def.name, tab.name, id ?? ''),
    queryFn: ({ signal }) => dataProvider.loadPart(def.name, { id: id ?? '', tab: tab.name, signal }),
    enabled: id !== undefined,
  });
  if (isPending) return <BarLoading sx={{ m: 2 }} />;
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  return (
    <RecordContextProvider value={{ ...data.data, id: id ?? '' }}>
      <ShownFields def={def} only={tab.fields} />
    </RecordContextProvider>
  );
}
