import type { App } from '../../app.js';
import {
  badRequest,
  fieldError,
  forbidden,
  MESSAGES,
  notFound,
  unauthorized,
} from '../../errors.js';
import { readFilterProblem } from '../../filter/filter-error.js';
import { isPlainObject } from '../../lib/is-plain-object.js';
import { checkRuleSyntax } from '../../records/record-filter.js';
import { isSuperuser, type RequestInfo } from '../../request-info.js';

/** One token from `start`: quoted text, a name or path, an operator run, or one character. */
const TOKEN = /^(?:'[^']*'?|"[^"]*"?|[\w@.:]+|[!=<>~?&|]+|[\s\S])/;

/**
 * `POST /api/hearth/console/rules/check` `{collection, rule}`: whether a rule compiles for a
 * collection, checked by the same function that validates rules when a collection is saved,
 * so the console's editor says exactly what saving would. 200 `{}`, or 400 with
 * `data.rule = {code, message, start, end}` (character offsets of the offending token).
 */
export function addRuleCheckRoute(app: App): void {
  app.routes.add({
    method: 'POST',
    path: '/api/hearth/console/rules/check',
    handler: ({ info }) => checkRule(app, info),
  });
}

function checkRule(app: App, info: RequestInfo): Record<string, never> {
  if (!info.auth) throw unauthorized(MESSAGES.requireAuth);
  if (!isSuperuser(info)) throw forbidden(MESSAGES.superusersOnly);
  const { collection: name, rule } = readInput(info);
  const collection = app.collections.find(name);
  if (!collection) throw notFound();
  const problem = checkRuleSyntax(collection, rule, app.collections, app.db.dialect);
  if (problem === null) return {};
  const { problem: message, position } = readFilterProblem(problem);
  const start = Math.min(position ?? 0, rule.length);
  // note: an error without a position (a limit on the whole rule) spans all of it.
  const end = position === null ? rule.length : tokenEnd(rule, start);
  throw badRequest('Invalid rule.', {
    rule: { ...fieldError('validation_invalid_rule', message), start, end },
  });
}

function readInput(info: RequestInfo): { collection: string; rule: string } {
  const body = isPlainObject(info.body) ? info.body : {};
  const { collection, rule } = body;
  const errors: Record<string, ReturnType<typeof fieldError>> = {};
  if (typeof collection !== 'string' || collection === '') {
    errors['collection'] = fieldError('validation_required', 'Cannot be blank.');
  }
  if (typeof rule !== 'string') {
    errors['rule'] = fieldError('validation_required', 'Must be a string.');
  }
  if (Object.keys(errors).length > 0) throw badRequest(undefined, errors);
  return { collection: String(collection), rule: String(rule) };
}

function tokenEnd(rule: string, start: number): number {
  const token = TOKEN.exec(rule.slice(start));
  return start + (token?.[0].length ?? 0);
}
