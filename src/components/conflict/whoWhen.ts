/** "Who, when" of a refusal (a conflict's last change, an action already done), as words to show. */
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatThaiDate } from '../formatThaiDate.ts';

/** `{ name, time }` for the conflict part's messages: the person's name and the date-time, localised. */
export function useWhoWhen(): (name?: string, at?: string) => { name: string; time: string } {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (name?: string, at?: string) => {
      const time = at ? formatThaiDate(at, locale, true) : '';
      return {
        name: name ?? translate('pa.conflict.someone'),
        time: time || translate('pa.conflict.unknownTime'),
      };
    },
    [translate, locale],
  );
}
