import type { ConsoleClient } from '@/shared/lib/pb';

/**
 * Downloads a backup: the download URL carries a short-lived superuser file token (the browser
 * cannot send the auth header on a plain link), and the server answers as an attachment.
 */
export async function downloadBackup(client: ConsoleClient, key: string): Promise<void> {
  const token = await client.files.getToken();
  const link = document.createElement('a');
  link.href = client.backups.getDownloadURL(token, key);
  link.download = key;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
