/**
 * A bar while a part of a page loads, named like the spinners of Progress.tsx. A module of its own:
 * only screens that load parts use it, and MUI's LinearProgress is not on the first list screen.
 */
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

export function BarLoading({ sx }: { sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return <LinearProgress sx={sx} aria-label={translate('ra.page.loading')} />;
}
