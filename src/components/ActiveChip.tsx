import { useTranslate } from 'react-admin';
import { ValueChip } from './ValueChip.tsx';

/** Active / inactive as a chip, for readers without the right to toggle it. */
export function ActiveChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <ValueChip outlined={!active} color={active ? 'success' : 'default'}>
      {translate(active ? 'pa.engine.active.on' : 'pa.engine.active.off')}
    </ValueChip>
  );
}
