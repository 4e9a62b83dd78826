import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type SyntheticEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type CloseReason = 'backdropClick' | 'escapeKeyDown';

// Whether an accidental close (Escape, a click outside) closes at once, asks first, or is
// ignored: an Escape an open list inside the form already took (it prevents the default) is
// the list's, never the form's; with something typed, the form asks before discarding it.
export function accidentalClose(
  reason: CloseReason,
  event: { defaultPrevented?: boolean } | null | undefined,
  dirty: boolean,
): 'ignore' | 'ask' | 'close' {
  if (reason === 'escapeKeyDown' && event?.defaultPrevented) {
    return 'ignore';
  }
  return dirty ? 'ask' : 'close';
}

// Whether a form kept in plain state holds anything typed since it opened: its values now
// against the values it opened with (for react-hook-form, formState.isDirty says the same).
export function useChanged(values: unknown): boolean {
  const [initial] = useState(() => JSON.stringify(values));
  return JSON.stringify(values) !== initial;
}

type Props = Omit<DialogProps, 'open' | 'onClose'> & {
  open?: boolean;
  // Something typed that a close would lose.
  dirty: boolean;
  onClose: () => void;
};

// Every form dialog: MUI's Dialog whose Escape and click outside ask "¿Descartar lo escrito?"
// when the form holds typed data (Seguir editando keeps it), and close at once when it does not.
// The form's own Cancel button is a deliberate close and calls onClose directly.
export function FormDialog({ open = true, dirty, onClose, children, ...props }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const close = (event: object, reason: CloseReason) => {
    const decision = accidentalClose(reason, event as SyntheticEvent, dirty);
    if (decision === 'ask') {
      setAsking(true);
    } else if (decision === 'close') {
      onClose();
    }
  };
  return (
    <>
      <Dialog {...props} open={open} onClose={close}>
        {children}
      </Dialog>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        maxWidth="xs"
        aria-labelledby={titleId}
        data-testid="discard-dialog"
        // A question, not a form: a card in the middle of a phone too, over the form it keeps
        // (every other dialog fills the phone, decision 022).
        slotProps={{
          paper: {
            sx: {
              m: { xs: 2 },
              height: { xs: 'auto' },
              borderRadius: { xs: 2 },
              width: { xs: 'calc(100% - 32px)' },
            },
          },
        }}
      >
        <DialogTitle id={titleId}>{t('common.discardTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('common.discardText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} autoFocus>
            {t('common.keepEditing')}
          </Button>
          <Button
            color="error"
            onClick={() => {
              setAsking(false);
              onClose();
            }}
          >
            {t('common.discard')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
