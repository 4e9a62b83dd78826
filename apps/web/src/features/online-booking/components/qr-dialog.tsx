import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The QR code of a booking link, drawn in the browser by `qrcode` (loaded only when asked).
export function QrDialog({
  link,
  name,
  onClose,
}: {
  link: string | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    setImage(null);
    if (!link) {
      return;
    }
    let live = true;
    void import('qrcode').then((QRCode) =>
      QRCode.toDataURL(link, { width: 512, margin: 2, color: { dark: '#3E1A59', light: '#FFFFFF' } }).then(
        (url) => live && setImage(url),
      ),
    );
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <Dialog open={link !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('onlineBooking.qrTitle', { name })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 280 }}>
          {image ? (
            <Box
              component="img"
              src={image}
              alt={t('onlineBooking.qr')}
              data-testid="qr-image"
              sx={{ width: '100%', maxWidth: 280 }}
            />
          ) : (
            <CircularProgress />
          )}
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ wordBreak: 'break-all', textAlign: 'center' }}
        >
          {link}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, textAlign: 'center' }}>
          {t('onlineBooking.qrHelp')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        {image && (
          <Button
            variant="contained"
            component="a"
            href={image}
            download={`reservas-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`}
          >
            {t('onlineBooking.downloadQr')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
