/**
 * Filter inputs of a declaration's `filters`. react-admin keeps their values in the list URL, so a
 * filtered view can be shared by its address.
 */
import type { ReactElement } from 'react';
import { SearchInput, TextInput } from 'react-admin';
import { lazyPart } from '../../components/lazyPart.tsx';
import { filterLabel } from '../labels.ts';
import type { FilterDeclaration, ResourceDefinition } from '../types.ts';

// Filter kinds with code of their own load when a list has them (react-admin reads `source`,
// `alwaysOn` and `label` from the element's props, which the lazy part keeps).
const DateRangeFilter = lazyPart(() =>
  import('../../components/DateRangeFilter.tsx').then((m) => m.DateRangeFilter),
);
const MasterSelect = lazyPart(() => import('../fields/masterInput.tsx').then((m) => m.MasterSelect));
const StatusSelect = lazyPart(() => import('./StatusSelect.tsx').then((m) => m.StatusSelect));
const ChoiceFilter = lazyPart(() => import('./optionalFilters.tsx').then((m) => m.ChoiceFilter));
const ActiveFilter = lazyPart(() => import('./optionalFilters.tsx').then((m) => m.ActiveFilter));
const YesNoFilter = lazyPart(() => import('./optionalFilters.tsx').then((m) => m.YesNoFilter));
const ScreenFilter = lazyPart(() => import('./screenFilters.tsx').then((m) => m.ScreenFilter));

function filterInput(def: ResourceDefinition, filter: FilterDeclaration): ReactElement {
  const key = filter.source;
  const common = { source: filter.source, alwaysOn: filter.alwaysOn };
  const label = filterLabel(def, filter);
  switch (filter.type) {
    case 'search':
      // SearchInput's own placeholder ("Search") stays unless the declaration names one.
      return (
        <SearchInput
          key={key}
          {...common}
          alwaysOn
          {...(filter.label ? { placeholder: filter.label } : {})}
        />
      );
    case 'text':
      return <TextInput key={key} {...common} label={label} />;
    case 'choice':
      return <ChoiceFilter key={key} {...common} label={label} choices={filter.choices} />;
    case 'master':
      return <MasterSelect key={key} {...common} label={label} list={filter.list} />;
    case 'status':
      return <StatusSelect key={key} {...common} label={label} vocabulary={filter.vocabulary} />;
    case 'active':
      return <ActiveFilter key={key} {...common} label={label} />;
    case 'yesNo':
      return <YesNoFilter key={key} {...common} label={label} />;
    case 'screen':
    case 'recordAction':
      return <ScreenFilter key={key} {...common} label={label} filter={filter} />;
    case 'dateRange':
      // Always shown: hiding it would clear StartDate but leave EndDate behind.
      return <DateRangeFilter key="dateRange" source="StartDate" alwaysOn />;
  }
}

export function filterInputs(def: ResourceDefinition): ReactElement[] {
  return (def.filters ?? []).map((filter) => filterInput(def, filter));
}

/** Filters a user can add from the "add filter" button (the rest are always on). */
export function hasOptionalFilters(def: ResourceDefinition): boolean {
  return (def.filters ?? []).some((f) => f.type !== 'dateRange' && f.type !== 'search' && !f.alwaysOn);
}
