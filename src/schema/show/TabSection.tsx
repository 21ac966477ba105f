/**
 * One declared tab's content (its fields or its own part, its child lists, its own page) and, on a
 * grouped or all-tabs page, the titled section that holds it.
 */
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { Button, LinkBase, useLocation, useTranslate, type Identifier } from 'react-admin';
import type { PageLoader, ResourceDefinition, TabDeclaration } from '../types.ts';
import { ChildLists } from './ChildList.tsx';
import { LoadedPart } from './LoadedPart.tsx';
import { ShownFields } from './ShownFields.tsx';
import { tabPage } from './tabPage.ts';

/** A tab's own page: rendered at once when its code is in (src/schema/show/tabPage.ts). */
function TabPage({ load }: { load: PageLoader }) {
  const Page = tabPage(load);
  return <Page />;
}

/** The element id of a tab's section on a grouped page (the target a tab's address focuses). */
export const tabSectionId = (tab: string) => `tab-section-${tab}`;

/** Navigation state of a group's tab: the user chose the group, so the focus stays on the tab bar. */
const FROM_TAB_BAR = 'paTabBar';
export const TAB_BAR_STATE = { [FROM_TAB_BAR]: true };

export function TabContent({
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
export function TabSection({
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

/**
 * On a grouped page, the section an address names is scrolled into view and focused once the record
 * is shown, unless the user chose the group in the tab bar (the focus then stays there). After the
 * frame, so the layout's scroll to the top on a new address (src/layout/AppLayout.tsx) comes first.
 */
export function useFocusSection(tab: string | undefined, recordId: Identifier | undefined) {
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
