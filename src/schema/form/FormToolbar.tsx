import CloseIcon from '@mui/icons-material/Close';
import { SaveButton, Toolbar } from 'react-admin';
import { LinkButton } from '../../components/LinkButton.tsx';

/** Save (disabled until something changed and while saving) and a way back without saving. */
export function FormToolbar({ cancelTo }: { cancelTo: string }) {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      <LinkButton label="ra.action.cancel" to={cancelTo} icon={<CloseIcon />} />
    </Toolbar>
  );
}
