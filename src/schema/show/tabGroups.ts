/**
 * The groups of a tabbed view page (`tabGroups`, src/schema/declarations/tabs.ts): the tab bar shows one
 * tab per group, a group its tabs as sections. Without `tabGroups` every tab is a group of its own (the
 * page shows one tab at a time). No React here: the registry check reads it too.
 */
import type { ResourceDefinition, TabDeclaration } from '../types.ts';

/** The most tabs a page's tab bar shows (tests/support/registryChecks.ts holds every page to it). */
export const MAX_TAB_GROUPS = 8;

export interface TabGroup {
  name: string;
  /** i18n key of the group's tab. */
  label: string;
  /** Its tabs, in the declared order (never empty). */
  tabs: readonly TabDeclaration[];
}

/**
 * The page's groups: the declared ones (with the tabs they name that exist), then a group for each
 * tab no group names (a child's tab added by its head alone), in the tabs' order.
 */
export function tabGroupsOf(def: ResourceDefinition): TabGroup[] {
  const tabs = def.tabs ?? [];
  const own = (tab: TabDeclaration): TabGroup => ({ name: tab.name, label: tab.label, tabs: [tab] });
  if (!def.tabGroups) return tabs.map(own);
  const named = new Set(def.tabGroups.flatMap((group) => group.tabs));
  const declared = def.tabGroups
    .map((group) => ({
      name: group.name,
      label: group.label,
      tabs: group.tabs.flatMap((name) => tabs.filter((tab) => tab.name === name)),
    }))
    .filter((group) => group.tabs.length > 0);
  return [...declared, ...tabs.filter((tab) => !named.has(tab.name)).map(own)];
}

/** The group showing a tab (the first group when the tab is not the page's). */
export function groupOfTab(groups: readonly TabGroup[], tab: string | undefined): TabGroup | undefined {
  return groups.find((group) => group.tabs.some((t) => t.name === tab)) ?? groups[0];
}

/**
 * What is wrong with a page's groups: a group that names an unknown tab or none, a tab in no group or
 * in two, two groups of one name, or more groups in the tab bar than `MAX_TAB_GROUPS` (a page without
 * `tabGroups` counts each tab as a group).
 */
export function tabGroupProblems(def: ResourceDefinition): string[] {
  if (!def.tabs) return def.tabGroups ? ['tabGroups without tabs'] : [];
  const problems: string[] = [];
  const tabNames = new Set(def.tabs.map((tab) => tab.name));
  const groupOf = new Map<string, string>();
  const groupNames = new Set<string>();
  for (const group of def.tabGroups ?? []) {
    if (groupNames.has(group.name)) problems.push(`two tab groups are named "${group.name}"`);
    groupNames.add(group.name);
    if (group.tabs.length === 0) problems.push(`tab group "${group.name}" names no tab`);
    for (const tab of group.tabs) {
      if (!tabNames.has(tab)) problems.push(`tab group "${group.name}" names "${tab}", not a tab`);
      const other = groupOf.get(tab);
      if (other !== undefined) {
        problems.push(`tab "${tab}" is in the groups "${other}" and "${group.name}"`);
      } else groupOf.set(tab, group.name);
    }
  }
  if (def.tabGroups) {
    for (const tab of def.tabs) {
      if (!groupOf.has(tab.name)) problems.push(`tab "${tab.name}" is in no tab group`);
    }
  }
  const count = tabGroupsOf(def).length;
  if (count > MAX_TAB_GROUPS) {
    problems.push(
      `its tab bar has ${count} tabs, more than ${MAX_TAB_GROUPS}` +
        (def.tabGroups ? '' : ': group them (tabGroups)'),
    );
  }
  return problems;
}
