import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatDate } from '@sari/domain/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { InactiveChip, RowLink } from '../../../shared/crud/list-cells';
import { FilterSelect, InactiveSwitch } from '../../../shared/crud/list-filters';
import { ListPage } from '../../../shared/crud/list-page';
import type { ListColumn } from '../../../shared/crud/list-table';
import { useListQuery } from '../../../shared/crud/use-list-query';
import { useCurrentUser } from '../../../shared/session/current-user';
import { PhoneLink } from '../../../shared/ui/phone-link';
import type { Client } from '../api/client-keys';
import { downloadClientsCsv } from '../api/export-clients';
import { useClientTags } from '../api/get-client-tags';
import { COUNT_LIMIT, useClients } from '../api/get-clients';
import { ClientFormDialog } from './client-form-dialog';
import { DeleteClientDialog } from './delete-client-dialog';
import { ImportClientsDialog } from './import-clients-dialog';

type T = (key: string) => string;

// "Nombre" sorts by last name, then first name (get-clients.ts).
const columns = (t: T): ListColumn<Client>[] => [
  {
    key: 'name',
    label: t('clients.name'),
    sort: 'name',
    cell: (client) => (
      <>
        <RowLink to={`/client/detail/${client.id}`}>
          {`${client.first_name} ${client.last_name ?? ''}`.trim()}
        </RowLink>
        <InactiveChip inactive={!client.is_active} />
      </>
    ),
  },
  {
    key: 'phone',
    label: t('clients.phone'),
    sort: 'phone',
    cell: (client) => <PhoneLink phone={client.phone} whatsappText={`Hola ${client.first_name}`} />,
  },
  { key: 'email', label: t('clients.email'), sort: 'email', from: 'md', cell: (client) => client.email },
  {
    key: 'since',
    label: t('clients.since'),
    sort: 'date_created',
    from: 'md',
    cell: (client) => formatDate(client.date_created),
  },
];

export function ClientListPage() {
  const { t } = useTranslation();
  const canCreate = useCurrentUser().data?.permissions.has('clients:create') ?? false;
  const query = useListQuery('name');
  const [showInactive, setShowInactive] = useState(false);
  const [tagId, setTagId] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const tags = useClientTags().data ?? [];
  const clients = useClients({ ...query.params, showInactive, tagId });
  const capped = clients.data?.meta?.filter_count_capped === true;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadClientsCsv(showInactive);
    } catch (error) {
      handleHttpError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <ListPage
      module="clients"
      title={t('clients.title')}
      // Two secondary actions side by side, even on a phone.
      actions={
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            sx={{ flex: { xs: 1, sm: 'none' } }}
            disabled={exporting}
            onClick={exportCsv}
          >
            {t('clients.export')}
          </Button>
          {canCreate && (
            <Button
              variant="outlined"
              startIcon={<UploadIcon />}
              sx={{ flex: { xs: 1, sm: 'none' } }}
              onClick={() => setImporting(true)}
              data-testid="import-clients"
            >
              {t('clients.import')}
            </Button>
          )}
        </Stack>
      }
      newItem={{ label: t('clients.new'), testId: 'new-client' }}
      query={query}
      searchPlaceholder={t('clients.searchPlaceholder')}
      filters={
        <>
          <FilterSelect
            label={t('clients.tags')}
            value={tagId}
            onChange={query.refilter(setTagId)}
            options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
          />
          <InactiveSwitch checked={showInactive} onChange={query.refilter(setShowInactive)} />
        </>
      }
      list={clients}
      table={{ testId: 'client-table', columns: columns(t), empty: t('clients.empty') }}
      name={(client) => `${client.first_name} ${client.last_name ?? ''}`.trim()}
      rowLabels={{ edit: t('clients.edit'), delete: t('clients.delete') }}
      labelDisplayedRows={({ from, to, count }) =>
        capped
          ? t('clients.displayedCapped', { from, to, limit: COUNT_LIMIT.toLocaleString('es-CO') })
          : t('clients.displayed', { from, to, count })
      }
      form={(client, close) => <ClientFormDialog open client={client} onClose={close} />}
      remove={(client, close, canUpdate) => (
        <DeleteClientDialog client={client} canUpdate={canUpdate} onClose={close} />
      )}
    >
      {importing && <ImportClientsDialog onClose={() => setImporting(false)} />}
    </ListPage>
  );
}
