import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListParams } from './api/catalog-keys';
import { FilterSelect } from './list-filters';
import { ListPage } from './list-page';
import { useListQuery } from './use-list-query';

const state = vi.hoisted(() => ({ permissions: new Set<string>() }));
vi.mock('../session/current-user', () => ({
  useCurrentUser: () => ({ data: { permissions: state.permissions } }),
}));

type Row = { id: number; name: string };
const ROWS: Row[] = [
  { id: 1, name: 'Ana' },
  { id: 2, name: 'Bea' },
];

// A page as a feature declares one: its rows answer whatever the list asks (asked is kept).
function Page({ asked, rows = ROWS }: { asked: ListParams[]; rows?: Row[] }) {
  const query = useListQuery('name');
  const [kind, setKind] = useState<number | null>(null);
  asked.push(query.params);
  return (
    <ListPage
      module="things"
      title="Cosas"
      newItem={{ label: 'Nueva cosa', testId: 'new-thing' }}
      query={query}
      searchPlaceholder="Buscar cosa"
      filters={
        <FilterSelect
          label="Tipo"
          value={kind}
          onChange={query.refilter(setKind)}
          options={[{ value: 1, label: 'Uno' }]}
        />
      }
      list={{ data: { data: rows, meta: { filter_count: 60 } }, isFetching: false, isLoading: false }}
      table={{
        testId: 'thing-table',
        columns: [{ key: 'name', label: 'Nombre', sort: 'name', cell: (row) => row.name }],
        empty: 'No hay cosas.',
      }}
      name={(row) => row.name}
      form={(row, close) => (
        <button type="button" onClick={close}>{`Formulario ${row?.name ?? 'nuevo'}`}</button>
      )}
      remove={(row, close, canDeactivate) => (
        <button type="button" onClick={close}>{`Borrar ${row.name} ${canDeactivate}`}</button>
      )}
    />
  );
}

function Search() {
  return (
    <>
      <output data-testid="url">{useLocation().search}</output>
      <Link to="/things?q=eva">Buscar Eva</Link>
    </>
  );
}

const open = (url: string, asked: ListParams[] = [], rows?: Row[]) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Page asked={asked} rows={rows} />
      <Search />
    </MemoryRouter>,
  );

beforeEach(() => {
  state.permissions = new Set();
});

describe('the one catalogue list', () => {
  it('reads its search from the URL and writes what is typed back into it', async () => {
    const asked: ListParams[] = [];
    open('/things?q=ana&tab=2', asked);
    expect(screen.getByRole('textbox', { name: 'Buscar cosa' })).toHaveProperty('value', 'ana');
    expect(asked[0]).toEqual({ search: 'ana', sort: 'name', page: 0, pageSize: 25 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar cosa' }), { target: { value: ' bea ' } });
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?q=bea&tab=2'));
    expect(asked.at(-1)?.search).toBe('bea');
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar cosa' }), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?tab=2'));
  });

  it('reads a search a link brings (not one it wrote) back into the box', async () => {
    const asked: ListParams[] = [];
    open('/things?q=ana', asked);
    fireEvent.click(screen.getByRole('link', { name: 'Buscar Eva' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Buscar cosa' })).toHaveProperty('value', 'eva'),
    );
    await waitFor(() => expect(asked.at(-1)?.search).toBe('eva'));
    expect(screen.getByTestId('url').textContent).toBe('?q=eva');
  });

  it('goes back to the first page on a new search, sort or filter', async () => {
    const asked: ListParams[] = [];
    open('/things', asked);
    fireEvent.click(screen.getByRole('button', { name: /next page|siguiente/i }));
    expect(asked.at(-1)?.page).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(asked.at(-1)).toMatchObject({ sort: '-name', page: 0 });
    fireEvent.click(screen.getByRole('button', { name: /next page|siguiente/i }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Uno' }));
    expect(asked.at(-1)?.page).toBe(0);
  });

  it('offers "Nuevo", edit and delete only to a role that allows each', () => {
    open('/things');
    expect(screen.queryByTestId('new-thing')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar Ana' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar Ana' })).toBeNull();
    expect(within(screen.getByTestId('thing-table')).getAllByRole('row')).toHaveLength(3);
  });

  it("opens the feature's form and delete dialog, telling it whether deactivating is allowed", () => {
    state.permissions = new Set(['things:create', 'things:update', 'things:delete']);
    open('/things');
    fireEvent.click(screen.getByTestId('new-thing'));
    fireEvent.click(screen.getByRole('button', { name: 'Formulario nuevo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Editar Bea' }));
    expect(screen.getByRole('button', { name: 'Formulario Bea' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Ana' }));
    expect(screen.getByRole('button', { name: 'Borrar Ana true' })).toBeTruthy();

    state.permissions = new Set(['things:delete']);
    open('/other');
    fireEvent.click(screen.getAllByRole('button', { name: 'Eliminar Ana' }).at(-1)!);
    expect(screen.getByRole('button', { name: 'Borrar Ana false' })).toBeTruthy();
  });

  it('says so when nothing matches', () => {
    open('/things', [], []);
    expect(within(screen.getByTestId('thing-table')).getByText('No hay cosas.')).toBeTruthy();
  });
});
