import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { clientKeys } from './client-keys';

export type ImportResult = { created: number; skipped: number; ignored_columns: string[] };
export type ImportProblem = { line: number; message: string };

// All rows or none: the server answers 400 with {rows: [{line, message}]} when any row is bad.
export function useImportClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; duplicates: 'error' | 'skip' }) =>
      http<{ data: ImportResult }>('/clients/import', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
