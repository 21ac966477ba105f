/**
 * A role's menus: a chip with the number of menus granted (lists), a table of granted menus with both
 * names and their actions (view page), and a grid of every offered menu × action (forms).
 */
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { InputHelperText, useDataProvider, useFieldValue, useInput, useTranslate } from 'react-admin';
import { ACTIONS, type Action } from '../../contract/roleMenus.ts';
import { useMenuCatalogue } from '../../auth/menuContext.tsx';
import type { ProfileMenu } from '../../auth/permissions.ts';
import {
  gridFromMenus,
  menusFromGrid,
  setAction,
  toRoleMenuOptions,
  type RoleMenuOption,
} from '../../auth/roleMatrix.ts';
import { LoadError } from '../../components/LoadError.tsx';
import type { PaymentAdminDataProvider } from '../../data/resourceDataProvider.ts';
import { useOptionalDeclaration } from '../declarationContext.tsx';
import { fieldLabel } from '../labels.ts';
import type { DisplayProps, InputProps } from './fieldProps.ts';
import { usePartMessages } from '../../components/partMessages.ts';

function asMenus(value: unknown): ProfileMenu[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (m): m is ProfileMenu =>
      typeof m === 'object' &&
      m !== null &&
      typeof (m as ProfileMenu).menuName === 'string' &&
      typeof (m as ProfileMenu).actions === 'string',
  );
}

const actionKey = (action: Action) => `pa.engine.permission.actions.${action}`;

export function PermissionMatrixDisplay({ field, context }: DisplayProps<'permissionMatrix'>) {
  usePartMessages('records');
  const translate = useTranslate();
  const menus = useMenuCatalogue();
  const grid = gridFromMenus(menus, asMenus(useFieldValue({ source: field.source })));
  const granted = menus.entries.filter((m) => grid[m.key] !== undefined);
  if (context !== 'show') {
    return (
      <Chip size="small" label={translate('pa.engine.permission.count', { smart_count: granted.length })} />
    );
  }
  if (granted.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('pa.engine.permission.none')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={translate('pa.engine.permission.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('pa.engine.permission.menu')}</TableCell>
          <TableCell>{translate('pa.engine.permission.menuEn')}</TableCell>
          <TableCell>{translate('pa.engine.permission.granted')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {granted.map((menu) => (
          <TableRow key={menu.key}>
            <TableCell>{menu.nameTh}</TableCell>
            <TableCell>{menu.nameEn}</TableCell>
            <TableCell>{(grid[menu.key] ?? []).map((a) => translate(actionKey(a))).join(', ')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function useRoleMenuOptions(resource: string | undefined, path: string) {
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const menus = useMenuCatalogue();
  return useQuery({
    queryKey: ['roleMenuList', resource, path],
    queryFn: async ({ signal }) =>
      toRoleMenuOptions(menus, await dataProvider.lookup(resource ?? '', { path, signal })),
    enabled: resource !== undefined,
    staleTime: Infinity,
  });
}

function MatrixRow({
  option,
  granted,
  disabled,
  onChange,
}: {
  option: RoleMenuOption;
  granted: readonly Action[];
  disabled: boolean;
  onChange: (action: Action, on: boolean) => void;
}) {
  const translate = useTranslate();
  const name = option.menuNameEn ? `${option.menuName} (${option.menuNameEn})` : option.menuName;
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Typography variant="body2">{option.menuName}</Typography>
        <Typography variant="caption" color="text.secondary">
          {option.menuNameEn}
        </Typography>
      </TableCell>
      {ACTIONS.map((action) => (
        <TableCell key={action} padding="checkbox" align="center">
          <Checkbox
            size="small"
            checked={granted.includes(action)}
            disabled={disabled}
            onChange={(event) => onChange(action, event.target.checked)}
            slotProps={{
              input: {
                'aria-label': translate('pa.engine.permission.cell', {
                  menu: name,
                  action: translate(actionKey(action)),
                }),
              },
            }}
          />
        </TableCell>
      ))}
      <TableCell>
        {granted.length === 0 && (
          <Typography variant="caption" color="text.secondary">
            N/A
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}

export function PermissionMatrixInput({ field, disabled, validate }: InputProps<'permissionMatrix'>) {
  usePartMessages('records');
  const translate = useTranslate();
  const def = useOptionalDeclaration();
  const { field: input, fieldState, formState } = useInput({ source: field.source, validate });
  const options = useRoleMenuOptions(def?.name, field.menuList);
  const catalogue = useMenuCatalogue();
  const menus = asMenus(input.value);
  const grid = gridFromMenus(catalogue, menus);
  const label = def ? translate(fieldLabel(def, field), { _: field.source }) : field.source;
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);

  const change = (option: RoleMenuOption, action: Action, on: boolean) => {
    input.onChange(menusFromGrid(options.data ?? [], setAction(grid, option.key, action, on)));
    input.onBlur();
  };

  return (
    <FormControl component="fieldset" error={showError} fullWidth sx={{ mt: 1 }}>
      <FormLabel component="legend">{label}</FormLabel>
      {options.isLoading && <LinearProgress sx={{ my: 2 }} aria-label={label} />}
      {options.error && <LoadError error={options.error} onRetry={() => void options.refetch()} />}
      {options.data && (
        // width 0 + minWidth 100%: the grid takes the form's width without widening it (on a phone it
        // scrolls sideways inside its box).
        <TableContainer sx={{ maxHeight: 520, width: 0, minWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" stickyHeader aria-label={label}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('pa.engine.permission.menu')}</TableCell>
                {ACTIONS.map((action) => (
                  <TableCell key={action} align="center">
                    {translate(actionKey(action))}
                  </TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {options.data.map((option) => (
                <MatrixRow
                  key={option.key}
                  option={option}
                  granted={grid[option.key] ?? []}
                  disabled={disabled}
                  onChange={(action, on) => change(option, action, on)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <FormHelperText>
        <InputHelperText
          error={showError ? fieldState.error?.message : undefined}
          helperText={field.helper}
        />
      </FormHelperText>
    </FormControl>
  );
}
