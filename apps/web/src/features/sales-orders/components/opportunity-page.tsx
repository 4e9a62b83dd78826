import AddIcon from '@mui/icons-material/Add';
import TableRowsIcon from '@mui/icons-material/TableRowsOutlined';
import ViewKanbanIcon from '@mui/icons-material/ViewKanbanOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { ListHeader, SearchField } from '../../../shared/ui/list-parts';
import { OpportunityBoard } from './opportunity-board';
import { OpportunityFormDialog } from './opportunity-form-dialog';
import { OpportunityTable } from './opportunity-table';
import { SalesHeader } from './sales-header';
import { useOpportunityPage } from './use-opportunity-page';

// Oportunidades (salons): a board with one column per state, cards dragged between them (or
// moved with their status select), and a list with server sort and pages.
export function OpportunityPage() {
  const { t } = useTranslation();
  const state = useOpportunityPage();
  const { editing } = state;

  return (
    <Box>
      <SalesHeader />
      <ListHeader
        title={t('salesOrders.opportunities')}
        help={t('salesOrders.opportunitiesHelp')}
        variant="h2"
      >
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={state.view}
            onChange={(_, next) => next && state.setView(next)}
            aria-label={t('salesOrders.view')}
          >
            <ToggleButton value="board" aria-label={t('salesOrders.board')}>
              <ViewKanbanIcon fontSize="small" sx={{ mr: 0.5 }} />
              {t('salesOrders.board')}
            </ToggleButton>
            <ToggleButton value="list" aria-label={t('salesOrders.list')}>
              <TableRowsIcon fontSize="small" sx={{ mr: 0.5 }} />
              {t('salesOrders.list')}
            </ToggleButton>
          </ToggleButtonGroup>
          {state.permissions.has('sales:create') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => state.setEditing('new')}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('salesOrders.newOpportunity')}
            </Button>
          )}
        </Stack>
      </ListHeader>
      <Box sx={{ mb: 2 }}>
        <SearchField
          value={state.searchText}
          onChange={(value) => {
            state.setSearchText(value);
            state.setPage(0);
          }}
          placeholder={t('salesOrders.searchOpportunity')}
          fullWidth
        />
      </Box>
      {state.list.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {state.board ? <OpportunityBoard state={state} /> : <OpportunityTable state={state} />}
      {editing && (
        <OpportunityFormDialog
          opportunity={editing === 'new' ? undefined : editing}
          defaultSiteId={state.siteId}
          onClose={() => state.setEditing(null)}
        />
      )}
    </Box>
  );
}
