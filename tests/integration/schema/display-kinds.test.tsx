/**
 * Display kinds few screens show load with the declarations that use them (src/schema/fields/
 * FieldDisplay.tsx, `preloadDisplayKinds`): once a declaration's load is through, its values show in
 * their first render; a declaration of text, numbers and switches asks for nothing more.
 */
import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { FieldDisplay, preloadDisplayKinds } from '../../../src/schema/fields/FieldDisplay.tsx';
import type { FieldDeclaration, ResourceDefinition } from '../../../src/schema/types.ts';

const declaration = (name: string, fields: FieldDeclaration[]) => ({ name, fields }) as ResourceDefinition;

describe('display kinds with their declarations', () => {
  it('asks for no code for a declaration of the list kinds', async () => {
    const plain = declaration('management/plain', [
      { source: 'name', type: 'text' },
      { source: 'count', type: 'number' },
      { source: 'isActive', type: 'active' },
    ]);
    await expect(preloadDisplayKinds([plain])).resolves.toEqual([]);
  });

  it("shows an e-mail and an embedded list's phone in their first render once the declaration's kinds are in", async () => {
    const email: FieldDeclaration = { source: 'email', type: 'email' };
    const contacts = declaration('management/contacts', [
      email,
      { source: 'branches', type: 'embeddedList', fields: [{ source: 'phone', type: 'phone' }] },
    ]);
    const loads = (await preloadDisplayKinds([contacts])) as unknown[];
    // The e-mail and the phone inside the embedded list: one chunk, asked for by each kind.
    expect(loads).toHaveLength(2);
    render(
      <RecordContextProvider value={{ id: 1, email: 'somchai@example.co.th' }}>
        <FieldDisplay field={email} context="list" />
      </RecordContextProvider>,
    );
    // No waiting: before its code is in, the cell would be empty in this first frame.
    expect(screen.getByRole('link', { name: 'somchai@example.co.th' }).getAttribute('href')).toBe(
      'mailto:somchai@example.co.th',
    );
  });
});
