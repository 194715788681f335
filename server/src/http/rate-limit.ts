import type { Context } from 'hono';
import { isIpInRanges } from '../lib/ip-ranges.js';
import { audiencesFor, findRateLimitRule } from '../rate-limit/find-rate-limit-rule.js';
import { isSuperuser } from '../request-info.js';
import { realIp } from './client-ip.js';
import type { HttpEnv } from './http-env.js';
import { collectionLabels, pathLabels, taggedRequest } from './rate-limit-labels.js';

/**
 * PocketBase's rate limiter (`rateLimits` settings): finds the rule for the request's labels
 * and audience and counts the request in a fixed window per client IP; tells whether the
 * window was already spent (the request is then a 429). Superusers and `excludedIPs` are never
 * limited. Record, auth and file routes are counted per collection and route, everything else
 * per rule.
 */
export async function exceedsRateLimit(c: Context<HttpEnv>): Promise<boolean> {
  const app = c.get('app');
  const { rateLimits, trustedProxy } = app.settings.get();
  const auth = c.get('auth');
  if (!rateLimits.enabled || (auth && isSuperuser({ auth }))) return false;
  const ip = realIp(c, trustedProxy);
  if (ip === '' || isIpInRanges(ip, rateLimits.excludedIPs)) return false;
  const method = c.req.method;
  const path = c.req.path;
  const tagged = taggedRequest(method, path);
  const collection = tagged ? app.collections.find(tagged.collection) : undefined;
  const labels =
    tagged && collection
      ? collectionLabels(collection.name, tagged.tags, method, path)
      : pathLabels(method, path);
  const rule = findRateLimitRule(rateLimits.rules, labels, audiencesFor(auth !== null));
  if (!rule) return false;
  // PB compat: collection routes count per collection and route whichever rule matched;
  // other routes share one window per rule.
  const key =
    tagged && collection
      ? `${collection.id}|${tagged.pattern}|${tagged.tags.join(',')}|${rule.audience}`
      : `${rule.label}|${rule.audience}`;
  return !(await app.rateLimiter.consume(key, ip, rule.maxRequests, rule.duration));
}
