import type { MouseEvent, ReactNode } from 'react';
import { Button, LinkBase } from 'react-admin';

export interface LinkButtonProps {
  /** i18n key of the label. */
  label: string;
  to: string;
  icon?: ReactNode;
  variant?: 'text' | 'outlined' | 'contained';
}

/** A react-admin button that navigates (a real link with an href) to a path built by the caller. */
export function LinkButton({ label, to, icon, variant = 'text' }: LinkButtonProps) {
  return (
    <Button
      component={LinkBase}
      to={to}
      label={label}
      variant={variant}
      // Inside a clickable row the link must not also open the row.
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {icon}
    </Button>
  );
}
