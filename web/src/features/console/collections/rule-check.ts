import { ClientResponseError, type ConsoleClient } from '@/shared/lib/pb';

/** Where and why a rule does not compile (character offsets into the rule). */
export interface RuleProblem {
  message: string;
  start: number;
  end: number;
}

/** Asks the server whether a rule compiles; resolves null when it does. */
export type RuleChecker = (rule: string, signal: AbortSignal) => Promise<RuleProblem | null>;

/** The server's checker for one collection's rules (the same check saving runs). */
export function serverRuleChecker(client: ConsoleClient, collection: string): RuleChecker {
  return async (rule, signal) => {
    try {
      await client.send('/api/hearth/console/rules/check', {
        method: 'POST',
        body: { collection, rule },
        signal,
        requestKey: null,
      });
      return null;
    } catch (error) {
      const problem = problemOf(error);
      if (problem) return problem;
      throw error;
    }
  };
}

function problemOf(error: unknown): RuleProblem | null {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return null;
  const rule = (error.response as { data?: { rule?: Partial<RuleProblem> } }).data?.rule;
  if (typeof rule?.start !== 'number' || typeof rule.end !== 'number') return null;
  return { message: String(rule.message ?? ''), start: rule.start, end: rule.end };
}
