/**
 * A view page split into declared tabs: a tab bar of links (the tab is in the URL, so each tab can be
 * opened and shared directly) and the current tab's fields and child lists with its own edit button.
 * With `tabGroups` the bar has one tab per group, and the group shows each of its tabs as a titled
 * section with its own edit button; a tab's address opens its group with its section scrolled into
 * view and focused. `all` stacks every tab on one page (`viewall`).
 */
import EditIcon from '@mui/icons-material/Edit';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab, { type TabProps } from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useIsFetching } from '@tanstack/react-query';
import {
  Activity,
  memo,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  Button,
  LinkBase,
  useEvent,
  useLocation,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { isPlainClick, usePaintFirstNavigation } from '../../components/afterNextPaint.ts';
import { whenIdle } from '../../components/whenIdle.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { useSameWhileEqual } from '../../components/sameWhileEqual.ts';
import { useResourceAccessContext, type ResourceAccess } from '../access.tsx';
import { tabOf } from '../form/parts.ts';
import { canEdit } from '../list/capabilities.ts';
import { useDeclaredPaths } from '../routing/paths.ts';
import type { PageLoader, ResourceDefinition, TabDeclaration } from '../types.ts';
import { ChildLists } from './ChildList.tsx';
import { useIntent } from '../intent.tsx';
import { LoadedPart } from './LoadedPart.tsx';
import { ShownFields } from './ShownFields.tsx';
import { tabPage } from './tabPage.ts';
import { groupOfTab, tabGroupsOf, type TabGroup } from './tabGroups.ts';

/** A tab's own page: rendered at once when its code is in (src/schema/show/tabPage.ts). */
function TabPage({ load }: { load: PageLoader }) {
  const Page = tabPage(load);
  return <Page />;
}

/** The element id of a tab's section on a grouped page (the target a tab's address focuses). */
export const tabSectionId = (tab: string) => `tab-section-${tab}`;

/** Navigation state of a group's tab: the user chose the group, so the focus stays on the tab bar. */
const FROM_TAB_BAR = 'paTabBar';
const TAB_BAR_STATE = { [FROM_TAB_BAR]: true };

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

/**
 * One tab as a section: its title (a tab of one child list only is titled by the list's own heading)
 * and, when it can be edited, its own edit button, named after it.
 */
function TabSection({
  def,
  tab,
  childDefs,
  editTo,
  focusable = false,
}: {
  def: ResourceDefinition;
  tab: TabDeclaration;
  childDefs: readonly ResourceDefinition[];
  editTo?: string;
  /** A section an address can name: it can take the focus. */
  focusable?: boolean;
}) {
  const translate = useTranslate();
  const headingId = useId();
  const title = translate(tab.label, { _: tab.name });
  const onlyOneList = tab.fields.length === 0 && !tab.load && !tab.page && (tab.children ?? []).length === 1;
  const titled = !onlyOneList;
  return (
    <Box
      component="section"
      aria-labelledby={titled ? headingId : undefined}
      {...(focusable
        ? { id: tabSectionId(tab.name), tabIndex: -1, sx: { scrollMarginTop: 72, outline: 'none' } }
        : {})}
    >
      {titled && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {title}
          </Typography>
          {editTo !== undefined && (
            <Button
              component={LinkBase}
              to={editTo}
              label="ra.action.edit"
              aria-label={`${translate('ra.action.edit')} ${title}`}
            >
              <EditIcon />
            </Button>
          )}
        </Stack>
      )}
      <TabContent def={def} tab={tab} childDefs={childDefs} />
    </Box>
  );
}

/**
 * On a grouped page, the section an address names is scrolled into view and focused once the record
 * is shown, unless the user chose the group in the tab bar (the focus then stays there). After the
 * frame, so the layout's scroll to the top on a new address (src/layout/AppLayout.tsx) comes first.
 */
/**
 * Whether the user has put the focus somewhere that a section must not take it from: an open dialog
 * (the look-up, opened while the record was still loading) or a field they are typing into.
 */
function focusIsTaken(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return false;
  return (
    active.closest('[role="dialog"], [aria-modal="true"]') !== null ||
    active.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName)
  );
}

