import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EMAIL_PATTERN } from '@sari/domain/client-rules';
import { parseMoney } from '@sari/domain/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useChanged } from '../../../shared/ui/form-dialog';
import type { GiftCardDetails } from '../checkout-cart';

export const GIFT_CARD_MIN = 1_000;
export const GIFT_CARD_MAX = 50_000_000;

// What a gift card line says wrong, field by field (the contract's limits, decision 050).
export function giftCardProblems(
  values: { amount: string; recipientEmail: string },
  t: (key: string) => string,
) {
  const amount = values.amount.trim() === '' ? null : parseMoney(values.amount);
  const email = values.recipientEmail.trim();
  return {
    amount:
      amount === null
        ? t('sales.pesosInvalid')
        : amount < GIFT_CARD_MIN
          ? t('wallet.amountTooLow')
          : amount > GIFT_CARD_MAX
            ? t('wallet.amountTooHigh')
            : null,
    recipientEmail: email !== '' && !EMAIL_PATTERN.test(email) ? t('wallet.recipientEmailInvalid') : null,
  };
}

// A gift card for the cart: its amount and, if the buyer wants, who receives it and a message.
export function GiftCardLineDialog({
  initial,
  onSave,
  onClose,
}: {
  initial?: GiftCardDetails;
  onSave: (details: GiftCardDetails) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [values, setValues] = useState({
    amount: initial ? String(initial.amount) : '',
    recipientName: initial?.recipientName ?? '',
    recipientEmail: initial?.recipientEmail ?? '',
    message: initial?.message ?? '',
  });
  const [tried, setTried] = useState(false);
  const dirty = useChanged(values);
  const problems = giftCardProblems(values, t);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });
  const save = () => {
    setTried(true);
    if (problems.amount || problems.recipientEmail) {
      return;
    }
    onSave({ ...values, amount: parseMoney(values.amount)! });
  };
  const show = (problem: string | null) => (tried ? problem : null);
  return (
    <FormDialog dirty={dirty} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {initial ? t('wallet.editGiftCard') : t('wallet.giftCardDialog')}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          noValidate
        >
          <TextField
            label={t('wallet.amount')}
            value={values.amount}
            onChange={set('amount')}
            required
            autoFocus
            error={Boolean(show(problems.amount))}
            helperText={show(problems.amount) ?? t('wallet.amountHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label={t('wallet.recipientName')}
            value={values.recipientName}
            onChange={set('recipientName')}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            label={t('wallet.recipientEmail')}
            type="email"
            value={values.recipientEmail}
            onChange={set('recipientEmail')}
            error={Boolean(show(problems.recipientEmail))}
            helperText={show(problems.recipientEmail)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={t('wallet.message')}
            value={values.message}
            onChange={set('message')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" type="submit" form={`${titleId}-form`} data-testid="gift-card-save">
          {initial ? t('wallet.saveChanges') : t('wallet.addToCart')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
