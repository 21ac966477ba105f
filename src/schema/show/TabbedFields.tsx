/**
 * A view page split into declared tabs: a tab bar of links (the tab is in the URL, so each tab can be
 * opened and shared directly) and the current tab's fields and child lists with its own edit button.
 * With `tabGroups` the bar has one tab per group, and the group shows each of its tabs as a titled
 * section with its own edit button; a tab's address opens its group with its section scrolled into
 * view and focused. `all` stacks every tab on one page (`viewall`).
 *
 * What a tab opens loads before its click (src/loading/): on the pointer or the focus reaching it, and
 * for every tab once the page is at rest.
 */
import EditIcon from '@mui/icons-material/Edit';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { memo, useMemo } from 'react';
import { LinkBase, useEvent, useRecordContext, useTranslate } from 'react-admin';
import { LinkButton } from '../../components/LinkButton.tsx';
import { useSameWhileEqual } from '../../components/sameWhileEqual.ts';
import { useIntent, useTabsAhead } from '../../loading/index.ts';
import { useResourceAccessContext, type ResourceAccess } from '../access.tsx';
import { tabOf } from '../form/parts.ts';
import { canEdit } from '../list/capabilities.ts';
import { useDeclaredPaths } from '../routing/paths.ts';
import type { ResourceDefinition, TabDeclaration } from '../types.ts';
import { groupOfTab, tabGroupsOf, type TabGroup } from './tabGroups.ts';
import { TAB_BAR_STATE, TabContent, TabSection, useFocusSection } from './TabSection.tsx';

export { tabSectionId } from './TabSection.tsx';

/** A tab of child lists or of its own content (no fields of the record) has no form. */
const editable = (
  def: ResourceDefinition,
  tab: TabDeclaration,
  access: ResourceAccess | null,
  readOnly: boolean,
) => !readOnly && tab.load === undefined && tab.fields.length > 0 && canEdit(def, access);

/**
 * The sections of one group (or the one tab of a page without groups), memoised: moving between the
 * sections of one group changes the address, not what the group shows.
 */
const GroupPanel = memo(function GroupPanel({
  def,
  group,
  childDefs,
  grouped,
  editTo,
}: {
  def: ResourceDefinition;
  group: TabGroup;
  childDefs: readonly ResourceDefinition[];
  grouped: boolean;
  /** Each tab's edit form address, by tab name (none when the tab cannot be edited). */
  editTo: Readonly<Record<string, string | undefined>>;
}) {
  if (!grouped) return <TabContent def={def} tab={group.tabs[0]} childDefs={childDefs} />;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {group.tabs.map((tab) => (
        <TabSection
          key={tab.name}
          def={def}
          tab={tab}
          childDefs={childDefs}
          editTo={editTo[tab.name]}
          focusable
        />
      ))}
    </Stack>
  );
});

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
  const groups = useMemo(() => tabGroupsOf(def), [def]);
  const grouped = def.tabGroups !== undefined;
  const active = tabOf(def, current) ?? tabs[0];
  const activeGroup = groupOfTab(groups, active?.name);
  // A group's sections are all shown at once: the intent on its first tab plans the whole group.
  const intendGroup = useEvent((name: string) => {
    const group = groups.find((g) => g.name === name);
    if (record && group) intent({ resource: def.name, id: record.id, tab: group.tabs[0].name });
  });
  useTabsAhead(def.name, record?.id, !all && record !== undefined && tabs.length > 1);
  useFocusSection(grouped && !all ? active?.name : undefined, record?.id);
  // Each tab's edit form address (none when it cannot be edited), the same map while it is equal.
  const editTo = useSameWhileEqual(
    Object.fromEntries(
      tabs.map((tab) => [
        tab.name,
        record && editable(def, tab, access, readOnly) ? paths.tabForm(record.id, tab.name) : undefined,
      ]),
    ),
  );
  if (!record || !active || !activeGroup) return null;

  if (all) {
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        {tabs.map((tab) => (
          <TabSection key={tab.name} def={def} tab={tab} childDefs={childDefs} editTo={editTo[tab.name]} />
        ))}
      </Stack>
    );
  }

  const activeEditTo = editTo[active.name];
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2 }}>
        <Tabs value={activeGroup.name} variant="scrollable" scrollButtons="auto">
          {groups.map((group) => (
            <Tab
              key={group.name}
              value={group.name}
              label={translate(group.label, { _: group.name })}
              component={LinkBase}
              to={paths.tab(record.id, group.tabs[0].name)}
              state={TAB_BAR_STATE}
              onPointerEnter={() => intendGroup(group.name)}
              onFocus={() => intendGroup(group.name)}
            />
          ))}
        </Tabs>
        <Stack direction="row">
          <LinkButton label="pa.engine.tabs.all" to={paths.viewAll(record.id)} icon={<ViewListIcon />} />
          {!grouped && activeEditTo !== undefined && (
            <LinkButton label="ra.action.edit" to={activeEditTo} icon={<EditIcon />} />
          )}
        </Stack>
      </Stack>
      <GroupPanel
        key={activeGroup.name}
        def={def}
        group={activeGroup}
        childDefs={childDefs}
        grouped={grouped}
        editTo={editTo}
      />
    </Box>
  );
}
