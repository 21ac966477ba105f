import AddIcon from '@mui/icons-material/Add';
import ListIcon from '@mui/icons-material/List';
import { FilterButton, TopToolbar, useBasename } from 'react-admin';
import { LinkButton } from '../../components/LinkButton.tsx';
import { ExportButton } from './ExportButton.tsx';
import { toRaAction, useResourceAccessContext } from '../access.tsx';
import { DeclaredActionButton } from '../actions/lazyActionButton.ts';
import { useDeclaration } from '../declarationContext.tsx';
import { hasOptionalFilters } from '../filters/filterInputs.tsx';
import { useDeclaredPaths } from '../routing/paths.ts';
import { ViewsButton } from './views/ViewsButton.tsx';
import { allowedExports, allowedPageLinks, canCreate, canExport, pageLinkPath } from './capabilities.ts';

/**
 * Above the table: add-filter, the user's saved views, create, page-wide actions and the exports, each
 * by permission (saved views are the user's own: anyone who sees the list has them).
 */
export function ListToolbarActions() {
  const def = useDeclaration();
  const access = useResourceAccessContext();
  const paths = useDeclaredPaths(def);
  const basename = useBasename();
  const pageActions = (def.actions ?? []).filter(
    (a) => a.scope === 'page' && access?.[toRaAction(a.permission)] === true,
  );
  return (
    <TopToolbar>
      {hasOptionalFilters(def) && <FilterButton disableSaveQuery />}
      <ViewsButton />
      {canCreate(def, access) && <LinkButton label="ra.action.create" to={paths.create} icon={<AddIcon />} />}
      {allowedPageLinks(def, access).map((link) => (
        <LinkButton
          key={link.name}
          label={link.label}
          to={pageLinkPath(paths, link, basename)}
          icon={link.resource ? <ListIcon /> : <AddIcon />}
        />
      ))}
      {pageActions.map((action) => (
        <DeclaredActionButton key={action.name} def={def} action={action} />
      ))}
      {canExport(def, access) && <ExportButton def={def} />}
      {allowedExports(def, access).map((entry) => (
        <ExportButton key={entry.name} def={def} declared={entry} name={entry.name} label={entry.label} />
      ))}
    </TopToolbar>
  );
}
