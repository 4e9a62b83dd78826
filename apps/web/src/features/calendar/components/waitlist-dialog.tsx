import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatDate, formatDuration } from '@sari/domain/dates';
import { formatTime12h } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { useBookFromWaitlist } from '../api/book-from-waitlist';
import { type FreedSlot, useWaitlistMatches } from '../api/get-waitlist-matches';

// After a cancellation or a move: the waiting clients who fit the freed slot, booked in one
// click. Shown only when someone matches.
export function WaitlistDialog({ slot, onClose }: { slot: FreedSlot; onClose: () => void }) {
  const { t } = useTranslation();
  const matches = useWaitlistMatches(slot).data ?? [];
  const book = useBookFromWaitlist();
  if (matches.length === 0) {
    return null;
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="waitlist-title">
      <DialogTitle id="waitlist-title">
        {t('calendar.waitlistTitle')}: {formatDate(slot.date)} {formatTime12h(slot.start)}
      </DialogTitle>
      <DialogContent dividers>
        <List dense data-testid="waitlist-matches">
          {matches.map((match) => (
            <ListItem
              key={match.id}
              secondaryAction={
                <Button
                  variant="contained"
                  size="small"
                  disabled={book.isPending}
                  onClick={() =>
                    book.mutate(
                      {
                        id: match.id,
                        date: slot.date,
                        time: match.time_from > slot.start ? match.time_from.slice(0, 5) : slot.start,
                        specialist_id: match.specialist_id ?? slot.specialistId,
                      },
                      {
                        onSuccess: () => {
                          pushAlert(t('calendar.waitlistBooked'), 'success');
                          onClose();
                        },
                        onError: (error) => handleHttpError(error),
                      },
                    )
                  }
                >
                  {t('calendar.bookWaitlist')}
                </Button>
              }
            >
              <ListItemText
                primary={`${match.client_name} · ${match.service_name} · ${formatDuration(match.duration)}`}
                secondary={[match.phone, match.notes].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
