import AddIcon from '@mui/icons-material/Add';
import InboxIcon from '@mui/icons-material/Inbox';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { LinkButton } from '../../components/LinkButton.tsx';
import { useResourceAccessContext } from '../access.tsx';
import { useDeclaration } from '../declarationContext.tsx';
import { resourceName } from '../labels.ts';
import { useDeclaredPaths } from '../routing/paths.ts';
import { canCreate } from './capabilities.ts';

/** No records yet: say so, and offer to create the first one to those who may. */
export function ListEmpty() {
  const def = useDeclaration();
  const access = useResourceAccessContext();
  const paths = useDeclaredPaths(def);
  const translate = useTranslate();
  const name = translate(resourceName(def), { _: def.path });
  return (
    <Box sx={{ textAlign: 'center', py: 6 }} role="status">
      <InboxIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" sx={{ mt: 1 }}>
        {translate('pa.engine.list.empty', { name })}
      </Typography>
      {canCreate(def, access) && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('pa.engine.list.emptyInvite')}
          </Typography>
          <LinkButton label="ra.action.create" to={paths.create} variant="contained" icon={<AddIcon />} />
        </>
      )}
    </Box>
  );
}
