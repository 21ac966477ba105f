import { useEffect, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useFieldValue, useNotify, useTranslate } from 'react-admin';
import { useResourceAccessContext } from '../access.tsx';
import { usePartMessages } from '../../components/partMessages.ts';

export interface SecretFieldProps {
  source: string;
  label?: string;
  /** Whether this user may reveal and copy it; default: `edit` on the screen's resource. */
  allowed?: boolean;
  /** Shown unmasked from the start (the user has just asked for it); still hides after 30 s. */
  initiallyRevealed?: boolean;
}

const MASK = '••••••••';
/** A revealed secret hides itself again after this long. */
export const SECRET_REVEAL_MS = 30_000;

/**
 * An API key or secret: masked; users with edit on the screen may reveal it for 30 seconds, or copy it
 * without showing it. Others only see the mask.
 */
export function SecretField({ source, allowed, initiallyRevealed = false }: SecretFieldProps) {
  usePartMessages('records');
  const translate = useTranslate();
  const notify = useNotify();
  const access = useResourceAccessContext();
  const [revealed, setRevealed] = useState(initiallyRevealed);
  const value: unknown = useFieldValue({ source });
  const mayReveal = allowed ?? access?.edit === true;
  useEffect(() => {
    if (!revealed) return undefined;
    const timer = setTimeout(() => setRevealed(false), SECRET_REVEAL_MS);
    return () => clearTimeout(timer);
  }, [revealed]);
  if (value === null || value === undefined || value === '') return null;
  const secret = String(value);

  const copy = async (event: MouseEvent) => {
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(secret);
      notify('pa.engine.secret.copied', { type: 'info' });
    } catch {
      notify('pa.engine.secret.copyFailed', { type: 'warning' });
    }
  };
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    setRevealed((r) => !r);
  };
  const revealLabel = translate(revealed ? 'pa.engine.secret.hide' : 'pa.engine.secret.reveal');
  const copyLabel = translate('pa.engine.secret.copy');

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
        {revealed && mayReveal ? secret : MASK}
      </Typography>
      {mayReveal && (
        <>
          <Tooltip title={revealLabel}>
            <IconButton size="small" aria-label={revealLabel} onClick={toggle}>
              {revealed ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
            </IconButton>
          </Tooltip>
          <Tooltip title={copyLabel}>
            <IconButton size="small" aria-label={copyLabel} onClick={copy}>
              <ContentCopy fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
    </Stack>
  );
}
