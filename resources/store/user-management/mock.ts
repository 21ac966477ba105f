/**
 * Editing a merchant user (merchant service): names, phone, a known role, an e-mail no store,
 * registration or other user has. The list, detail and toggle are the declaration's generic routes.
 */
import type { MerchantUser } from './seed.ts';
import { emailOf, phone, text } from '../../../mocks/handlers/checks.ts';
import { recordOr404 } from '../../../mocks/handlers/entities.ts';
import { json, MockHttpError, readJsonObject } from '../../../mocks/handlers/respond.ts';
import type { Route } from '../../../mocks/handlers/router.ts';
import { emailOwner, MERCHANT_USER_ROLES } from '../store-register-information/mock.ts';

export function routes(): Route[] {
  return [
    {
      service: 'merchant',
      method: 'PUT',
      path: 'merchant_employee/:id',
      overrides: 'store/user-management',
      resolve: async (ctx) => {
        const user = recordOr404(ctx.db, 'merchantUsers', ctx.params.id, 'Merchant user');
        const body = await readJsonObject(ctx.request);
        const patch: Partial<MerchantUser> = {};
        if ('firstname' in body) patch.firstname = text(body, 'firstname', { required: true, max: 100 });
        if ('lastname' in body) patch.lastname = text(body, 'lastname', { required: true, max: 100 });
        if ('tel' in body) patch.tel = phone(body, 'tel') ?? '';
        if ('role' in body) {
          const role = text(body, 'role', { required: true }) ?? '';
          if (!MERCHANT_USER_ROLES.includes(role))
            throw new MockHttpError(400, `role must be one of ${MERCHANT_USER_ROLES.join(', ')}`, {
              role: 'unknown role',
            });
          patch.role = role;
        }
        if ('email' in body) {
          const email = emailOf(body, 'email', true) ?? '';
          const owner = emailOwner(ctx, email);
          if (owner && owner !== user.userId && owner !== user.storeId)
            throw new MockHttpError(400, 'User already exists', { email: 'is already used' });
          patch.email = email;
        }
        if ('isActive' in body) patch.isActive = body.isActive === true;
        return json(ctx.db.table('merchantUsers').update(user.userId, patch));
      },
    },
  ];
}
