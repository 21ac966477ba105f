/** Messages of file uploads, date inputs and operation pages (src/schema/fields, src/schema/operation). (English; loaded when English is chosen) */
import type { th } from '../th/fields.ts';

export const en: typeof th = {
  pa: {
    engine: {
      upload: {
        choose: 'Choose file',
        replace: 'Replace file',
        remove: 'Remove file',
        dropHint: 'or drop a file here',
        progress: 'Upload progress',
        inProgress: 'Wait until the file has finished uploading',
        wrongType: 'This type of file is not accepted (accepted: %{types})',
        tooLarge: 'The file must be %{max} MB or smaller',
        empty: 'The file is empty',
        download: 'Download',
        noPreview: 'This file cannot be previewed here; download it instead',
      },
      operation: {
        next: 'Next',
        back: 'Back',
        inquire: 'Look up',
        review: 'Review changes',
        submit: 'Submit',
        confirmTitle: 'Confirm the change',
        confirm: 'Confirm',
        cancel: 'Cancel',
        field: 'Field',
        before: 'Before',
        after: 'After',
        noChange: 'Nothing changes',
        notFound: 'Nothing was found',
        done: 'Done',
        notDone: 'Not done: nothing was changed',
        retry: 'Try again',
        again: 'Start a new one',
        current: 'Current data',
        result: 'Result',
        moneyNotice: 'This is sent once; a retry reuses the same operation key, so nothing is done twice',
      },
    },
  },
};
