import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePlainTranslate } from './plainTranslate.ts';

const CONSENT_COOKIE = 'consent';

export const hasConsent = () => document.cookie.split('; ').some((c) => c.startsWith(`${CONSENT_COOKIE}=`));

/** Shown until consent is stored in the `consent` cookie (docs/architecture.md, "Constants"). */
export function CookieBanner() {
  const translate = usePlainTranslate();
  const [visible, setVisible] = useState(() => !hasConsent());
  if (!visible) return null;
  const accept = () => {
    document.cookie = `${CONSENT_COOKIE}=true; max-age=${60 * 60 * 24 * 365}; path=/; SameSite=Lax`;
    setVisible(false);
  };
  return (
    <Paper
      role="region"
      aria-label="cookie consent"
      elevation={6}
      sx={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <Typography sx={{ flex: 1, minWidth: 200 }}>{translate('pa.cookie.message')}</Typography>
      <Button variant="contained" onClick={accept}>
        {translate('pa.cookie.accept')}
      </Button>
    </Paper>
  );
}
