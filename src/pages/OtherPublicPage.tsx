import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { usePlainTranslate } from '../components/plainTranslate.ts';

/**
 * "No account yet? Register" and the like: a question and a link to the other public page, in-app.
 * A module of its own: the console's 403 and 404 pages share PublicCard but not this link.
 */
export function OtherPublicPage({ question, to, link }: { question: string; to: string; link: string }) {
  const translate = usePlainTranslate();
  return (
    <Typography variant="body2">
      {translate(question)}{' '}
      <MuiLink component={Link} to={to}>
        {translate(link)}
      </MuiLink>
    </Typography>
  );
}
