/**
 * Whether the server may connect to a host a user chose (an owner's calendar,
 * a catalogue picture): only to a public unicast address. Loopback, private,
 * link-local (the cloud metadata service at 169.254.169.254), unique-local
 * (fd00:ec2::254), carrier-grade NAT, multicast, unspecified, broadcast and the
 * documentation and other reserved ranges all lead to this host or its
 * network, never to an owner's calendar. An IPv6 address that carries an IPv4
 * one (IPv4-mapped, NAT64, 6to4) is judged by the IPv4 address.
 */
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** The only IPv6 space handed out for global unicast; the rest is reserved or unassigned (::/96, the old IPv4-compatible form, among it). */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
/** The well-known NAT64 prefix: the last 32 bits are the IPv4 address. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');

/** Names that never lead to a public server: localhost (RFC 6761), the .internal zone (metadata.google.internal), Google's metadata.goog. */
const INTERNAL_NAMES = /(^|\.)(localhost|internal)$|^metadata\.goog$/;

/** Why the IP address is not public ('loopback', 'private', 'linkLocal', …), or null for a public one. */
export function nonPublicRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv4') return publicOr((ip as ipaddr.IPv4).range());
  const v6 = ip as ipaddr.IPv6;
  const carried = carriedIPv4(v6);
  if (carried) return nonPublicRange(carried.toString());
  const range = v6.range();
  if (range !== 'unicast') return range;
  return v6.match(GLOBAL_UNICAST) ? null : 'reserved';
}

function publicOr(range: string): string | null {
  return range === 'unicast' ? null : range;
}

function carriedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = ip.toByteArray();
  const range = ip.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145' || ip.match(NAT64)) return new ipaddr.IPv4(bytes.slice(12));
  if (range === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6));
  return null;
}

/**
 * Why a URL's host name (as new URL() gives it: an IPv6 address in brackets)
 * is not public, before any name is resolved: an IP address outside the public
 * ranges, a name of the internal kind, or a single label (which the resolver's
 * search domains complete into an internal host). Null: an IP address that is
 * public, or a name whose addresses decide.
 */
export function nonPublicHost(hostname: string): string | null {
  const host = hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  if (net.isIP(host)) return nonPublicRange(host);
  if (INTERNAL_NAMES.test(host)) return 'an internal name';
  return host.includes('.') ? null : 'a name without a domain';
}
