/**
 * Progress indicators with an accessible name ("Loading" in the user's language): a progress bar
 * without one is announced as an unnamed bar. Used instead of react-admin's <Loading /> and
 * <LoadingIndicator />, whose spinners carry no name. The bar for a part of a page is BarLoading.tsx.
 */
import { Box, CircularProgress, Typography } from '@mui/material';
import { RefreshIconButton, useLoading, useTranslate } from 'react-admin';
import { useCodeLoading } from './codeLoading.ts';

/** A full-area spinner while a page loads. */
export function PageLoading() {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 4 }}>
      <CircularProgress aria-label={label} />
      <Typography variant="body2">{translate('ra.message.loading')}</Typography>
    </Box>
  );
}

/** The app bar's refresh button, which turns into a named spinner while anything loads (data or code). */
export function AppBarLoadingIndicator() {
  const translate = useTranslate();
  const dataLoading = useLoading();
  const codeLoading = useCodeLoading();
  const loading = dataLoading || codeLoading;
  return (
    <Box sx={{ position: 'relative' }}>
      <RefreshIconButton sx={loading ? { opacity: 0 } : undefined} />
      {loading && (
        <CircularProgress
          aria-label={translate('ra.page.loading')}
          color="inherit"
          size={16}
          thickness={6}
          sx={{ position: 'absolute', top: '30%', left: '30%' }}
        />
      )}
    </Box>
  );
}
