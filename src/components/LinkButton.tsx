import type { MouseEvent, ReactNode } from 'react';
import { Button, LinkBase, useNavigate } from 'react-admin';
import { afterNextPaint, isPlainClick } from './afterNextPaint.ts';

export interface LinkButtonProps {
  /** i18n key of the label. */
  label: string;
  to: string;
  icon?: ReactNode;
  variant?: 'text' | 'outlined' | 'contained';
}

/**
 * A react-admin button that navigates (a real link with an href) to a path built by the caller. A
 * plain click paints the press first, then renders the next screen (`afterNextPaint`); a modified
 * click (a new tab, a new window) stays the browser's.
 */
export function LinkButton({ label, to, icon, variant = 'text' }: LinkButtonProps) {
  const navigate = useNavigate();
  return (
    <Button
      component={LinkBase}
      to={to}
      label={label}
      variant={variant}
      onClick={(event: MouseEvent) => {
        // Inside a clickable row the link must not also open the row.
        event.stopPropagation();
        if (!isPlainClick(event)) return;
        event.preventDefault();
        afterNextPaint(() => navigate(to));
      }}
    >
      {icon}
    </Button>
  );
}
