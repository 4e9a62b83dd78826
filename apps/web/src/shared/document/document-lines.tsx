import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { handleHttpError } from '../alerts/http-error';
import { EmptyRow } from '../ui/list-parts';
import { ConfirmDialog } from './confirm-dialog';
import { EditLineDialog } from './edit-line-dialog';
import { type InlineEdit, useInlineLine } from './inline-line';
import type { LineField, LineValues } from './line-fields';

const WIDE = { xs: 'none', sm: 'table-cell' };

// One column of a document's lines. A column with a field is an input while the lines are
// edited in place; a wide column is hidden on a phone.
export type LineColumn<L> = {
  key: string;
  header: string;
  cell: (line: L) => ReactNode;
  align?: 'right';
  wide?: boolean;
  strong?: boolean;
  testId?: string;
  field?: string;
};

type Line = { id: number };

export type DocumentLinesProps<L extends Line> = {
  lines: L[];
  columns: LineColumn<L>[];
  // The line's product, named by its inputs, buttons and questions.
  name: (line: L) => string;
  emptyText: string;
  rowTestId?: (line: L) => string;
  // The add-line row, above the table, when lines can be added.
  add?: ReactNode;
  inline?: InlineEdit<L>;
  edit?: {
    label: (name: string) => string;
    title: (name: string) => string;
    fields: LineField[];
    current: (line: L) => Record<string, string>;
    busy: boolean;
    save: (line: L, values: LineValues) => Promise<unknown>;
  };
  remove?: {
    label: (name: string) => string;
    title: (name: string) => string;
    text: string;
    confirm: string;
    busy: boolean;
    run: (line: L) => Promise<unknown>;
  };
};

function LineRow<L extends Line>({
  line,
  props,
  phone,
  onEdit,
  onRemove,
}: {
  line: L;
  props: DocumentLinesProps<L>;
  // On a phone a line's buttons sit under its product, not in a column beyond the screen.
  phone: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { columns, inline, edit, remove } = props;
  const name = props.name(line);
  const input = useInlineLine(inline, line, name);
  const buttons = (edit || remove) && (
    <>
      {edit && (
        <IconButton aria-label={edit.label(name)} onClick={onEdit}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      )}
      {remove && (
        <IconButton aria-label={remove.label(name)} onClick={onRemove}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </>
  );
  return (
    <TableRow data-testid={props.rowTestId?.(line)}>
      {columns.map((column, index) => (
        <TableCell
          key={column.key}
          align={column.align}
          data-testid={column.testId}
          sx={{ display: column.wide ? WIDE : undefined, fontWeight: column.strong ? 600 : undefined }}
        >
          {inline && column.field ? input(column.field) : column.cell(line)}
          {phone && index === 0 && buttons && <Box sx={{ ml: -1 }}>{buttons}</Box>}
        </TableCell>
      ))}
      {!phone && buttons && (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {buttons}
        </TableCell>
      )}
    </TableRow>
  );
}

// A document's lines: the add-line row, the table (edited in place or line by line in a
// dialog), and removing a line after asking.
export function DocumentLines<L extends Line>(props: DocumentLinesProps<L>) {
  const { lines, columns, inline, edit, remove } = props;
  const [editing, setEditing] = useState<L | null>(null);
  const [removing, setRemoving] = useState<L | null>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const buttons = Boolean(edit || remove) && !phone;
  const rowKey = (line: L) => (inline ? `${line.id}-${JSON.stringify(inline.current(line))}` : line.id);
  return (
    <Box>
      {props.add}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="order-lines">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={{ display: column.wide ? WIDE : undefined }}
                >
                  {column.header}
                </TableCell>
              ))}
              {buttons && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <LineRow
                key={rowKey(line)}
                line={line}
                props={props}
                phone={phone}
                onEdit={() => setEditing(line)}
                onRemove={() => setRemoving(line)}
              />
            ))}
            {lines.length === 0 && <EmptyRow colSpan={columns.length + 1} text={props.emptyText} />}
          </TableBody>
        </Table>
      </Box>
      {edit && editing && (
        <EditLineDialog
          title={edit.title(props.name(editing))}
          fields={edit.fields}
          current={edit.current(editing)}
          busy={edit.busy}
          onSave={(values) => edit.save(editing, values)}
          onClose={() => setEditing(null)}
        />
      )}
      {remove && removing && (
        <ConfirmDialog
          title={remove.title(props.name(removing))}
          text={remove.text}
          confirmLabel={remove.confirm}
          busy={remove.busy}
          onConfirm={() =>
            remove
              .run(removing)
              .then(() => setRemoving(null))
              .catch(handleHttpError)
          }
          onClose={() => setRemoving(null)}
        />
      )}
    </Box>
  );
}
