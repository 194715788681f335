import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import type { CodeToken } from './highlighter';
import { codeBlockStyle } from './code-style';

function renderTokens(tokens: readonly CodeToken[]): ReactNode[] {
  return tokens.map((token, index) =>
    typeof token === 'string' ? (
      token
    ) : (
      <span key={index} className={token.className}>
        {renderTokens(token.children)}
      </span>
    ),
  );
}

/**
 * The code highlighted once the highlighter has loaded (null until then). The highlighter is a
 * dynamic import: only a message with a code block fetches it, and only the first one waits.
 */
function useHighlighted(code: string, language: string): CodeToken[] | null {
  const key = `${language}\n${code}`;
  const [done, setDone] = useState<{ key: string; tokens: CodeToken[] } | null>(null);
  useEffect(() => {
    let alive = true;
    import('./highlighter').then(
      ({ highlight }) => alive && setDone({ key, tokens: highlight(code, language) }),
      () => undefined, // note: without the chunk (offline) the code stays plain, as readable.
    );
    return () => {
      alive = false;
    };
  }, [key, code, language]);
  return done?.key === key ? done.tokens : null;
}

/** A fenced code block; plain until highlighted, in the same size, so nothing moves. */
export function CodeBlock({ code, language }: { code: string; language: string }) {
  const tokens = useHighlighted(code, language);
  return (
    // Focusable: a long line scrolls the block sideways, which the keyboard must reach too.
    <Box component="pre" tabIndex={0} sx={codeBlockStyle} data-language={language || undefined}>
      <code>{tokens ? renderTokens(tokens) : code}</code>
    </Box>
  );
}
