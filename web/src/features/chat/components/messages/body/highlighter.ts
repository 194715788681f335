import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';

/**
 * Syntax highlighting of code blocks. Only `code-block.tsx` loads this module, with a dynamic
 * import, so the highlighter and its grammars are a chunk of their own, fetched the first time a
 * message holds a code block. lowlight answers a tree rather than HTML, so React builds the
 * elements and no markup is ever parsed.
 */

/** Highlighted code: text, or a span of highlight.js's class around more of it. */
export type CodeToken = string | { className: string; children: CodeToken[] };

// The languages people paste most in a chat; others show as plain code.
const lowlight = createLowlight({
  bash,
  c,
  cpp,
  csharp,
  css,
  diff,
  go,
  java,
  javascript,
  json,
  python,
  rust,
  sql,
  typescript,
  xml,
  yaml,
});

type HighlightTree = ReturnType<typeof lowlight.highlight>;
type TreeNode = HighlightTree['children'][number];

function classNameOf(value: unknown): string {
  return Array.isArray(value) ? value.join(' ') : '';
}

function toTokens(nodes: readonly TreeNode[]): CodeToken[] {
  return nodes.flatMap((node): CodeToken[] => {
    if (node.type === 'text') return [node.value];
    if (node.type !== 'element') return [];
    const className = classNameOf(node.properties['className']);
    return [{ className, children: toTokens(node.children) }];
  });
}

/**
 * `code` highlighted as `language` (a name or alias such as `ts`, `py`, `sh`), or as the likeliest
 * known language when none is given; a language it does not know leaves the code plain.
 */
export function highlight(code: string, language: string): CodeToken[] {
  const name = language.toLowerCase();
  if (name && !lowlight.registered(name)) return [code];
  const tree = name ? lowlight.highlight(name, code) : lowlight.highlightAuto(code);
  return toTokens(tree.children);
}
