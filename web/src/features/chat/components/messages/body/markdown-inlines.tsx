import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { InlineNode } from '@/shared/markdown/message-nodes';
import { inlineCodeStyle } from './code-style';
import { MentionChip } from './mention-chip';

function Inline({ node, me }: { node: InlineNode; me: string }) {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'strong':
      return (
        <strong>
          <InlineNodes nodes={node.children} me={me} />
        </strong>
      );
    case 'em':
      return (
        <em>
          <InlineNodes nodes={node.children} me={me} />
        </em>
      );
    case 'del':
      return (
        <del>
          <InlineNodes nodes={node.children} me={me} />
        </del>
      );
    case 'code':
      return (
        <Box component="code" sx={inlineCodeStyle}>
          {node.text}
        </Box>
      );
    case 'link':
      // Links leave the app in a tab of their own, with no handle back on this one.
      return (
        <Link
          href={node.href}
          target="_blank"
          rel="noopener noreferrer"
          color="inherit"
          sx={{ textDecorationColor: 'currentColor' }}
        >
          <InlineNodes nodes={node.children} me={me} />
        </Link>
      );
    case 'mention':
      return <MentionChip text={node.text} me={node.user === me} />;
    case 'emoji':
      return <span title={node.shortcode}>{node.emoji}</span>;
    case 'break':
      return <br />;
  }
}

/** A run of formatted text; `me` is the signed-in user, whose mentions stand out. */
export function InlineNodes({ nodes, me }: { nodes: readonly InlineNode[]; me: string }) {
  return nodes.map((node, index) => <Inline key={index} node={node} me={me} />);
}
