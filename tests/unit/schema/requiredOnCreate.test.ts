// @vitest-environment node
/**
 * A required field is on the create form unless the service sets it (src/schema/placement.ts): the
 * generated create form shows it whatever `form` says, and the mock backend refuses a create without
 * it, so `form: 'edit'` on a required field cannot let a create through without it.
 */
import { describe, expect, it } from 'vitest';
import { validateWrite } from '../../../mocks/handlers/validate.ts';
import { MockHttpError } from '../../../mocks/handlers/respond.ts';
import { inForm } from '../../../src/schema/placement.ts';
import type { FieldDeclaration } from '../../../src/schema/types.ts';

const editOnly: FieldDeclaration = { source: 'name', type: 'text', required: true, form: 'edit' };
const setByService: FieldDeclaration = { ...editOnly, setBy: 'service' };
const optionalEditOnly: FieldDeclaration = { source: 'note', type: 'text', form: 'edit' };

describe('a required field and the create form', () => {
  it('is on the create form whatever `form` says, unless the service sets it', () => {
    expect(inForm(editOnly, 'create')).toBe(true);
    expect(inForm({ ...editOnly, form: false }, 'create')).toBe(true);
    expect(inForm(editOnly, 'edit')).toBe(true);
    expect(inForm(setByService, 'create')).toBe(false);
    expect(inForm(setByService, 'edit')).toBe(true);
    // An optional field keeps to its `form`.
    expect(inForm(optionalEditOnly, 'create')).toBe(false);
  });

  it('is refused by the mock backend when a create leaves it out, unless the service sets it', () => {
    const refused = (() => {
      try {
        validateWrite([editOnly], {}, 'create');
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refused).toBeInstanceOf(MockHttpError);
    expect(refused).toMatchObject({ status: 400, errors: { name: 'is required' } });
    expect(validateWrite([setByService], {}, 'create')).toEqual({});
    // The service's own value is not taken from a create's body.
    expect(validateWrite([setByService], { name: 'typed' }, 'create')).toEqual({});
  });
});