function useFocusSection(tab: string | undefined, recordId: Identifier | undefined) {
  const location = useLocation();
  const fromTabBar = (location.state as Record<string, unknown> | null)?.[FROM_TAB_BAR] === true;
  useEffect(() => {
    if (tab === undefined || recordId === undefined || fromTabBar) return;
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById(tabSectionId(tab));
      if (!section || focusIsTaken()) return;
      section.focus({ preventScroll: true });
      // The group's first section is where the page starts: nothing to scroll.
      if (section.previousElementSibling) section.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [tab, recordId, fromTabBar, location.key]);
}

/**
 * A group's sections: the one the address names and those above it in the first render, the others in
 * a deferred render right after it, so that a page (or a group) shows without waiting for its lower
 * sections (docs/performance.md, lever 44).
 */
function GroupSections({
  tabs,
  upTo,
  render,
}: {
  tabs: readonly TabDeclaration[];
  upTo: number;
  render: (tab: TabDeclaration) => ReactNode;
}) {
  const whole = useDeferredValue(true, false);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {(whole ? tabs : tabs.slice(0, Math.max(upTo, 0) + 1)).map(render)}
    </Stack>
  );
}

/** The tab bar's height (MUI's tabs' own), held while the bar is still to come. */
const TAB_BAR_HEIGHT = 48;

/** How long the tabs' warm-up waits for an idle moment at most, once the page's reads are done. */
const WARM_TABS_IDLE_TIMEOUT_MS = 1_000;

/**
 * Once a record's page has its own answers and the browser is idle, what each of its tabs opens starts
 * loading, once per record: through the intent's engine, so within the role's permissions, a few calls
 * at a time and only what the cache lacks. A tab then opens from the cache without a hover first
 * (docs/performance.md, lever 63). Once those answers are in too and the browser is idle again, the
 * hook says so: the page then renders its other tabs ahead, hidden (lever 65).
 */
function useWarmTabs(resource: string, id: Identifier, enabled: boolean): boolean {
  const intent = useIntent();
  const settled = useIsFetching() === 0;
  const key = `${resource}/${String(id)}`;
  const [stage, setStage] = useState<{ key: string; ahead: boolean } | null>(null);
  const warmed = stage?.key === key;
  const ahead = warmed && stage.ahead;
  useEffect(() => {
    if (!enabled || !settled || ahead) return undefined;
    return whenIdle(() => {
      if (warmed) {
        setStage({ key, ahead: true });
        return;
      }
      setStage({ key, ahead: false });
      intent({ resource, id, everyTab: true });
    }, WARM_TABS_IDLE_TIMEOUT_MS);
  }, [enabled, settled, warmed, ahead, key, resource, id, intent]);
  return ahead;
}

/** A tab of child lists or of its own content (no fields of the record) has no form. */
const editable = (
  def: ResourceDefinition,
  tab: TabDeclaration,
  access: ResourceAccess | null,
  readOnly: boolean,
) => !readOnly && tab.load === undefined && tab.fields.length > 0 && canEdit(def, access);

/**
 * The sections of one group (or the one tab of a page without groups), memoised: a group rendered
 * ahead, hidden, is shown as it was rendered when its tab is chosen (lever 65). Its props are the
 * page's declarations, the group's place and its tabs' edit addresses, which a tab switch leaves as
 * they were; it reads no route params, which a tab switch changes.
 */
const GroupPanel = memo(function GroupPanel({
  def,
  group,
  childDefs,
  upTo,
  grouped,
  editTo,
}: {
  def: ResourceDefinition;
  group: TabGroup;
  childDefs: readonly ResourceDefinition[];
  upTo: number;
  grouped: boolean;
  /** Each tab's edit form address, by tab name (none when the tab cannot be edited). */
  editTo: Readonly<Record<string, string | undefined>>;
}) {
  if (!grouped) return <TabContent def={def} tab={group.tabs[0]} childDefs={childDefs} />;
  return (
    <GroupSections
      tabs={group.tabs}
      upTo={upTo}
      render={(tab) => (
        <TabSection
          key={tab.name}
          def={def}
          tab={tab}
          childDefs={childDefs}
          editTo={editTo[tab.name]}
          focusable
        />
      )}
    />
  );
});

/**
 * A tab of the bar, memoised on props that stay the same from render to render (its handlers take
 * the group's name): when the bar renders again (its indicator measured after a commit, another tab
 * chosen), only the tabs whose own or MUI-added props (`selected`, `indicator`) changed render again
 * (docs/performance.md, lever 67).
 */
