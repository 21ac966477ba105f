import { Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PublicCard } from './PublicCard.tsx';
import { usePartMessages } from '../components/partMessages.ts';

function ErrorPage({ code, title, body }: { code: string; title: string; body: string }) {
  usePartMessages('pages');
  const translate = useTranslate();
  return (
    <PublicCard title={`${code} — ${translate(title)}`}>
      <Typography>{translate(body)}</Typography>
      <Button component={Link} to="/" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {translate('pa.pages.go_home')}
      </Button>
    </PublicCard>
  );
}

export const NotFoundPage = () => (
  <ErrorPage code="404" title="pa.pages.not_found_title" body="pa.pages.not_found_body" />
);
export const ForbiddenPage = () => (
  <ErrorPage code="403" title="pa.pages.forbidden_title" body="pa.pages.forbidden_body" />
);
