/**
 * The look-up's list of choices (docs/lookup.md): a listbox of the records, grouped by screen under a
 * heading, each showing its title and key. The choice the keyboard or the pointer is on is marked; the
 * search box keeps the focus and points at it (aria-activedescendant), so ids come from the dialog.
 */
import { Box, Typography } from '@mui/material';
import type { Choice, Group } from './lookupChoices.ts';

export function LookupResults({
  id,
  label,
  groups,
  current,
  optionId,
  headingId: groupHeadingId,
  onHover,
  onChoose,
}: {
  /** The listbox's id. */
  id: string;
  label: string;
  groups: readonly Group[];
  /** The index, over all the groups' choices, of the one marked (-1 for none). */
  current: number;
  optionId: (index: number) => string;
  /** The id of a group's heading, by the group's index. */
  headingId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: (choice: Choice) => void;
}) {
  return (
    <Box role="listbox" id={id} aria-label={label} sx={{ mt: 1 }}>
      {groups.map((group, g) => {
        const headingId = groupHeadingId(g);
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
                  onMouseMove={() => onHover(index)}
                  onClick={() => onChoose(choice)}
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
  );
}
