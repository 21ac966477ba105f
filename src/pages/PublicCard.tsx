import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CookieBanner } from '../components/CookieBanner.tsx';
import { usePlainTranslate } from '../components/plainTranslate.ts';

/**
 * The frame of every public page: brand, version and one card. No react-admin import: it also runs
 * on its own (src/public.tsx), so it translates with usePlainTranslate and imports MUI by component.
 */
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = usePlainTranslate();
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
