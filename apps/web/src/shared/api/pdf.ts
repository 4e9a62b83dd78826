import { apiBaseUrl, credentialsFor, HttpError } from './http';

// A file the server builds (receipts, closing reports, the clients' CSV), as a blob with the
// name the server gave it (content-disposition), if any.
export async function fetchFile(path: string): Promise<{ blob: Blob; name: string | null }> {
  const response = await fetch(`${apiBaseUrl}${path}`, { credentials: credentialsFor() });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: { message: string }[] } | null;
    throw new HttpError(response.status, body?.errors ?? []);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), name };
}

export async function fetchPdf(path: string): Promise<Blob> {
  return (await fetchFile(path)).blob;
}

// Saves the file (download) or opens it in a new tab to print.
export function handOver(blob: Blob, name: string, mode: 'download' | 'print') {
  const url = URL.createObjectURL(blob);
  if (mode === 'print') {
    window.open(url, '_blank', 'noopener');
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
