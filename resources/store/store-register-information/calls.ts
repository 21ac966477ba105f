/**
 * The registration's second call (RegisterMerchantCreate.tsx): the owner's login on the new
 * registration, as the page makes it and the services contract describes it
 * (resources/catalog/pageCalls.ts).
 */
import { pageCalls } from '../../catalog/pageCalls.ts';

const text = { type: 'string' };

export const REGISTRATION_CALLS = pageCalls({
  ownerLogin: {
    summary: "the owner's login on a new registration, with the registration's e-mail",
    resource: 'store/store-register-information',
    service: 'merchant',
    method: 'POST',
    path: 'user_merchant',
    body: {
      type: 'object',
      required: ['storeId', 'email', 'firstname', 'lastname'],
      properties: {
        storeId: { type: ['string', 'number'] },
        email: text,
        firstname: text,
        lastname: text,
        tel: text,
        role: { enum: ['owner'] },
      },
    },
    status: 201,
    answer: {
      type: 'object',
      required: ['email', 'storeId'],
      properties: { email: text, storeId: { type: ['string', 'number'] }, role: text },
    },
  },
});
