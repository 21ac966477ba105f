/**
 * The uploader a file input uses: the console's own (runtime config + the signed-in user's token), or
 * one a test or an embedding screen provides.
 */
import { createContext, useContext, useMemo } from 'react';
import { useAuthProvider } from 'react-admin';
import { useAppConfig } from '../../config/context.tsx';
import { createUploader, type Uploader } from '../../data/upload.ts';

const UploaderContext = createContext<Uploader | null>(null);

export const UploaderProvider = UploaderContext.Provider;

export function useProvidedUploader(): Uploader | null {
  return useContext(UploaderContext);
}

interface TokenSource {
  getAccessToken?: () => Promise<string | null>;
}

/** The console's uploader; only for components rendered inside the ConfigProvider. */
export function useConsoleUploader(): Uploader {
  const config = useAppConfig();
  const authProvider = useAuthProvider() as TokenSource | undefined;
  return useMemo(
    () =>
      createUploader({
        config,
        getAccessToken: () => authProvider?.getAccessToken?.() ?? Promise.resolve(null),
      }),
    [config, authProvider],
  );
}
