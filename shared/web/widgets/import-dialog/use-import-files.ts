import { useState } from 'react';
import { notifyError } from '../notify.ts';
import { acceptsFileName, withPickedFiles } from './import-files.ts';

export const NO_FILE_MESSAGE = '请上传文件';

export interface ImportFiles {
  files: File[];
  confirming: boolean;
  pick(files: File[]): void;
  remove(index: number): void;
  reset(): void;
  confirm(): Promise<void>;
}

/**
 * Holds the chosen files until confirm; nothing is uploaded before. Confirming without a file says
 * 请上传文件 and stops there.
 */
export function useImportFiles(options: { accept: readonly string[]; hint: string; multiple: boolean; onConfirm(files: File[]): unknown }): ImportFiles {
  const [files, setFiles] = useState<File[]>([]);
  const [confirming, setConfirming] = useState(false);

  const pick = (picked: File[]) => {
    const accepted = picked.filter((file) => acceptsFileName(file.name, options.accept));
    if (accepted.length < picked.length) notifyError(`仅支持 ${options.hint} 格式的文件`);
    setFiles((current) => withPickedFiles(current, accepted, options.multiple));
  };

  const confirm = async () => {
    if (files.length === 0) {
      notifyError(NO_FILE_MESSAGE);
      return;
    }
    setConfirming(true);
    try {
      await options.onConfirm(files);
    } finally {
      setConfirming(false);
    }
  };

  return {
    files,
    confirming,
    pick,
    remove: (index) => setFiles((current) => current.filter((_, i) => i !== index)),
    reset: () => setFiles([]),
    confirm,
  };
}
