import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isSafeLink } from '../validators.ts';

/** An external address: a link only for http(s), so a `javascript:` value can never run on click. */
export function SafeLink({ href, text }: { href: string; text?: string }) {
  if (!isSafeLink(href)) {
    return (
      <Typography component="span" variant="body2">
        {text ?? href}
      </Typography>
    );
  }
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      onClick={(event) => event.stopPropagation()}
    >
      {text ?? href}
    </Link>
  );
}
