import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../shared/alerts/alert-store';
import { handleHttpError } from '../../../shared/alerts/http-error';
import { HttpError } from '../../../shared/api/http';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type ImportProblem, useImportClients } from '../api/import-clients';

const MAX_FILE_BYTES = 900 * 1024;

// Upload a CSV: the server imports every row or none and names each bad row by its line.
export function ImportClientsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const importClients = useImportClients();
  const [file, setFile] = useState<File | null>(null);
  const [skipDuplicates, setSkipDuplicates] = useState(false);
  const [problems, setProblems] = useState<{ summary: string; rows: ImportProblem[] } | null>(null);

  const run = async () => {
    if (!file) {
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      setProblems({ summary: t('clients.importTooBig'), rows: [] });
      return;
    }
    setProblems(null);
    try {
      const csv = await file.text();
      const { data } = await importClients.mutateAsync({
        csv,
        duplicates: skipDuplicates ? 'skip' : 'error',
      });
      pushAlert(t('clients.imported', { count: data.created, skipped: data.skipped }), 'success');
      onClose();
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
        const extensions = error.errors[0]?.extensions as { rows?: ImportProblem[] } | undefined;
        setProblems({ summary: error.message, rows: extensions?.rows ?? [] });
        return;
      }
      handleHttpError(error);
    }
  };

  return (
    <FormDialog dirty={file !== null} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle>{t('clients.importTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('clients.importHelp')}</Typography>
          <Button
            component="label"
            variant="outlined"
            startIcon={<UploadFileIcon />}
            sx={{ alignSelf: 'flex-start' }}
          >
            {file ? file.name : t('clients.chooseFile')}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              data-testid="import-file"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblems(null);
              }}
            />
          </Button>
          <FormControlLabel
            control={
              <Switch checked={skipDuplicates} onChange={(_, checked) => setSkipDuplicates(checked)} />
            }
            label={t('clients.skipDuplicates')}
          />
          {importClients.isPending && <LinearProgress />}
          {problems && (
            <Alert severity="error" data-testid="import-problems">
              <Typography sx={{ fontWeight: 600, mb: problems.rows.length ? 1 : 0 }}>
                {problems.summary}
              </Typography>
              {problems.rows.length > 0 && (
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('clients.line')}</TableCell>
                      <TableCell>{t('clients.problem')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {problems.rows.map((row) => (
                      <TableRow key={`${row.line}-${row.message}`}>
                        <TableCell>{row.line}</TableCell>
                        <TableCell>{row.message}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={run} disabled={!file || importClients.isPending}>
          {t('clients.importRun')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
