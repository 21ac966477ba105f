/**
 * A view page split into declared tabs: a tab bar of links (the tab is in the URL, so each tab can be
 * opened and shared directly), the current tab's fields and child lists, and its own edit button.
 * `all` stacks every tab on one page (`viewall`).
 */
import EditIcon from '@mui/icons-material/Edit';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { BarLoading } from '../../components/BarLoading.tsx';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { LinkBase, useRecordContext, useTranslate } from 'react-admin';
import { LinkButton } from '../../components/LinkButton.tsx';
import { useResourceAccessContext } from '../access.tsx';
import { tabOf } from '../form/parts.ts';
import { canEdit } from '../list/capabilities.ts';
import { useDeclaredPaths } from '../routing/paths.ts';
import type { PageLoader, ResourceDefinition, TabDeclaration } from '../types.ts';
import { ChildLists } from './ChildList.tsx';
import { useIntent } from '../intent.tsx';
import { LoadedPart } from './LoadedPart.tsx';
import { ShownFields } from './ShownFields.tsx';

const tabPages = new WeakMap<PageLoader, ReturnType<typeof lazy>>();

/** One lazy component per tab page loader (a new one per render would remount it). */
function TabPage({ load }: { load: PageLoader }) {
  let Page = tabPages.get(load);
  if (!Page) {
    Page = lazy(load);
    tabPages.set(load, Page);
  }
  return (
    <Suspense fallback={<BarLoading sx={{ m: 2 }} />}>
      <Page />
    </Suspense>
  );
}

function TabContent({
  def,
  tab,
  childDefs,
}: {
  def: ResourceDefinition;
  tab: TabDeclaration;
  childDefs: readonly ResourceDefinition[];
}) {
  const children = childDefs.filter((child) => tab.children?.includes(child.name));
  return (
    <>
      {tab.load ? <LoadedPart def={def} tab={tab} /> : <ShownFields def={def} only={tab.fields} />}
      <ChildLists childDefs={children} />
      {tab.page && <TabPage load={tab.page} />}
    </>
  );
}

export function TabbedFields({
  def,
  childDefs,
  current,
  all,
  readOnly = false,
}: {
  def: ResourceDefinition;
  childDefs: readonly ResourceDefinition[];
  current?: string;
  all: boolean;
  /** A read-only route offers no edit buttons. */
  readOnly?: boolean;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const access = useResourceAccessContext();
  const paths = useDeclaredPaths(def);
  const intent = useIntent();
  const tabs = def.tabs ?? [];
  const active = tabOf(def, current) ?? tabs[0];
  if (!record || !active) return null;
  // A tab of child lists or of its own content (no fields of the record) has no form.
  const editable = (tab: TabDeclaration) =>
    !readOnly && tab.load === undefined && tab.fields.length > 0 && canEdit(def, access);

  if (all) {
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        {tabs.map((tab) => (
          <Box component="section" key={tab.name} aria-label={translate(tab.label, { _: tab.name })}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="h6" component="h2">
                {translate(tab.label, { _: tab.name })}
              </Typography>
              {editable(tab) && (
                <LinkButton
                  label="ra.action.edit"
                  to={paths.tabForm(record.id, tab.name)}
                  icon={<EditIcon />}
                />
              )}
            </Stack>
            <TabContent def={def} tab={tab} childDefs={childDefs} />
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2 }}>
        <Tabs value={active.name} variant="scrollable" scrollButtons="auto">
          {tabs.map((tab) => (
            <Tab
              key={tab.name}
              value={tab.name}
              label={translate(tab.label, { _: tab.name })}
              component={LinkBase}
              to={paths.tab(record.id, tab.name)}
              onPointerEnter={() => intent({ resource: def.name, id: record.id, tab: tab.name })}
              onFocus={() => intent({ resource: def.name, id: record.id, tab: tab.name })}
            />
          ))}
        </Tabs>
        <Stack direction="row">
          <LinkButton label="pa.engine.tabs.all" to={paths.viewAll(record.id)} icon={<ViewListIcon />} />
          {editable(active) && (
            <LinkButton
              label="ra.action.edit"
              to={paths.tabForm(record.id, active.name)}
              icon={<EditIcon />}
            />
          )}
        </Stack>
      </Stack>
      <TabContent def={def} tab={active} childDefs={childDefs} />
    </Box>
  );
}
