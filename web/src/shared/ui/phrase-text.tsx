import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';

let words: Intl.Segmenter | undefined;

/**
 * A Chinese text cut where a line may break: between two words, never inside one. ICU's
 * dictionary splits some words short (服务器 comes back as 服务 + 器, 重置 as 重 + 置), so a break
 * is offered only between two words of two or more characters, and a lone character stays with
 * its neighbours; a word ending in 的 stays with the one it describes (你的 + 服务器), as a
 * phrase; punctuation keeps the browser's own rules (no line starts with "，").
 */
export function chineseLineChunks(text: string): string[] {
  words ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const chunks: string[] = [];
  let previous: Intl.SegmentData | undefined;
  for (const segment of words.segment(text)) {
    const breakable =
      !previous?.segment.endsWith('的') &&
      [previous, segment].every((part) => part?.isWordLike && part.segment.length > 1);
    if (breakable || chunks.length === 0) chunks.push(segment.segment);
    else chunks[chunks.length - 1] += segment.segment;
    previous = segment;
  }
  return chunks;
}

/**
 * A heading's text that wraps at word or phrase boundaries. Browsers find phrases only in
 * Japanese (`word-break: auto-phrase`, app/base.css) and break Chinese between any two
 * characters, so in Chinese the text carries its own break opportunities (`<wbr>` between words)
 * and keeps every other pair together (`.h-phrase`).
 */
export function PhraseText({ text }: { text: string }): ReactNode {
  const { i18n } = useTranslation();
  // note: browsers before 2024 have no Intl.Segmenter; they break Chinese as they always did.
  if (i18n.language !== 'zh' || !Intl.Segmenter) return text;
  return (
    <span className="h-phrase">
      {chineseLineChunks(text).flatMap((chunk, index) =>
        index > 0 ? [<wbr key={index} />, chunk] : chunk,
      )}
    </span>
  );
}
