import type { RateLimitRule } from './settings-types';

/** Why a rule's field is refused, by the message it gets. */
export type RuleIssue = 'required' | 'wholeNumber' | 'duplicate';

/** A new rule as the form offers it: everyone, 10 requests a minute. */
export function newRule(): RateLimitRule {
  return { label: '', audience: '', duration: 60, maxRequests: 10 };
}

function isPositiveWhole(value: number): boolean {
  return Number.isInteger(value) && value >= 1;
}

/**
 * The form's own checks of the rules, by `index.field`: a label, whole numbers of at least 1,
 * and one rule per label and audience (a second would never apply).
 */
export function ruleIssues(rules: RateLimitRule[]): Record<string, RuleIssue> {
  const issues: Record<string, RuleIssue> = {};
  const seen = new Set<string>();
  rules.forEach((rule, index) => {
    const label = rule.label.trim();
    const key = `${label}\n${rule.audience}`;
    if (label === '') issues[`${index}.label`] = 'required';
    else if (seen.has(key)) issues[`${index}.label`] = 'duplicate';
    seen.add(key);
    if (!isPositiveWhole(rule.maxRequests)) issues[`${index}.maxRequests`] = 'wholeNumber';
    if (!isPositiveWhole(rule.duration)) issues[`${index}.duration`] = 'wholeNumber';
  });
  return issues;
}
