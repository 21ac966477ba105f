/**
 * The stand-in the build gives react-admin's DataTable row for `@mui/material`
 * (vite.config.ts, `raWithoutReplacedDefaults`): the row's other imports are MUI's own, and the expand
 * panel's `Collapse`, which no list of the console uses, fails loudly.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as mui from '@mui/material';
import { describe, expect, it } from 'vitest';
import * as standIn from '../../../src/shims/ra/dataTableRowMui.ts';

const root = join(import.meta.dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('DataTable row stand-in for @mui/material', () => {
  it('passes on the table parts the row renders', () => {
    expect(standIn.TableCell).toBe(mui.TableCell);
    expect(standIn.TableRow).toBe(mui.TableRow);
    expect(standIn.useThemeProps).toBe(mui.useThemeProps);
  });

  it('has what the row imports from MUI, and nothing else', () => {
    const row = readFileSync(
      join(root, 'node_modules', 'ra-ui-materialui', 'dist', 'list', 'datatable', 'DataTableRow.js'),
      'utf8',
    );
    const names = /import \{([^}]*)\} from '@mui\/material';/.exec(row)?.[1];
    expect(
      names
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .sort(),
    ).toEqual(Object.keys(standIn).sort());
  });

  it('fails loudly if an expand panel renders, naming the plugin', () => {
    expect(() => standIn.Collapse()).toThrow(/raWithoutReplacedDefaults/);
  });

  it('is not needed: no list of the console gives a DataTable an expand panel', () => {
    const withExpand = [...sources(join(root, 'src')), ...sources(join(root, 'resources'))]
      .filter((file) => !file.includes(`${join('src', 'shims')}`))
      .filter((file) => /<DataTable\b[^>]*\bexpand[=\s]/s.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(withExpand).toEqual([]);
  });
});