const BarTab = memo(function BarTab({
  value,
  to,
  onChoose,
  onIntent,
  ...fromTabs
}: Omit<TabProps, 'onClick' | 'onFocus' | 'onPointerEnter'> & {
  value: string;
  to: string;
  onChoose: (event: MouseEvent, name: string, to: string) => void;
  onIntent: (name: string) => void;
}) {
  return (
    <Tab
      {...fromTabs}
      value={value}
      component={LinkBase}
      to={to}
      state={TAB_BAR_STATE}
      onClick={(event: MouseEvent) => onChoose(event, value, to)}
      onPointerEnter={() => onIntent(value)}
      onFocus={() => onIntent(value)}
    />
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
  const paintFirst = usePaintFirstNavigation();
  const location = useLocation();
  const tabs = def.tabs ?? [];
  // The same group objects from render to render: the panels are memoised on them.
  const groups = useMemo(() => tabGroupsOf(def), [def]);
  const grouped = def.tabGroups !== undefined;
  const addressed = tabOf(def, current) ?? tabs[0];
  // The group chosen in the tab bar is shown at once, while the address follows it; a later address
  // (the one chosen, or another) has its own group (docs/performance.md, lever 66).
  const [chosen, setChosen] = useState<{ group: string; at: typeof location } | null>(null);
  const chosenName = chosen?.at === location ? chosen.group : undefined;
  const chosenGroup = groups.find((g) => g.name === chosenName);
  const active = chosenGroup ? chosenGroup.tabs[0] : addressed;
  const activeGroup = chosenGroup ?? groupOfTab(groups, active?.name);
  // A group's sections are all shown at once: what each of its tabs opens starts on the group's hover.
  const intendGroup = useEvent((name: string) => {
    const group = groups.find((g) => g.name === name);
    if (record && group)
      for (const tab of group.tabs) intent({ resource: def.name, id: record.id, tab: tab.name });
  });
  const ahead = useWarmTabs(def.name, record?.id ?? '', !all && record !== undefined && tabs.length > 1);
  // The group is shown at once, while the address follows (lever 66). A group still to render comes
  // after the press has painted (lever 58); one rendered ahead, hidden (lever 65), only has to be
  // revealed, which the press's own frame can carry: its content then shows a frame sooner (lever 76,
  // docs/performance.md).
  const chooseGroup = useEvent((event: MouseEvent, name: string, to: string) => {
    const choose = () => setChosen({ group: name, at: location });
    if (ahead && isPlainClick(event)) choose();
    paintFirst(event, to, TAB_BAR_STATE, ahead ? undefined : choose);
  });
  // The record's fields first, the tab bar in the render just after, in a place of its height: the
  // bar's tabs measure themselves when they mount (its indicator, its scroll buttons), which a page
  // opened from a list need not wait for (docs/performance.md, lever 70).
  const barShown = useDeferredValue(true, false);
  useFocusSection(grouped && !all ? addressed?.name : undefined, record?.id);
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
  const activeEditTo = editTo[active.name];

  if (all) {
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        {tabs.map((tab) => (
          <TabSection key={tab.name} def={def} tab={tab} childDefs={childDefs} editTo={editTo[tab.name]} />
        ))}
      </Stack>
    );
  }

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, minHeight: TAB_BAR_HEIGHT }}
      >
        {barShown && (
          <>
            <Tabs value={activeGroup.name} variant="scrollable" scrollButtons="auto">
              {groups.map((group) => (
                <BarTab
                  key={group.name}
                  value={group.name}
                  label={translate(group.label, { _: group.name })}
                  to={paths.tab(record.id, group.tabs[0].name)}
                  onChoose={chooseGroup}
                  onIntent={intendGroup}
                />
              ))}
            </Tabs>
            <Stack direction="row">
              <LinkButton label="pa.engine.tabs.all" to={paths.viewAll(record.id)} icon={<ViewListIcon />} />
              {!grouped && activeEditTo !== undefined && (
                <LinkButton label="ra.action.edit" to={activeEditTo} icon={<EditIcon />} />
              )}
            </Stack>
          </>
        )}
      </Stack>
      {/* The chosen group; once its tabs' data is in, the others too, rendered ahead and hidden, so that
          choosing one shows what is already rendered (docs/performance.md, lever 65). */}
      {groups.map((group) => {
        const shown = group === activeGroup;
        if (!shown && !ahead) return null;
        return (
          <Activity key={group.name} mode={shown ? 'visible' : 'hidden'}>
            <GroupPanel
              def={def}
              group={group}
              childDefs={childDefs}
              upTo={shown ? group.tabs.indexOf(active) : 0}
              grouped={grouped}
              editTo={editTo}
            />
          </Activity>
        );
      })}
    </Box>
  );
}
