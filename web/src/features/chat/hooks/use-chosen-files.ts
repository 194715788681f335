import { useCallback, useState } from 'react';
import type { FileProblem } from '../lib/file-rules';
import { addFiles } from '../lib/file-rules';

/** The files picked, pasted or dropped for the next message, and why any were left out. */
export function useChosenFiles() {
  const [files, setFiles] = useState<readonly File[]>([]);
  const [problems, setProblems] = useState<readonly FileProblem[]>([]);
  const add = useCallback(
    (added: readonly File[]) => {
      const result = addFiles(files, added);
      setFiles(result.files);
      setProblems(result.problems);
    },
    [files],
  );
  const remove = useCallback((file: File) => {
    setFiles((chosen) => chosen.filter((each) => each !== file));
    setProblems([]);
  }, []);
  const clear = useCallback(() => {
    setFiles([]);
    setProblems([]);
  }, []);
  const dismissProblems = useCallback(() => setProblems([]), []);
  return { files, problems, add, remove, clear, dismissProblems };
}

export type ChosenFiles = ReturnType<typeof useChosenFiles>;
