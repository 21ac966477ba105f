/**
 * A new registration: the generated form, saved with `register_merchant`, then the owner's login with
 * `user_merchant` (same e-mail, the first and last name typed in the form). The generic create cannot
 * chain the second call, hence this slot (docs/adding-a-resource.md).
 */
import { Create, useDataProvider, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { errorText } from '../../../src/components/index.ts';
import type { PaymentAdminDataProvider } from '../../../src/data/index.ts';
import { DeclaredForm, formPayload, useDeclaration, useDeclaredPaths } from '../../../src/schema/pages.ts';
import type { ResourceActionDeclaration } from '../../../src/schema/index.ts';
import { REGISTRATION_CALLS } from './calls.ts';
import { ownerLoginBody, registrationBody } from './registration.ts';

const OWNER_LOGIN: ResourceActionDeclaration = {
  name: 'ownerLogin',
  label: 'resources.store/store-register-information.messages.ownerLogin',
  permission: 'create',
  scope: 'page',
  service: REGISTRATION_CALLS.ownerLogin.service,
  method: REGISTRATION_CALLS.ownerLogin.method,
  path: REGISTRATION_CALLS.ownerLogin.path,
};

export default function RegisterMerchantCreate() {
  const def = useDeclaration();
  const paths = useDeclaredPaths(def);
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const payload = formPayload(def, 'create');

  const onSuccess = async (record: RaRecord, variables: { data?: Partial<RaRecord> }) => {
    try {
      await dataProvider.runAction(def.name, {
        action: OWNER_LOGIN,
        data: ownerLoginBody(record.id, variables.data ?? {}),
      });
      notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
    } catch (error) {
      notify('resources.store/store-register-information.messages.ownerLoginFailed', {
        type: 'warning',
        messageArgs: { message: errorText(error) },
      });
    }
    redirect(paths.segment('detail/:id', { id: record.id }));
  };

  return (
    <Create
      resource={def.name}
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => registrationBody(payload(data))}
      mutationOptions={{ onSuccess: (record: RaRecord, variables) => void onSuccess(record, variables) }}
    >
      <DeclaredForm def={def} mode="create" cancelTo={paths.list} />
    </Create>
  );
}
