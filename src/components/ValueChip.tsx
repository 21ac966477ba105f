/**
 * A value shown as a small chip: a status in its colour, active or not. It looks as MUI's small `Chip`
 * does, in Kanit (the chip font of docs/architecture.md), and is as wide as its text: a view page
 * shows each value in a column that stretches its children (react-admin's `<Labeled>`), and a chip
 * with no width of its own would run across the whole page.
 *
 * Not MUI's `Chip`: these chips show a value and nothing else (no click, no delete icon, no avatar),
 * and every list's first screen carries them; MUI's `Chip` would add 1.6 KB gzip of what they never
 * use to it (docs/performance.md, "Bytes").
 */
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type ValueChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

const Root = styled('span', {
  name: 'PaValueChip',
  shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'outlined',
})<{ tone: ValueChipColor; outlined: boolean }>(({ theme, tone, outlined }) => {
  const palette = theme.palette;
  const border = palette.mode === 'light' ? palette.grey[400] : palette.grey[700];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    verticalAlign: 'middle',
    width: 'fit-content',
    maxWidth: '100%',
    height: 24,
    borderRadius: 12,
    fontFamily: 'Kanit, sans-serif',
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    color: tone === 'default' ? palette.text.primary : palette[tone].contrastText,
    backgroundColor: tone === 'default' ? palette.action.selected : palette[tone].main,
    ...(outlined
      ? {
          backgroundColor: 'transparent',
          color: tone === 'default' ? palette.text.primary : palette[tone].main,
          border: `1px solid ${tone === 'default' ? border : palette[tone].main}`,
          '& > span': { paddingLeft: 7, paddingRight: 7 },
        }
      : {}),
  };
});

const Label = styled('span', { name: 'PaValueChip', slot: 'label' })({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingLeft: 8,
  paddingRight: 8,
});

/**
 * @example
 * <ValueChip color="success">ใช้งาน</ValueChip>
 * <ValueChip outlined data-status="unknown">PENDING_X</ValueChip>
 */
export function ValueChip({
  color = 'default',
  outlined = false,
  children,
  ...rest
}: {
  color?: ValueChipColor;
  outlined?: boolean;
  children: ReactNode;
  'data-status'?: string;
}) {
  return (
    <Root tone={color} outlined={outlined} className="pa-value-chip" {...rest}>
      <Label className="pa-value-chip-label">{children}</Label>
    </Root>
  );
}
