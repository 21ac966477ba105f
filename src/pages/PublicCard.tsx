import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CookieBanner } from '../components/CookieBanner.tsx';

/** The frame of every public page: brand, version and one card. */
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Typography variant="h5" component="p" sx={{ color: 'primary.main', fontWeight: 700, mb: 0.5 }}>
        {translate('pa.app.title')}
      </Typography>
      <Typography variant="caption" component="p" sx={{ mb: 2 }}>
        {translate('pa.app.version')}
      </Typography>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h1">
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
      <CookieBanner />
    </Box>
  );
}
