/**
 * react-admin 5 on MUI 9 (build/legacyProps.ts, src/shims/mui/legacyProps.tsx): react-admin's own
 * components get a `TextField` and a `Checkbox` that put MUI 5's props into their slots, so React sees
 * no unknown DOM prop; only react-admin's imports of `@mui/material` are redirected.
 */
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { legacyPropsTarget, LEGACY_PROPS_SHIM } from '../../../build/legacyProps.ts';
import { Checkbox, intoSlots, TextField } from '../../../src/shims/mui/legacyProps.tsx';

const root = resolve(import.meta.dirname, '..', '..', '..');

describe('the legacy props of MUI 5', () => {
  it('go into their slots, the slot winning, and never reach the DOM', () => {
    const error = vi.spyOn(console, 'error');
    render(
      <>
        <TextField
          label="Search"
          InputProps={{ 'aria-describedby': 'help', className: 'from-input-props' }}
          inputProps={{ maxLength: 5, 'data-from': 'legacy' }}
          slotProps={{ htmlInput: { 'data-from': 'slot' } }}
        />
        <Checkbox inputProps={{ 'aria-label': 'Select all' }} />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input.getAttribute('maxlength')).toBe('5');
    expect(input.getAttribute('data-from')).toBe('slot');
    expect(input.getAttribute('aria-describedby')).toBe('help');
    expect(input.closest('.from-input-props')).not.toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeTruthy();
    expect(document.querySelector('[inputprops], [InputProps]')).toBeNull();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('leave a slot given as a function as it is', () => {
    const slot = () => ({ maxLength: 3 });
    expect(
      intoSlots(
        { inputProps: { maxLength: 9 }, slotProps: { htmlInput: slot } },
        { inputProps: 'htmlInput' },
      ),
    ).toEqual({
      slotProps: { htmlInput: slot },
    });
  });

  it("redirect react-admin's imports of @mui/material only", () => {
    const ra = `${root}/node_modules/ra-ui-materialui/dist/input/ResettableTextField.js`;
    expect(legacyPropsTarget('@mui/material', ra, root)).toBe(resolve(root, LEGACY_PROPS_SHIM));
    expect(legacyPropsTarget('@mui/material/styles', ra, root)).toBeNull();
    expect(legacyPropsTarget('@mui/material', `${root}/src/components/Progress.tsx`, root)).toBeNull();
    expect(
      legacyPropsTarget('@mui/material', `${root}/node_modules/ra-ui-materialui/dist/index.cjs`, root),
    ).toBeNull();
  });
});
