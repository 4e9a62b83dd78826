import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DocumentActions } from './document-actions';
import { DocumentLines, type LineColumn } from './document-lines';
import type { LineField } from './line-fields';
import { StatusChip } from './status-chip';

type Line = { id: number; name: string; quantity: number; cost: number };
const LINES: Line[] = [{ id: 7, name: 'Crema', quantity: 2, cost: 5000 }];
const FIELDS: LineField[] = [
  { name: 'quantity', label: 'Cantidad', kind: 'quantity' },
  { name: 'cost', label: 'Costo', kind: 'money' },
];
const COLUMNS: LineColumn<Line>[] = [
  { key: 'name', header: 'Producto', cell: (line) => line.name },
  { key: 'quantity', header: 'Cantidad', field: 'quantity', cell: (line) => line.quantity },
  { key: 'cost', header: 'Costo', field: 'cost', cell: (line) => line.cost, testId: 'line-cost' },
];
const current = (line: Line) => ({ quantity: String(line.quantity), cost: String(line.cost) });

describe('the shared document page', () => {
  it('shows a status with its declared colour and label, outlined when closed', () => {
    const styles = {
      labelPrefix: 'purchases.statuses',
      colors: { received: 'success' as const },
      outlined: ['cancelled'],
    };
    render(
      <>
        <StatusChip styles={styles} status="received" testId="open" />
        <StatusChip styles={styles} status="cancelled" testId="closed" />
      </>,
    );
    expect(screen.getByTestId('open').textContent).toBe('Recibido');
    expect(screen.getByTestId('open').className).toMatch(/colorSuccess/);
    expect(screen.getByTestId('closed').className).toMatch(/outlined/);
  });

  it('edits a line in place, saving both numbers when a field loses focus and only if one changed', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    render(
      <DocumentLines
        lines={LINES}
        columns={COLUMNS}
        name={(line) => line.name}
        emptyText="Sin líneas"
        inline={{ fields: FIELDS, current, invalidMessage: 'No válido', save }}
      />,
    );
    const quantity = screen.getByRole('textbox', { name: 'Cantidad Crema' });
    fireEvent.blur(quantity);
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.blur(quantity);
    await waitFor(() => expect(save).toHaveBeenCalledWith(LINES[0], { quantity: 3, cost: 5000 }));
  });

  it('removes a line only after asking, and edits one in a dialog', async () => {
    const run = vi.fn().mockResolvedValue(undefined);
    const save = vi.fn().mockResolvedValue(undefined);
    render(
      <DocumentLines
        lines={LINES}
        columns={COLUMNS}
        name={(line) => line.name}
        emptyText="Sin líneas"
        edit={{
          label: (name) => `Editar ${name}`,
          title: (name) => `Editar ${name}`,
          fields: FIELDS,
          current,
          busy: false,
          save,
        }}
        remove={{
          label: (name) => `Quitar ${name}`,
          title: (name) => `¿Quitar ${name} del pedido?`,
          text: 'La línea se elimina.',
          confirm: 'Quitar',
          busy: false,
          run,
        }}
      />,
    );
    expect(screen.getByTestId('line-cost').textContent).toBe('5000');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Crema' }));
    expect(run).not.toHaveBeenCalled();
    const question = screen.getByRole('dialog', { name: '¿Quitar Crema del pedido?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith(LINES[0]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Editar Crema' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Crema' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Cantidad' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(LINES[0], { quantity: 4, cost: 5000 }));
  });

  it('shows only the actions that apply, runs a step at once and asks before one that cannot be undone', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const cancel = vi.fn().mockResolvedValue(undefined);
    const afterwards = vi.fn();
    render(
      <DocumentActions
        actions={[
          { key: 'send', label: 'Enviar', icon: null, run: send, done: 'Enviado' },
          { key: 'hidden', label: 'Pagar', icon: null, show: false, run: send, done: 'Pagado' },
          {
            key: 'cancel',
            label: 'Anular',
            icon: null,
            look: 'danger',
            confirm: {
              title: '¿Anular?',
              text: 'No se deshace.',
              label: 'Sí, anular',
              run: cancel,
              done: 'Anulado',
              afterwards,
            },
          },
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Anular' }));
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sí, anular' }));
    await waitFor(() => expect(afterwards).toHaveBeenCalledTimes(1));
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
