/**
 * `@mui/material` as react-admin's own components import it (build/legacyProps.ts): the same module,
 * with `TextField` and `Checkbox` taking the props MUI 9 no longer has. react-admin 5 passes both the
 * props of MUI 5 (`InputProps`, `inputProps`, `InputLabelProps`, …) and their `slotProps`; MUI 9 hands
 * the old ones on to a `<div>` or an `<input>`, which React reports as unknown DOM props. Here each old
 * prop goes into its slot, under what the slot already has, so nothing reaches the DOM.
 */
import { forwardRef, type Ref } from 'react';
import {
  Checkbox as MuiCheckbox,
  TextField as MuiTextField,
  type CheckboxProps,
  type TextFieldProps,
} from '@mui/material';

export * from '@mui/material';

type Props = Record<string, unknown> & { slotProps?: Record<string, unknown> };

/** `props` with each old prop of `slots` (old name → slot) moved into `slotProps`, the slot's own values winning. */
export function intoSlots<P extends Props>(props: P, slots: Readonly<Record<string, string>>): P {
  const rest: Props = { ...props };
  let slotProps = props.slotProps;
  for (const [old, slot] of Object.entries(slots)) {
    if (!(old in rest)) continue;
    const value = rest[old];
    delete rest[old];
    if (value === undefined) continue;
    const current = slotProps?.[slot];
    // A slot given as a function (of the owner state) is kept as it is: it says everything itself.
    if (typeof current === 'function') continue;
    slotProps = {
      ...slotProps,
      [slot]: { ...(value as object), ...(current as object | undefined) },
    };
  }
  if (slotProps !== undefined) rest.slotProps = slotProps;
  return rest as P;
}

const TEXT_FIELD_SLOTS = {
  InputProps: 'input',
  inputProps: 'htmlInput',
  InputLabelProps: 'inputLabel',
  FormHelperTextProps: 'formHelperText',
  SelectProps: 'select',
};

const CHECKBOX_SLOTS = { inputProps: 'input' };

/** The props of MUI 5 that react-admin still passes, each taken as its slot's props. */
type Legacy<K extends string> = { [key in K]?: Record<string, unknown> };

export const TextField = forwardRef(function TextField(
  props: TextFieldProps & Legacy<keyof typeof TEXT_FIELD_SLOTS>,
  ref: Ref<HTMLDivElement>,
) {
  return <MuiTextField ref={ref} {...intoSlots(props as Props, TEXT_FIELD_SLOTS)} />;
});

export const Checkbox = forwardRef(function Checkbox(
  props: CheckboxProps & Legacy<keyof typeof CHECKBOX_SLOTS>,
  ref: Ref<HTMLButtonElement>,
) {
  return <MuiCheckbox ref={ref} {...intoSlots(props as Props, CHECKBOX_SLOTS)} />;
});
