/**
 * The notice of a switch, a delete or an action refused because the record changed since it was
 * shown (412 `conflict`) or because the action was already carried out (409 `already_done`):
 * says who and when, in the person's language, and refreshes the page so it shows the record as it
 * is now. Nothing is done twice. docs/api-contract.md, "Versions and conflicts".
 */
import { useCallback } from 'react';
import { useI18nProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { alreadyDoneOf, conflictOf } from '../../data/provider/versions.ts';
import { loadPartMessages } from '../partMessages.ts';
import { useWhoWhen } from './whoWhen.ts';

/** The words of an action by its name: an approval or a disapproval ("already approved by …"). */
export function refusalKind(name: string): 'approve' | 'disapprove' | undefined {
  if (/disapprove|reject/i.test(name)) return 'disapprove';
  if (/approve/i.test(name)) return 'approve';
  return undefined;
}

/** Loads the conflict part's words (i18n/messages/parts/conflict.ts). */
export function useConflictMessages(): () => Promise<void> {
  const i18nProvider = useI18nProvider();
  return useCallback(() => loadPartMessages(i18nProvider, 'conflict'), [i18nProvider]);
}

/**
 * Answers a failed write: true when it was a conflict or an action already done (the notice is shown
 * and the page refreshed); false for any other failure, left to the caller. What was done (`approve`,
 * `disapprove`: "already approved by …") is the service's `action`, else `kind`; else general words.
 */
export function useRefusalNotice(): (error: unknown, kind?: string) => Promise<boolean> {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const whoWhen = useWhoWhen();
  const loadMessages = useConflictMessages();
  return useCallback(
    async (error: unknown, kind?: string) => {
      const conflict = conflictOf(error);
      const done = alreadyDoneOf(error);
      if (!conflict && !done) return false;
      await loadMessages();
      if (done) {
        const args = whoWhen(done.doneBy, done.doneAt);
        const general = translate('pa.conflict.alreadyDone.done', args);
        // The service's name for what was done first, then the caller's.
        const what = done.action ?? kind;
        const text = what ? translate(`pa.conflict.alreadyDone.${what}`, { ...args, _: general }) : general;
        notify(text, { type: 'warning' });
      } else if (conflict) {
        notify(translate('pa.conflict.changed', whoWhen(conflict.changedBy, conflict.changedAt)), {
          type: 'warning',
        });
      }
      refresh();
      return true;
    },
    [translate, notify, refresh, whoWhen, loadMessages],
  );
}
