import type { MouseEvent, ReactNode } from 'react';
import { Button, LinkBase } from 'react-admin';
import { usePaintFirstNavigation } from './afterNextPaint.ts';

export interface LinkButtonProps {
  /** i18n key of the label. */
  label: string;
  to: string;
  icon?: ReactNode;
  variant?: 'text' | 'outlined' | 'contained';
}

/**
 * A react-admin button that navigates (a real link with an href) to a path built by the caller. A
 * plain click paints the press first, then renders the next screen (`usePaintFirstNavigation`).
 */
export function LinkButton({ label, to, icon, variant = 'text' }: LinkButtonProps) {
  const paintFirst = usePaintFirstNavigation();
  return (
    <Button
      component={LinkBase}
      to={to}
      label={label}
      variant={variant}
      onClick={(event: MouseEvent) => {
        // Inside a clickable row the link must not also open the row.
        event.stopPropagation();
        paintFirst(event, to);
      }}
    >
      {icon}
    </Button>
  );
}
