import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { giftCardCode } from '@sari/contracts/sales';
import { formatMoney } from '@sari/domain/money';
import { defaultCardTake, instrumentState } from '@sari/domain/wallet';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorMessage } from '../../../shared/alerts/http-error';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type CheckoutInstrument, useCheckoutWallet } from '../api/get-client-wallet';
import { useGiftCardLookup } from '../api/lookup-gift-card';
import { amountOf, type GiftCardRow, rowKey } from '../payment-rows';
import { GiftCardChoice, GiftCardFacts } from './gift-card-facts';

// Pay part of the sale with a gift card (decision 050): typed by its code (looked up, what is
// left and until when, or the server's refusal) or picked from the client's wallet, with the
// amount to take: by default all it holds or what is still open, whichever is less.
export function GiftCardPaymentDialog({
  clientId,
  open: openAmount,
  taken,
  onAdd,
  onClose,
}: {
  clientId: number | null;
  // What gift cards may still pay of this sale.
  open: number;
  // Cards already among the payments.
  taken: GiftCardRow[];
  onAdd: (row: GiftCardRow) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const wallet = useCheckoutWallet(clientId);
  const usable = (wallet.data ?? []).filter((card) => instrumentState(card) === 'activa');
  const [mode, setMode] = useState<'code' | 'wallet'>(clientId ? 'wallet' : 'code');
  const [codeText, setCodeText] = useState('');
  const parsed = giftCardCode.safeParse(codeText);
  const lookup = useGiftCardLookup(parsed.success ? parsed.data : null);
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [amountText, setAmountText] = useState<string | null>(null);

  const card: CheckoutInstrument | undefined =
    mode === 'code' ? (parsed.success ? lookup.data : undefined) : usable.find((c) => c.id === pickedId);
  const cardUsable = card ? instrumentState(card) === 'activa' : false;
  const already = card ? taken.some((row) => row.cardId === card.id) : false;
  const text = amountText ?? (card ? String(defaultCardTake(card.left, openAmount)) : '');
  const amount = amountOf(text);
  const amountProblem = !card
    ? null
    : amount === null
      ? t('sales.pesosInvalid')
      : amount <= 0
        ? t('wallet.amountZero')
        : amount > card.left
          ? t('wallet.amountTooMuch', { amount: formatMoney(card.left) })
          : null;
  const ready = card && cardUsable && !already && !amountProblem;

  const use = () => {
    if (!ready || !card) {
      return;
    }
    onAdd({
      key: rowKey(),
      cardId: card.id,
      code: mode === 'code' && parsed.success ? parsed.data : null,
      instrumentId: mode === 'wallet' ? card.id : null,
      codeEnd: card.code_end ?? '',
      left: card.left,
      expiresOn: card.expires_on,
      text,
    });
  };

  return (
    <FormDialog dirty={false} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('wallet.payTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} data-testid="gift-card-payment">
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            value={mode}
            onChange={(_, value: 'code' | 'wallet' | null) => {
              if (value) {
                setMode(value);
                setAmountText(null);
              }
            }}
          >
            <ToggleButton value="wallet">{t('wallet.fromWallet')}</ToggleButton>
            <ToggleButton value="code">{t('wallet.byCode')}</ToggleButton>
          </ToggleButtonGroup>
          {mode === 'code' ? (
            <>
              <TextField
                label={t('wallet.codeField')}
                value={codeText}
                onChange={(event) => {
                  setCodeText(event.target.value);
                  setAmountText(null);
                }}
                autoFocus
                helperText={
                  codeText.replace(/[\s-]/g, '').length >= 16 || parsed.success
                    ? undefined
                    : t('wallet.codeHelp')
                }
                error={codeText.replace(/[\s-]/g, '').length > 16}
                slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } }}
              />
              {parsed.success && lookup.isFetching && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <CircularProgress size={18} />
                  <Typography color="text.secondary">{t('wallet.looking')}</Typography>
                </Stack>
              )}
              {parsed.success && lookup.isError && (
                <Alert severity="error" data-testid="gift-card-refusal">
                  {httpErrorMessage(lookup.error)}
                </Alert>
              )}
              {!parsed.success && codeText.replace(/[\s-]/g, '').length > 16 && (
                <Alert severity="error" data-testid="gift-card-refusal">
                  {parsed.error.issues[0]?.message}
                </Alert>
              )}
              {card && <GiftCardFacts card={card} />}
            </>
          ) : !clientId ? (
            <Alert severity="info">{t('wallet.noWallet')}</Alert>
          ) : wallet.isLoading ? (
            <CircularProgress size={24} />
          ) : usable.length === 0 ? (
            <Alert severity="info" data-testid="wallet-none">
              {t('wallet.walletEmpty')}
            </Alert>
          ) : (
            <GiftCardChoice
              cards={usable}
              picked={pickedId}
              onPick={(id) => {
                setPickedId(id);
                setAmountText(null);
              }}
            />
          )}
          {card && !cardUsable && (
            <Alert severity="warning">
              {t('wallet.notUsable', { reason: t(`wallet.statuses.${instrumentState(card)}`).toLowerCase() })}
            </Alert>
          )}
          {already && <Alert severity="info">{t('wallet.alreadyAdded')}</Alert>}
          {card && cardUsable && (
            <TextField
              label={t('wallet.amountToTake')}
              value={text}
              onChange={(event) => setAmountText(event.target.value)}
              error={Boolean(amountProblem)}
              helperText={amountProblem ?? t('wallet.amountToTakeHelp', { amount: formatMoney(card.left) })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={use} disabled={!ready} data-testid="gift-card-use">
          {t('wallet.use')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
