/**
 * The stand-ins the build gives react-admin for parts the console never shows (build/libraryEdges.ts;
 * src/shims/ra/): a default the console always replaces fails loudly if it renders, a part behind a
 * control the console does not offer renders nothing, and the source shows neither is needed.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as mui from '@mui/material';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import * as standIn from '../../../src/shims/ra/dataTableRowMui.ts';
import * as replaced from '../../../src/shims/ra/replacedDefaults.ts';

const root = join(import.meta.dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Files of src/ (but the stand-ins) and resources/ whose text matches. */
function sourcesMatching(pattern: RegExp): string[] {
  return [...sources(join(root, 'src')), ...sources(join(root, 'resources'))]
    .filter((file) => !file.includes(join('src', 'shims')))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
}

describe('react-admin defaults the console always replaces', () => {
  it.each(['ListActions', 'Empty'] as const)('%s fails loudly, naming the table', (name) => {
    expect(() => replaced[name]()).toThrow(/build\/libraryEdges\.ts/);
  });
});

describe('react-admin parts behind a control the console does not offer', () => {
  it('ColumnsSelectorItem renders nothing', () => {
    const Part = replaced.ColumnsSelectorItem;
    expect(render(<Part />).container.childElementCount).toBe(0);
  });

  it('is not needed: the console shows no column chooser button and no inspector button', () => {
    expect(sourcesMatching(/\b(ColumnsButton|SelectColumnsButton|InspectorButton)\b/)).toEqual([]);
  });
});

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

  it('fails loudly if an expand panel renders, naming the table', () => {
    expect(() => standIn.Collapse()).toThrow(/build\/libraryEdges\.ts/);
  });

  it('is not needed: no list of the console gives a DataTable an expand panel', () => {
    expect(sourcesMatching(/<DataTable\b[^>]*\bexpand[=\s]/s)).toEqual([]);
  });
});
