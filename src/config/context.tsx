import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from './types.ts';

const ConfigContext = createContext<AppConfig | null>(null);

export function ConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useAppConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useAppConfig needs a ConfigProvider');
  return config;
}

/** The configuration when a ConfigProvider is above, else null (screens rendered on their own in tests). */
export function useOptionalAppConfig(): AppConfig | null {
  return useContext(ConfigContext);
}
