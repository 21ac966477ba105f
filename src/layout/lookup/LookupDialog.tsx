/**
 * The record look-up's dialog (docs/lookup.md): a search box and its results, grouped by screen. The
 * screens it may ask are those whose declaration declares `lookup`, with a list of their own, that the
 * role may view; a typed text asks the screens one of whose keys it is (else, as a name, those that
 * search by name) through their list calls (useLookupSearch.ts). ↑/↓ choose, Enter opens the record
 * (its view page, else its list filtered to it), Esc closes. The records opened are remembered per user
 * (recentLookups.ts) and shown while the box is empty.
 */
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MIN_TEXT_LENGTH } from '../../schema/lookup/plan.ts';
import type { LookupSupport } from '../shellContext.tsx';
import { answerGroups, recentGroups, screenLabel, type Choice } from './lookupChoices.ts';
import { LookupResults } from './LookupResults.tsx';
import { rememberLookup, useRecentLookups } from './recentLookups.ts';
import { useLookupSearch } from './useLookupSearch.ts';

export { recentKey, type RecentLookup } from './recentLookups.ts';

export function LookupDialog({
  open,
  onClose,
  support,
}: {
  open: boolean;
  onClose: () => void;
  support: LookupSupport;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const id = useId();
  const { identity } = useGetIdentity();
  const userId = identity?.id;
  const [recent, setRecent] = useRecentLookups(userId);
  const [typed, setTyped] = useState('');
  const box = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(0);
  const { query, screensQuery, screens, byName, asks, answers } = useLookupSearch(support, typed);
  useEffect(() => setActive(0), [query]);

  const showingRecent = typed.trim() === '';
  const groups = showingRecent
    ? recentGroups(recent, byName, translate)
    : answerGroups(asks, answers, byName, translate);

  const choices = groups.flatMap((group) => group.choices);
  const current = choices.length > 0 ? Math.min(active, choices.length - 1) : -1;
  const optionId = (index: number) => `${id}-option-${index}`;
  const listboxId = `${id}-listbox`;

  const choose = (choice: Choice) => {
    if (userId !== undefined) setRecent(rememberLookup(recent, choice, showingRecent));
    onClose();
    navigate(choice.target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (choices.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + choices.length) % choices.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const choice = choices[current];
      if (choice) choose(choice);
    }
  };

  // What the box says under it (a live region): loading, nothing found, a screen that failed.
  const pending =
    !showingRecent && (screensQuery.isPending || query !== typed || answers.some((a) => a.isFetching));
  const failed = asks
    .filter((_, index) => answers[index]?.isError)
    .map((ask) => screenLabel(translate, ask.resource));
  const trimmed = typed.trim();
  let status = '';
  if (showingRecent) status = choices.length ? '' : translate('pa.lookup.no_recent');
  else if (screensQuery.isSuccess && screens.length === 0) status = translate('pa.lookup.nothing_to_ask');
  else if (pending) status = translate('pa.lookup.loading');
  else if (asks.length === 0 && trimmed.length < MIN_TEXT_LENGTH)
    status = translate('pa.lookup.too_short', { count: MIN_TEXT_LENGTH });
  else if (choices.length === 0 && failed.length === 0)
    status = translate('pa.lookup.empty', { text: trimmed });

  const titleId = `${id}-title`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      sx={{
        '& .MuiDialog-container': { alignItems: 'flex-start' },
        '& .MuiDialog-paper': { mt: { xs: 2, sm: 8 } },
      }}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        {translate('pa.lookup.title')}
      </DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <TextField
          autoFocus
          inputRef={box}
          fullWidth
          margin="dense"
          label={translate('pa.lookup.label')}
          placeholder={translate('pa.lookup.placeholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': choices.length > 0,
              'aria-controls': choices.length > 0 ? listboxId : undefined,
              'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
              'aria-describedby': `${id}-status`,
              spellCheck: false,
            },
          }}
        />
        <Box sx={{ height: 4, my: 0.5 }}>
          {pending && <LinearProgress aria-label={translate('pa.lookup.loading')} />}
        </Box>
        <Box id={`${id}-status`} aria-live="polite" sx={{ minHeight: '1.5em' }}>
          {status && (
            <Typography variant="body2" color="text.secondary">
              {status}
            </Typography>
          )}
          {!showingRecent &&
            !pending &&
            failed.map((name) => (
              <Typography key={name} variant="body2" color="error">
                {translate('pa.lookup.failed', { name })}
              </Typography>
            ))}
        </Box>
        {choices.length > 0 && (
          <LookupResults
            id={listboxId}
            label={translate(showingRecent ? 'pa.lookup.recent' : 'pa.lookup.results')}
            groups={groups}
            current={current}
            optionId={optionId}
            headingId={(g) => `${id}-group-${g}`}
            onHover={setActive}
            onChoose={choose}
          />
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('pa.lookup.hint')}
          </Typography>
          {showingRecent && recent.length > 0 && (
            <Button
              size="small"
              onClick={() => {
                setRecent([]);
                // The button goes with the list: the focus goes back to the box, inside the dialog.
                box.current?.focus();
              }}
            >
              {translate('pa.lookup.clear_recent')}
            </Button>
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
