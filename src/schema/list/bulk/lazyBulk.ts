/**
 * The bulk buttons (src/schema/list/bulk/) as parts that load when a row is first selected, so the
 * list's first screen does not carry them (docs/performance.md, "Bytes").
 */
import { lazyPart } from '../../../components/lazyPart.tsx';

export const BulkActionButton = lazyPart(() =>
  import('./BulkActionButton.tsx').then((m) => m.BulkActionButton),
);
export const BulkToggleButton = lazyPart(() =>
  import('./BulkToggleButton.tsx').then((m) => m.BulkToggleButton),
);
export const ExportSelectedButton = lazyPart(() =>
  import('./ExportSelectedButton.tsx').then((m) => m.ExportSelectedButton),
);
