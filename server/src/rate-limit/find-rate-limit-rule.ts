import type { RateLimitRule } from '../settings/settings-model.js';

/** Who a rule applies to: guests see `''` and `@guest` rules, signed-in users `''` and `@auth`. */
export function audiencesFor(isAuthenticated: boolean): readonly RateLimitRule['audience'][] {
  return isAuthenticated ? ['', '@auth'] : ['', '@guest'];
}

/**
 * Finds the rule for a request's labels, as PocketBase's `FindRateLimitRule`: labels are tried
 * in order and the first rule whose label equals one wins; while trying each label, rules whose
 * label ends with `/` also match as path prefixes (in the rules' order). Only rules of the
 * given audiences count.
 *
 * labels `['users:create', '*:create', 'POST /api/x', '/api/x']` with rules `[/api/, *:create]`
 * ⇒ `*:create` (an exact match on the second label comes before the prefix match on the fourth)
 */
export function findRateLimitRule(
  rules: readonly RateLimitRule[],
  labels: readonly string[],
  audiences: readonly RateLimitRule['audience'][],
): RateLimitRule | null {
  const forAudience = rules.filter((rule) => audiences.includes(rule.audience));
  const prefixRules = forAudience.filter((rule) => rule.label.endsWith('/'));
  for (const label of labels) {
    const exact = forAudience.find((rule) => rule.label === label);
    if (exact) return exact;
    // PB compat: prefixes are checked against every label, including tags such as `*:create`,
    // where they simply never match.
    const prefix = prefixRules.find((rule) => `${label}/`.startsWith(rule.label));
    if (prefix) return prefix;
  }
  return null;
}
