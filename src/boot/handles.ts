/** The handles boot passes to the App (src/boot/entry.ts → src/App.tsx, src/app/startPage.tsx). */
import type { PaymentAuthProvider } from '../auth/authProvider.ts';
import type { EarlyResponses } from '../loading/firstPage.ts';
import type { ResourceDefinition } from '../schema/types.ts';

/** What boot started before the App's code arrived (src/boot/): the provider whose session check runs. */
export interface BootHandles {
  authProvider?: PaymentAuthProvider;
  /** The first screen's list call the entry has sent (src/loading/firstPage.ts). */
  early?: EarlyResponses;
  /** The stored session's check, which the first render waits for (src/boot/sessionGate.ts). */
  sessionCheck?: Promise<void>;
  /** The list the page opens, whose first page the boot asked for: its first render shows it. */
  firstList?: ResourceDefinition;
}
