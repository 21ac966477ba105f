/** Step 1: the bank issuer and the statement file (a keyboard-reachable button, or a file dropped). */
import { useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { BANK_CODE_OF, STATEMENT_BANKS, type StatementBank } from './statementFormats.ts';
import { formatBytes } from './reconcileFormat.ts';

export interface StatementPickerProps {
  bank: StatementBank | '';
  file: File | null;
  onBankChange: (bank: StatementBank) => void;
  onFileChange: (file: File) => void;
  disabled: boolean;
}

const ACCEPT = '.csv,.txt,text/csv,text/plain';

export function StatementPicker({ bank, file, onBankChange, onFileChange, disabled }: StatementPickerProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFileChange(dropped);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'stretch' }}>
      <TextField
        select
        label={translate('pa.reconcile.pick.bank')}
        value={bank}
        disabled={disabled}
        onChange={(event) => onBankChange(event.target.value as StatementBank)}
        sx={{ minWidth: 200 }}
        size="small"
        slotProps={{ select: { inputProps: { 'data-testid': 'reconcile-bank' } } }}
      >
        {STATEMENT_BANKS.map((b) => (
          <MenuItem key={b} value={b}>
            {`${b} (${BANK_CODE_OF[b]})`}
          </MenuItem>
        ))}
      </TextField>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="reconcile-drop"
        sx={{
          flex: '1 1 320px',
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
          p: 1.5,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: over ? 'primary.main' : 'divider',
        }}
      >
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label={translate('pa.reconcile.pick.file')}
          disabled={disabled}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Cleared so choosing the same file again still reads it again.
            event.target.value = '';
            if (chosen) onFileChange(chosen);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {translate('pa.reconcile.pick.choose_file')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {file
            ? translate('pa.reconcile.pick.chosen', { name: file.name, size: formatBytes(file.size) })
            : translate('pa.reconcile.pick.drop_hint')}
        </Typography>
      </Box>
    </Box>
  );
}
