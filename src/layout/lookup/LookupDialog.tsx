/**
 * The record look-up's dialog (docs/lookup.md): a search box and its results, grouped by screen. The
 * screens it may ask are those whose declaration declares `lookup`, with a list of their own, that the
 * role may view; a typed text asks the screens one of whose keys it is (else, as a name, those that
 * search by name) through their list calls, five records each, in parallel, 200 ms after typing stops,
 * a stale call cancelled. ↑/↓ choose, Enter opens the record (its view page, else its list filtered to
 * it), Esc closes. The records opened are remembered per user and shown while the box is empty.
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
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useCanAccessResources, useDataProvider, useGetIdentity, useStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  LOOKUP_PAGE_SIZE,
  lookupScreens,
  lookupTarget,
  MIN_TEXT_LENGTH,
  planLookup,
  type LookupAsk,
} from '../../schema/lookup/plan.ts';
import type { ResourceDefinition } from '../../schema/types.ts';
import type { LookupSupport } from '../shellContext.tsx';

/** Typing stops this long before the screens are asked. */
const DEBOUNCE_MS = 200;
/** Records remembered as recent look-ups. */
const RECENT_LIMIT = 8;

/** A record opened from the look-up, remembered per user. */
export interface RecentLookup {
  resource: string;
  id: string | number;
  title: string;
  key: string;
  keyField: string;
  keyFilter: string;
}

/** One record in the list of choices. */
interface Choice extends RecentLookup {
  target: string;
}

interface Group {
  resource: string;
  label: string;
  choices: Choice[];
}

