import { fetchFile, handOver } from '../../../shared/api/pdf';

// Downloads the CSV the server builds (same headers the import reads).
export async function downloadClientsCsv(includeInactive: boolean) {
  const { blob, name } = await fetchFile(`/clients/export${includeInactive ? '?inactive=true' : ''}`);
  handOver(blob, name ?? 'clientes.csv', 'download');
}
