import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '../../../shared/ui/centered-spinner';
import { SectionCard } from '../../../shared/ui/section-card';
import { useOpenApi } from '../api/get-openapi';
import { type ApiOperation, groupOperations, operationsOf } from '../openapi-model';

const METHOD_COLORS: Record<string, 'success' | 'primary' | 'warning' | 'error' | 'info'> = {
  GET: 'success',
  POST: 'primary',
  PATCH: 'warning',
  PUT: 'warning',
  DELETE: 'error',
};

function OperationCard({ operation }: { operation: ApiOperation }) {
  const { t } = useTranslation();
  return (
    <Box
      component="article"
      data-testid="api-operation"
      sx={{ borderTop: 1, borderColor: 'divider', py: 1.5, '&:first-of-type': { borderTop: 0 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" color={METHOD_COLORS[operation.method] ?? 'info'} label={operation.method} />
        <Typography
          component="code"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontWeight: 600 }}
        >
          {operation.path}
        </Typography>
        {operation.public && <Chip size="small" variant="outlined" label={t('docs.public')} />}
      </Stack>
      <Typography sx={{ mt: 0.5 }}>{operation.summary}</Typography>
      {operation.fields.length > 0 && (
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-label={t('docs.fieldsOf', { path: operation.path })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('docs.field')}</TableCell>
                <TableCell>{t('docs.where')}</TableCell>
                <TableCell>{t('docs.type')}</TableCell>
                <TableCell>{t('docs.required')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {operation.fields.map((field) => (
                <TableRow key={`${field.where}-${field.name}`}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{field.name}</TableCell>
                  <TableCell>{t(`docs.in.${field.where}`, { defaultValue: field.where })}</TableCell>
                  <TableCell>{field.type}</TableCell>
                  <TableCell>{field.required ? t('docs.yes') : t('docs.no')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('docs.answers')}{' '}
        {operation.responses.map((answer) => `${answer.status} ${answer.description}`).join(' · ')}
      </Typography>
    </Box>
  );
}

// The reference, read from the API's OpenAPI document: every operation by tag, searchable.
export function ApiReference() {
  const { t } = useTranslation();
  const openapi = useOpenApi();
  const [search, setSearch] = useState('');
  const operations = useMemo(() => (openapi.data ? operationsOf(openapi.data) : []), [openapi.data]);
  const groups = useMemo(() => groupOperations(operations, search), [operations, search]);
  if (openapi.isLoading) {
    return <CenteredSpinner />;
  }
  if (!openapi.data) {
    return <Alert severity="error">{t('docs.loadError')}</Alert>;
  }
  return (
    <Stack spacing={2}>
      <TextField
        label={t('docs.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        sx={{ maxWidth: 420 }}
      />
      <Typography color="text.secondary">
        {t('docs.count', { count: operations.length, version: openapi.data.info?.version ?? '' })}
      </Typography>
      {groups.length === 0 && <Typography>{t('docs.nothing')}</Typography>}
      {groups.map((group) => (
        <SectionCard key={group.tag} title={group.tag} testId={`api-group-${group.tag}`}>
          {group.operations.map((operation) => (
            <OperationCard key={operation.id} operation={operation} />
          ))}
        </SectionCard>
      ))}
    </Stack>
  );
}
