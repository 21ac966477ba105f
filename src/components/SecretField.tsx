import { useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useFieldValue, useNotify, useTranslate } from 'react-admin';

export interface SecretFieldProps {
  source: string;
  label?: string;
}

const MASK = '••••••••';

/** An API key or secret: masked until staff ask to see it, copyable without being shown. */
export function SecretField({ source }: SecretFieldProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [revealed, setRevealed] = useState(false);
  const value: unknown = useFieldValue({ source });
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
        {revealed ? secret : MASK}
      </Typography>
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
    </Stack>
  );
}
