import { Card, CardContent, Typography } from '@mui/material';
import { Title, useResourceContext, useTranslate } from 'react-admin';
import { usePartMessages } from '../components/partMessages.ts';

/** The list screen of a menu whose screens are not declared yet. */
export function PlaceholderPage() {
  usePartMessages('pages');
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`resources.${resource}.name`)} />
      <CardContent>
        <Typography variant="h6" component="h1">
          {translate('pa.pages.placeholder_title')}
        </Typography>
        <Typography color="text.secondary">{translate('pa.pages.placeholder_body')}</Typography>
      </CardContent>
    </Card>
  );
}
