import { apiBaseUrl, credentialsFor, HttpError } from '../../../shared/api/http';

// Downloads the CSV the server builds (same headers the import reads).
export async function downloadClientsCsv(includeInactive: boolean) {
  const response = await fetch(`${apiBaseUrl}/clients/export${includeInactive ? '?inactive=true' : ''}`, {
    credentials: credentialsFor(),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: { message: string }[] } | null;
    throw new HttpError(response.status, body?.errors ?? []);
  }
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'clientes.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
