/**
 * Which push services a subscription's endpoint may name (docs/product.md#notifications). The
 * endpoint is a URL a stranger supplies and the server later POSTs to: were any URL accepted, the
 * site could be made to send requests into its own network. A browser's subscription always names
 * its vendor's push service, so only those hosts are accepted, over https, on the default port.
 */

/** The browsers' push services: Chrome and its kin, Firefox, Safari, Edge on Windows. */
export const defaultPushHosts = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** One allowed host: exact, or `*.suffix` for any name under it; the port '' is https's own. */
export interface PushHost {
  host: string;
  anyUnder: boolean;
  port: string;
}

const entryShape = /^(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?$/;

/** `host[:port]` entries, comma-separated; a message naming the first bad one otherwise. */
export function parsePushHosts(text: string): PushHost[] | string {
  const entries = text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return 'must name at least one host[:port]';
  const hosts: PushHost[] = [];
  for (const entry of entries) {
    const parts = entryShape.exec(entry);
    const port = parts?.[3] === undefined ? 0 : Number(parts[3]);
    if (!parts || port > 65535) {
      return `"${entry}" is not a host or host:port (such as fcm.googleapis.com or *.push.apple.com)`;
    }
    // The URL parser leaves https's own port out of a URL: 443 named is the same as none.
    hosts.push({
      host: parts[2]!,
      anyUnder: parts[1] !== undefined,
      port: port === 443 ? '' : (parts[3] ?? ''),
    });
  }
  return hosts;
}

export const defaultPushHostList = parsePushHosts(defaultPushHosts.join(',')) as PushHost[];

/** Whether the server may send to this endpoint: https, no credentials, an allowed host and port. */
export function isAllowedEndpoint(endpoint: string, hosts: readonly PushHost[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const name = url.hostname.toLowerCase();
  return hosts.some(
    (allowed) =>
      allowed.port === url.port &&
      (allowed.anyUnder ? name.endsWith(`.${allowed.host}`) : name === allowed.host),
  );
}
