/**
 * The bench's baseline: a bare react-admin app with the console's installed package versions — one
 * resource over ra-data-simple-rest with List, Show and Edit, no sign-on, react-admin's defaults
 * (hash router, default theme, English). The list has a search input and a row edit button, and the
 * edit form saves pessimistically (waits for the server, as the console's forms do), for the bench's
 * interaction figures (tests/bench/interactions.mjs). It reads the same mock database over the same HTTP server
 * (`/mock-api/master/bench-simple-rest/store-type`, see docs/performance.md).
 */
import { createRoot } from 'react-dom/client';
import {
  Admin,
  Datagrid,
  Edit,
  EditButton,
  fetchUtils,
  List,
  NumberField,
  Resource,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  BooleanField,
  BooleanInput,
} from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

declare const __BASELINE_API_KEY__: string;

const API = `${window.location.origin}/mock-api/master/bench-simple-rest`;

/** ra-data-simple-rest's documented way to add a header: its own fetchJson with extra headers. */
const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  headers.set('x-api-key', __BASELINE_API_KEY__);
  return fetchUtils.fetchJson(url, { ...options, headers });
};

const dataProvider = simpleRestProvider(API, httpClient);

const filters = [<TextInput key="q" source="q" label="Search" alwaysOn />];

const StoreTypeList = () => (
  <List perPage={10} sort={{ field: 'storeType', order: 'ASC' }} filters={filters}>
    <Datagrid rowClick="show">
      <TextField source="storeTypeId" />
      <TextField source="storeType" />
      <NumberField source="storeCount" />
      <BooleanField source="isActive" />
      <EditButton />
    </Datagrid>
  </List>
);

const StoreTypeShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="storeTypeId" />
      <TextField source="storeType" />
      <NumberField source="storeCount" />
      <BooleanField source="isActive" />
    </SimpleShowLayout>
  </Show>
);

const StoreTypeEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <TextInput source="storeType" />
      <BooleanInput source="isActive" />
    </SimpleForm>
  </Edit>
);

createRoot(document.getElementById('root') as HTMLElement).render(
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="store-type" list={StoreTypeList} show={StoreTypeShow} edit={StoreTypeEdit} />
  </Admin>,
);
