import { useState } from 'react';
import { Button } from 'react-admin';
import { lazyPart } from '../../../components/lazyPart.tsx';

/** The menu and its dialogs load at the first open (or when the pointer comes to the button). */
const ViewsMenu = lazyPart(() => import('./ViewsMenu.tsx').then((m) => m.ViewsMenu));

/** The list toolbar's "Views" button: the user's saved views of the list (docs/lists.md). */
export function ViewsButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        label="pa.engine.list.views"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onPointerEnter={() => void ViewsMenu.preload().catch(() => undefined)}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      {anchor && (
        <ViewsMenu
          anchor={anchor}
          onClose={() => {
            setAnchor(null);
            anchor.focus();
          }}
        />
      )}
    </>
  );
}
