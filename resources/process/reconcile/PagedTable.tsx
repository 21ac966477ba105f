/**
 * A plain table paged in the browser: the reconcile answers hold up to a few thousand lines, all
 * already loaded, so paging them needs no further call.
 */
import { useState, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export interface PagedColumn<T> {
  /** i18n key of the header. */
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

export interface PagedTableProps<T> {
  rows: readonly T[];
  columns: readonly PagedColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Accessible name of the table. */
  label: string;
  /** i18n key shown when there are no rows. */
  empty: string;
  pageSizes?: readonly number[];
}

export function PagedTable<T>({
  rows,
  columns,
  rowKey,
  label,
  empty,
  pageSizes = [10, 25, 100],
}: PagedTableProps<T>) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(pageSizes[0]);
  const lastPage = Math.max(0, Math.ceil(rows.length / perPage) - 1);
  const current = Math.min(page, lastPage);
  const shown = rows.slice(current * perPage, current * perPage + perPage);

  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {translate(empty)}
      </Typography>
    );
  }
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {translate(column.label)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.label} align={column.align}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > pageSizes[0] && (
        <TablePagination
          component="div"
          count={rows.length}
          page={current}
          rowsPerPage={perPage}
          rowsPerPageOptions={[...pageSizes]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
        />
      )}
    </>
  );
}
