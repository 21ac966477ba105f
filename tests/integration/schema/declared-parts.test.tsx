/**
 * A declaration's parts load with it (src/schema/declaredParts.ts): the display kinds few screens show
 * (src/schema/fields/FieldDisplay.tsx, `preloadDisplayKinds`) and the declared actions' button. Once a
 * declaration's load is through, its screen shows them in its first render; a declaration of text,
 * numbers and switches without actions asks for nothing more.
 */
import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { FieldDisplay, preloadDisplayKinds } from '../../../src/schema/fields/FieldDisplay.tsx';
import { preloadDeclaredParts } from '../../../src/schema/declaredParts.ts';
import { DeclaredActionButton } from '../../../src/schema/actions/lazyActionButton.ts';
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
    await expect(preloadDeclaredParts([plain])).resolves.toEqual([[], null]);
  });

  it('loads the action button with a declaration that declares an action', async () => {
    const withAction = {
      ...declaration('management/decisions', [{ source: 'name', type: 'text' }]),
      actions: [{ name: 'approve', label: 'approve', permission: 'approve', scope: 'row' }],
    } as ResourceDefinition;
    const [kinds, button] = (await preloadDeclaredParts([withAction])) as [unknown[], unknown];
    expect(kinds).toEqual([]);
    // The same load as the button's own preload: its module, once.
    expect(button).toBe(await DeclaredActionButton.preload());
    expect(button).toBeTruthy();
  });

  it("shows an e-mail and an embedded list's phone in their first render once the declaration's kinds are in", async () => {
    const email: FieldDeclaration = { source: 'email', type: 'email' };
    const contacts = declaration('management/contacts', [
      email,
      { source: 'branches', type: 'embeddedList', fields: [{ source: 'phone', type: 'phone' }] },
    ]);
    // The e-mail, and the phone inside the embedded list: their one chunk, which holds every such kind.
    expect(await preloadDisplayKinds([contacts])).toHaveLength(1);
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
