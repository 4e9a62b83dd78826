import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DEFAULT_FILL } from '@sari/domain/color';
import { RESERVATION_STATUSES } from '@sari/domain/reservation-status';
import { useTranslation } from 'react-i18next';
import type { DayRow } from '../../api/calendar-keys';
import { MUTED_FILL, STATUS_LOOK } from '../../layout';

// A card's status menu: every status with its look, the current one selected.
export function StatusMenu({
  menu,
  canChange,
  onClose,
  onChange,
}: {
  menu: { row: DayRow; anchor: HTMLElement } | null;
  canChange: boolean;
  onClose: () => void;
  onChange: (row: DayRow, status: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      anchorEl={menu?.anchor}
      open={menu !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('calendar.changeStatus') } }}
    >
      {RESERVATION_STATUSES.map((status) => (
        <MenuItem
          key={status}
          selected={menu?.row.service_reservation_id.status === status}
          disabled={!canChange}
          onClick={() => {
            const row = menu?.row;
            onClose();
            if (row && row.service_reservation_id.status !== status) {
              onChange(row, status);
            }
          }}
        >
          <ListItemIcon>
            <Box
              sx={{
                width: 16,
                height: 16,
                borderRadius: 0.5,
                bgcolor: STATUS_LOOK[status].muted ? MUTED_FILL : 'primary.main',
                border: `2px ${STATUS_LOOK[status].border} ${STATUS_LOOK[status].muted ? DEFAULT_FILL : 'rgba(0,0,0,0.5)'}`,
              }}
            />
          </ListItemIcon>
          {t(`status.${status}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
