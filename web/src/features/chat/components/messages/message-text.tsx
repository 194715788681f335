import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { linkify } from '@/features/chat/lib/linkify';

/**
 * Message text as text: React escapes every character, so markup shows as typed. Web addresses
 * (http and https only) become links that open in a new tab without access to this one.
 */
export function MessageText({ text }: { text: string }) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <Link
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
            sx={{ textDecorationColor: 'currentColor' }}
          >
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
