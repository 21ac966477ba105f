import CloseIcon from '@mui/icons-material/Close';
import { Button, SaveButton, Toolbar } from 'react-admin';

/** Save (disabled until something changed and while saving) and a way back without saving. */
export function FormToolbar({ cancelTo }: { cancelTo: string }) {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      <Button label="ra.action.cancel" to={cancelTo}>
        <CloseIcon />
      </Button>
    </Toolbar>
  );
}
