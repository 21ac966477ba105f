import type { ReactNode } from 'react';

/**
 * A page shown when the console itself cannot run (bad config, a crash): no theme and no translations
 * (they may be what failed), so plain styles and both languages in the title.
 */
export function BareAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main
      role="alert"
      style={{
        fontFamily: 'Sarabun, system-ui, sans-serif',
        maxWidth: 720,
        margin: '64px auto',
        padding: 24,
        color: '#1b2a2a',
      }}
    >
      <h1 style={{ color: '#b3261e' }}>{title}</h1>
      {children}
    </main>
  );
}
