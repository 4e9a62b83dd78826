import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { accidentalClose, FormDialog, useChanged } from './form-dialog';

function Form({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState('a');
  const [client, setClient] = useState<string | null>(null);
  const dirty = useChanged([name, kind, client]);
  return (
    <FormDialog dirty={dirty} onClose={onClose} aria-label="Nuevo servicio">
      <TextField label="Nombre" value={name} onChange={(event) => setName(event.target.value)} />
      <TextField select label="Tipo" value={kind} onChange={(event) => setKind(event.target.value)}>
        <MenuItem value="a">Uno</MenuItem>
        <MenuItem value="b">Dos</MenuItem>
      </TextField>
      <Autocomplete
        options={['Laura Mora', 'Pedro Paz']}
        value={client}
        onChange={(_, value) => setClient(value)}
        renderInput={(props) => <TextField {...props} label="Cliente" />}
      />
    </FormDialog>
  );
}

const pressEscape = (element: Element) => fireEvent.keyDown(element, { key: 'Escape', code: 'Escape' });

describe('a form dialog closed by accident', () => {
  it('closes at once while nothing is typed', () => {
    const onClose = vi.fn();
    render(<Form onClose={onClose} />);
    pressEscape(screen.getByLabelText('Nombre'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before discarding what was typed: Seguir editando keeps it, Descartar closes', async () => {
    const onClose = vi.fn();
    render(<Form onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Corte' } });
    pressEscape(screen.getByLabelText('Nombre'));
    expect(onClose).not.toHaveBeenCalled();
    expect(await screen.findByText('¿Descartar lo escrito?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByText('¿Descartar lo escrito?')).toBeNull());
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Corte');

    pressEscape(screen.getByLabelText('Nombre'));
    fireEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves an Escape on an open list to the list', async () => {
    const onClose = vi.fn();
    render(<Form onClose={onClose} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo' }));
    const list = await screen.findByRole('listbox');
    pressEscape(list);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nombre')).toBeTruthy();
  });

  it("leaves an Escape on an open autocomplete's list to the list", async () => {
    const onClose = vi.fn();
    render(<Form onClose={onClose} />);
    const input = screen.getByRole('combobox', { name: 'Cliente' });
    fireEvent.mouseDown(input);
    expect(await screen.findByRole('listbox')).toBeTruthy();
    pressEscape(input);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('¿Descartar lo escrito?')).toBeNull();
  });

  it('a choice made from a list counts as typed; undoing it does not', async () => {
    const onClose = vi.fn();
    render(<Form onClose={onClose} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dos' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    pressEscape(screen.getByLabelText('Nombre'));
    fireEvent.click(await screen.findByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByText('¿Descartar lo escrito?')).toBeNull());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Uno' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    pressEscape(screen.getByLabelText('Nombre'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('decides by the reason, the event and what is typed', () => {
    expect(accidentalClose('escapeKeyDown', { defaultPrevented: true }, true)).toBe('ignore');
    expect(accidentalClose('escapeKeyDown', { defaultPrevented: false }, true)).toBe('ask');
    expect(accidentalClose('backdropClick', { defaultPrevented: true }, true)).toBe('ask');
    expect(accidentalClose('backdropClick', null, false)).toBe('close');
  });
});
