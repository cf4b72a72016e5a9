import { readToken } from './token';

/** The file name a download answer names in Content-Disposition (filename="x.csv"), if any. */
export function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded) return decodeURIComponent(encoded[1].trim());
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

/** A query string of the values that are set: { status: 'active', q: undefined } → '?status=active'. */
export function exportQuery(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The answer of a failed download, with the server's message when it sent one. */
export class DownloadError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/**
 * Downloads a file the server builds (the CSV exports), sending the admin's token,
 * and saves it under the name the server gives (else `fallbackName`).
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const token = readToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new DownloadError(response.status, body?.message ?? `HTTP ${response.status}`);
  }
  const name = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
