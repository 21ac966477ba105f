import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { CHIP_SX } from './chipStyle.ts';

/** Active / inactive as a chip, for readers without the right to toggle it. */
export function ActiveChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={active ? 'filled' : 'outlined'}
      color={active ? 'success' : 'default'}
      label={translate(active ? 'pa.engine.active.on' : 'pa.engine.active.off')}
      sx={CHIP_SX}
    />
  );
}
