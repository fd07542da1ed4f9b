// Where a webhook may be sent. Production refuses any address that is not public (loopback, private networks,
// link-local, cloud metadata, multicast) and plain http; development and tests may send to loopback, where a
// partner's receiver runs beside the product. The address is checked when the endpoint is added and again on every
// connection, against the address actually connected to (a name that later resolves elsewhere is refused then).
import { type LookupAddress, type LookupOptions, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { badInput } from '../../../errors.js';

/** Whether loopback addresses (and plain http to them) are allowed: outside production, unless settings say otherwise. */
export interface WebhookTargetRules {
  allowLoopback: boolean;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Not public: RFC 6890's special-purpose ranges a webhook has no business reaching. */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function normalised(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Why `address` may not be sent to, or null when it may. */
export function refusedAddress(address: string, rules: WebhookTargetRules): string | null {
  const { address: ip, family } = normalised(address);
  if (rules.allowLoopback && loopback.check(ip, family)) return null;
  return notPublic.check(ip, family) ? `${address} is not a public address` : null;
}

const MAX_URL_LENGTH = 2048;

/** The endpoint's URL as given, or a refusal naming the field: http(s), no credentials in it, https in production. */
export function webhookUrl(value: string, rules: WebhookTargetRules): URL {
  const given = value.trim();
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw badInput('url', 'must be a full URL such as https://example.com/webhooks');
  }
  if (given.length > MAX_URL_LENGTH) throw badInput('url', `must be at most ${MAX_URL_LENGTH} characters`);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badInput('url', 'must start with https://');
  if (url.username || url.password) throw badInput('url', 'must not carry a user name or password; deliveries are signed instead');
  if (url.protocol === 'http:' && !rules.allowLoopback) throw badInput('url', 'must start with https://');
  return url;
}

export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Resolves the URL's host now and refuses it when any of its addresses may not be sent to. */
export async function checkWebhookTarget(url: URL, rules: WebhookTargetRules): Promise<void> {
  const host = hostOf(url);
  const addresses = isIP(host)
    ? [host]
    : await new Promise<string[]>((resolve, reject) =>
        lookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found.map((entry) => entry.address)))),
      ).catch(() => {
        throw badInput('url', `the name ${host} could not be resolved`);
      });
  for (const address of addresses) {
    const refusal = refusedAddress(address, rules);
    if (refusal) throw badInput('url', `must reach a public address: ${refusal}`);
  }
  if (url.protocol === 'http:' && !addresses.every((address) => loopback.check(normalised(address).address, normalised(address).family)))
    throw badInput('url', 'must start with https:// (plain http is for a receiver on this machine only)');
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** The `lookup` of a delivery's connection: resolves as usual, then refuses an address the rules forbid. */
export function guardedLookup(rules: WebhookTargetRules) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, []);
      const refused = found.map((entry) => refusedAddress(entry.address, rules)).find(Boolean);
      if (refused) return callback(Object.assign(new Error(`Refused: ${refused}`), { code: 'EADDRNOTALLOWED' }), []);
      if (options.all) return callback(null, found);
      const [first] = found;
      return callback(null, first!.address, first!.family);
    });
  };
}
