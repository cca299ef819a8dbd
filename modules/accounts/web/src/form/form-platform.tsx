import { createContext, type ReactNode, use, useState } from 'react';

/**
 * The platform chosen in the open form (by its platform or shop input), so its site inputs offer that
 * platform's sites only. One per list page; each input that chooses sets it when it mounts.
 */
interface FormPlatform {
  platform: string | undefined;
  setPlatform(code: string | undefined): void;
}

const FormPlatformContext = createContext<FormPlatform | null>(null);

export function FormPlatformProvider({ children }: { children: ReactNode }) {
  const [platform, setPlatform] = useState<string | undefined>(undefined);
  return <FormPlatformContext value={{ platform, setPlatform }}>{children}</FormPlatformContext>;
}

export function useFormPlatform(): FormPlatform {
  const scope = use(FormPlatformContext);
  if (!scope) throw new Error('useFormPlatform() outside <FormPlatformProvider>');
  return scope;
}
