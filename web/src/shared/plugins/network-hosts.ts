/**
 * Whether `url` is an https URL on one of the manifest's hosts: `api.example.com` names that host,
 * `*.example.com` any host under example.com (not example.com itself).
 */
export function allowsHost(hosts: readonly string[], url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.toLowerCase();
  return hosts.some((pattern) => {
    const name = pattern.toLowerCase();
    return name.startsWith('*.') ? host.endsWith(name.slice(1)) : host === name;
  });
}