/** The store key of a user's recent look-ups: two accounts on one computer never share them. */
export const recentKey = (userId: string | number) => `pa.lookup.recent.${userId}`;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The declarations the role may look records up in (loaded on first use; a failed one is left out). */
function useLookupScreens(support: LookupSupport) {
  const candidates = useMemo(
    () =>
      support.registry.heads
        .filter((head) => head.list && !head.placeholder && !head.parent)
        .map((h) => h.name),
    [support],
  );
  const { canAccess } = useCanAccessResources({ action: 'list', resources: candidates });
  const allowed = useMemo(
    () => (canAccess ? candidates.filter((name) => canAccess[name]) : undefined),
    [canAccess, candidates],
  );
  return useQuery({
    queryKey: ['pa.lookup.screens', allowed],
    enabled: allowed !== undefined,
    staleTime: Infinity,
    queryFn: async () => {
      const loaded = await Promise.allSettled((allowed ?? []).map((name) => support.registry.load(name)));
      const defs = loaded.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []));
      return lookupScreens(defs, () => true);
    },
  });
}

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
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const id = useId();
  const { identity } = useGetIdentity();
  const userId = identity?.id;
  const [recent, setRecent] = useStore<RecentLookup[]>(recentKey(userId ?? 'signed-out'), []);
  const [typed, setTyped] = useState('');
  const box = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => setActive(0), [query]);

  const screensQuery = useLookupScreens(support);
  const screens = useMemo(() => screensQuery.data ?? [], [screensQuery.data]);
  const byName = useMemo(() => new Map(screens.map((def) => [def.name, def])), [screens]);
  const asks = useMemo(() => planLookup(query, screens), [query, screens]);

  const answers = useQueries({
    queries: asks.map((ask) => {
      const def = byName.get(ask.resource) as ResourceDefinition;
      return {
        queryKey: ['pa.lookup', ask.resource, ask.filter],
        staleTime: 30_000,
        retry: false,
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          dataProvider.getList(ask.resource, {
            pagination: { page: 1, perPage: LOOKUP_PAGE_SIZE },
            sort: def.sort ?? { field: def.idField, order: 'ASC' },
            filter: ask.filter,
            signal,
          }),
      };
    }),
  });

  const label = (resource: string) => translate(`resources.${resource}.name`);
  const choiceOf = (
    def: ResourceDefinition,
    ask: Pick<LookupAsk, 'keyField' | 'keyFilter'>,
    record: Record<string, unknown>,
  ): Choice | undefined => {
    const recordId = record.id;
    if (typeof recordId !== 'string' && typeof recordId !== 'number') return undefined;
    const target = lookupTarget(def, { ...record, id: recordId }, ask);
    if (!target) return undefined;
    return {
      resource: def.name,
      id: recordId,
      title: text(record[def.recordTitle]) || String(recordId),
      key: text(record[ask.keyField]) || String(recordId),
      keyField: ask.keyField,
      keyFilter: ask.keyFilter,
      target,
    };
  };

  const showingRecent = typed.trim() === '';
  const groups = ((): Group[] => {
    if (showingRecent) {
      const choices = recent.flatMap((item) => {
        const def = byName.get(item.resource);
        const target = def && lookupTarget(def, { ...item, [item.keyField]: item.key }, item);
        // A recent record names its screen: the group holds records of every screen.
        return target ? [{ ...item, key: `${label(item.resource)} · ${item.key}`, target }] : [];
      });
      return choices.length ? [{ resource: 'recent', label: translate('pa.lookup.recent'), choices }] : [];
    }
    return asks.flatMap((ask, index): Group[] => {
      const def = byName.get(ask.resource);
      const data = answers[index]?.data;
      if (!def || !data || data.data.length === 0) return [];
      const choices = data.data.flatMap((record) => choiceOf(def, ask, record) ?? []);
      return [
        {
          resource: ask.resource,
          label: `${label(ask.resource)} (${translate('pa.lookup.count', { count: data.total ?? choices.length })})`,
          choices,
        },
      ];
    });
  })();

  const choices = groups.flatMap((group) => group.choices);
  const current = choices.length > 0 ? Math.min(active, choices.length - 1) : -1;
  const optionId = (index: number) => `${id}-option-${index}`;
  const listboxId = `${id}-listbox`;

  const choose = (choice: Choice) => {
    if (userId !== undefined) {
      const { target: _target, ...chosen } = choice;
      // A recent record is remembered with its own key, not with the screen's name shown beside it.
      const remembered = showingRecent
        ? (recent.find((r) => r.resource === chosen.resource && r.id === chosen.id) ?? chosen)
        : chosen;
      setRecent(
        [remembered, ...recent.filter((r) => r.resource !== choice.resource || r.id !== choice.id)].slice(
          0,
          RECENT_LIMIT,
        ),
      );
    }
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
  const failed = asks.filter((_, index) => answers[index]?.isError).map((ask) => label(ask.resource));
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
          <Box
            role="listbox"
            id={listboxId}
            aria-label={translate(showingRecent ? 'pa.lookup.recent' : 'pa.lookup.results')}
            sx={{ mt: 1 }}
          >
            {groups.map((group, g) => {
              const headingId = `${id}-group-${g}`;
              const offset = groups.slice(0, g).reduce((n, prior) => n + prior.choices.length, 0);
              return (
                <Box key={group.resource} role="group" aria-labelledby={headingId} sx={{ mb: 1 }}>
                  <Typography
                    id={headingId}
                    role="presentation"
                    variant="overline"
                    component="div"
                    sx={{ color: 'text.secondary', lineHeight: 2 }}
                  >
                    {group.label}
                  </Typography>
                  {group.choices.map((choice, c) => {
                    const index = offset + c;
                    const selected = index === current;
                    return (
                      <Box
                        key={`${choice.resource}:${choice.id}`}
                        id={optionId(index)}
                        role="option"
                        aria-selected={selected}
                        data-resource={choice.resource}
                        onMouseMove={() => setActive(index)}
                        onClick={() => choose(choice)}
                        sx={{
                          display: 'flex',
                          alignItems: 'baseline',
                          gap: 2,
                          px: 1.5,
                          py: 0.75,
                          borderRadius: 1,
                          cursor: 'pointer',
                          bgcolor: selected ? 'action.selected' : undefined,
                        }}
                      >
                        <Typography component="span" sx={{ flex: 1, minWidth: 0 }} noWrap>
                          {choice.title}
                        </Typography>
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ fontFamily: 'monospace', color: 'text.secondary' }}
                        >
                          {choice.key}
                        </Typography>
                      </Box>
                    );
                  })}
                </Box>
              );
            })}
          </Box>
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
