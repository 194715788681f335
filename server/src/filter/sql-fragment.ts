import type { Sql } from '../storage/sql.js';

/**
 * Builds SQL from a template whose interpolations are SQL fragments: texts are spliced in
 * and their parameters concatenated in order (`db.ts`'s `sql` tag binds values instead).
 *
 * fragment`${a} = ${b}` with a = {text:'x', params:[]}, b = {text:'?', params:[1]}
 *   ⇒ {text: 'x = ?', params: [1]}
 */
export function fragment(strings: TemplateStringsArray, ...parts: Sql[]): Sql {
  let text = strings[0] ?? '';
  const params: Sql['params'] = [];
  parts.forEach((part, index) => {
    text += part.text + (strings[index + 1] ?? '');
    params.push(...part.params);
  });
  return { text, params };
}

/** SQL text without parameters (identifiers from the resolver, keywords). */
export function raw(text: string): Sql {
  return { text, params: [] };
}

/** Calls a string-based dialect method whose operands each appear once, in order. */
export function applyBinary(
  render: (left: string, right: string) => string,
  left: Sql,
  right: Sql,
): Sql {
  return { text: render(left.text, right.text), params: [...left.params, ...right.params] };
}

/** Calls a string-based dialect method whose one operand appears once. */
export function applyUnary(render: (operand: string) => string, operand: Sql): Sql {
  return { text: render(operand.text), params: operand.params };
}
