import Box from '@mui/material/Box';
import type { BlockNode } from '@/shared/markdown/message-nodes';
import { CodeBlock } from './code-block';
import { InlineNodes } from './markdown-inlines';

/** Blocks follow each other with a little space, as paragraphs of a chat do. */
const stacked = { '& > * + *': { mt: 0.5 } } as const;

const quoteStyle = {
  ...stacked,
  m: 0,
  pl: 1,
  borderLeft: 3,
  borderColor: 'divider',
  color: 'text.secondary',
} as const;

const listStyle = { m: 0, pl: 2.5, '& > li + li': { mt: 0.25 } } as const;

function List({ block, me }: { block: Extract<BlockNode, { kind: 'list' }>; me: string }) {
  const items = block.items.map((item, index) => (
    <Box component="li" key={index} sx={stacked}>
      <MarkdownBlocks blocks={item} me={me} />
    </Box>
  ));
  return block.ordered ? (
    <Box component="ol" start={block.start} sx={listStyle}>
      {items}
    </Box>
  ) : (
    <Box component="ul" sx={listStyle}>
      {items}
    </Box>
  );
}

function Block({ block, me }: { block: BlockNode; me: string }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Box component="p" sx={{ m: 0 }}>
          <InlineNodes nodes={block.children} me={me} />
        </Box>
      );
    case 'codeBlock':
      return <CodeBlock code={block.code} language={block.language} />;
    case 'quote':
      return (
        <Box component="blockquote" sx={quoteStyle}>
          <MarkdownBlocks blocks={block.children} me={me} />
        </Box>
      );
    case 'list':
      return <List block={block} me={me} />;
  }
}

/** A message's blocks, in order. */
export function MarkdownBlocks({ blocks, me }: { blocks: readonly BlockNode[]; me: string }) {
  return blocks.map((block, index) => <Block key={index} block={block} me={me} />);
}

/** The blocks of a whole message: text wraps anywhere, and spaces stay as typed. */
export function MessageBlocks({ blocks, me }: { blocks: readonly BlockNode[]; me: string }) {
  return (
    <Box sx={{ ...stacked, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <MarkdownBlocks blocks={blocks} me={me} />
    </Box>
  );
}
