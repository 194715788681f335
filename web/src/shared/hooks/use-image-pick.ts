import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ImageDecoder, ImageLimits, ImageProblem } from '../lib/image-file';
import { checkImage, decodeImage, formatFileSize, formatImageTypes } from '../lib/image-file';

/** A picker's refused file: what was wrong, and enough of the file to say so. */
interface Refusal {
  problem: ImageProblem;
  name: string;
  size: number;
}

/** An image picker's state: the limits to show, the file being checked, the last refusal. */
export interface ImagePick {
  /** Checks a picked file; only a file that can be used reaches `onAccept`. */
  pick: (file: File) => void;
  /** Forgets the last refusal (the picker was reset or its image removed). */
  clear: () => void;
  checking: boolean;
  /** Why the last picked file was refused, naming the limits; `null` when it was not. */
  error: string | null;
  /** The limits, to show before anything is picked ("PNG or GIF images up to 5 MB."). */
  hint: string;
  /** The file input's `accept`. */
  accept: string;
}

/**
 * Checks each picked image (type, size, and that it really decodes) before anything previews or
 * uploads it. While one is checked a newer pick replaces it; a refused file leaves the
 * previous image as it was.
 */
export function useImagePick(
  limits: ImageLimits,
  onAccept: (file: File) => void,
  decode: ImageDecoder = decodeImage,
): ImagePick {
  const { t, i18n } = useTranslation();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [checking, setChecking] = useState(false);
  const latest = useRef(0);
  const words = {
    types: formatImageTypes(limits.mimeTypes, i18n.language),
    size: formatFileSize(limits.maxSize, i18n.language),
  };

  const pick = (file: File) => {
    latest.current += 1;
    const attempt = latest.current;
    setChecking(true);
    void checkImage(file, limits, decode).then((problem) => {
      if (attempt !== latest.current) return;
      setChecking(false);
      setRefusal(problem && { problem, name: file.name, size: file.size });
      if (!problem) onAccept(file);
    });
  };
  const clear = () => {
    latest.current += 1;
    setChecking(false);
    setRefusal(null);
  };

  return {
    pick,
    clear,
    checking,
    error:
      refusal &&
      t(`imageFile.${refusal.problem}`, {
        ...words,
        name: refusal.name,
        actual: formatFileSize(refusal.size, i18n.language),
      }),
    hint: t('imageFile.limits', words),
    accept: limits.mimeTypes.join(','),
  };
}
