import { useEffect, useState } from 'react';
import type { RuleChecker, RuleProblem } from './rule-check';

/** How long typing must pause before the rule is sent for checking. */
export const RULE_CHECK_DELAY_MS = 400;

/**
 * The problem the server finds in `rule`, checked once typing pauses; a newer rule cancels the
 * request for an older one, so a late answer never describes text that is gone.
 */
export function useRuleProblem(rule: string | null, check: RuleChecker): RuleProblem | null {
  const [problem, setProblem] = useState<{ rule: string; found: RuleProblem | null } | null>(null);

  useEffect(() => {
    if (rule === null || rule.trim() === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      check(rule, controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) setProblem({ rule, found });
        },
        () => {
          // note: a cancelled or failed check says nothing; saving checks the rule again.
        },
      );
    }, RULE_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [rule, check]);

  return problem && problem.rule === rule ? problem.found : null;
}
