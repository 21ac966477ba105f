import { afterEach, describe, expect, it } from 'vitest';
import {
  LIST_KEYS,
  isTyping,
  listKeyAction,
  overlayOpen,
  type KeyPress,
} from '../../../../src/schema/list/keyboard/keyRules.ts';
import { LIST_KEY, withModifier } from '../../../../src/schema/list/keyboard/listKeys.ts';

function press(
  key: string,
  target: EventTarget | null = document.body,
  extra: Partial<KeyPress> = {},
): KeyPress {
  return {
    key,
    target,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    isComposing: false,
    defaultPrevented: false,
    ...extra,
  };
}

function add<T extends HTMLElement>(html: string): T {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as T;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the list keys', () => {
  it('map each key to its action', () => {
    expect(listKeyAction(press('/'))).toBe('search');
    expect(listKeyAction(press('j'))).toBe('nextRow');
    expect(listKeyAction(press('ArrowDown'))).toBe('nextRow');
    expect(listKeyAction(press('k'))).toBe('previousRow');
    expect(listKeyAction(press('ArrowUp'))).toBe('previousRow');
    expect(listKeyAction(press('Enter'))).toBe('open');
    expect(listKeyAction(press('o'))).toBe('open');
    expect(listKeyAction(press('x'))).toBe('select');
    expect(listKeyAction(press('n'))).toBe('nextPage');
    expect(listKeyAction(press('p'))).toBe('previousPage');
    expect(listKeyAction(press('?'))).toBe('help');
  });

  it('leave every other key alone (capitals and inherited names included)', () => {
    for (const key of ['a', 'J', 'Escape', 'Tab', ' ', 'ArrowLeft', 'constructor', 'toString'])
      expect(listKeyAction(press(key)), key).toBeNull();
  });

  it('are known to the first screen’s check exactly (it loads the handler on them)', () => {
    for (const key of Object.keys(LIST_KEYS)) expect(LIST_KEY.test(key), key).toBe(true);
    for (const key of ['a', 'J', 'jj', 'Escape', 'ArrowLeft', 'Enterprise', ''])
      expect(LIST_KEY.test(key), key).toBe(false);
  });
});

describe('no key is the list’s', () => {
  it('with Ctrl, Alt or Meta held (Ctrl+K stays the top bar’s)', () => {
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey'] as const) {
      expect(listKeyAction(press('j', document.body, { [modifier]: true })), modifier).toBeNull();
      expect(withModifier({ ctrlKey: false, altKey: false, metaKey: false, [modifier]: true })).toBe(true);
    }
    expect(listKeyAction(press('k', document.body, { ctrlKey: true }))).toBeNull();
    // Shift is how `?` is typed: it is not a modifier here.
    expect(listKeyAction(press('?', document.body))).toBe('help');
  });

  it('while the user types in an input, a text area, a select or an editable element', () => {
    const input = add<HTMLInputElement>('<input type="text" name="q" />');
    const area = add<HTMLTextAreaElement>('<textarea></textarea>');
    const select = add<HTMLSelectElement>('<select><option>a</option></select>');
    const editable = add<HTMLDivElement>('<div contenteditable="true"><span>text</span></div>');
    for (const target of [input, area, select, editable, editable.firstElementChild]) {
      expect(isTyping(target)).toBe(true);
      for (const key of ['j', '/', 'Enter', 'ArrowDown', 'x', '?'])
        expect(listKeyAction(press(key, target))).toBeNull();
    }
    const notEditable = add<HTMLDivElement>('<div contenteditable="false">text</div>');
    expect(isTyping(notEditable)).toBe(false);
    expect(listKeyAction(press('j', notEditable))).toBe('nextRow');
  });

  it('while a dialog or an open popup is on the page, but a closed kept one and the side menu do not count', () => {
    add('<ul role="menu" aria-label="side menu group"><li role="menuitem">Stores</li></ul>');
    add('<div class="MuiModal-root MuiModal-hidden"><ul role="menu"></ul></div>');
    expect(overlayOpen(document, document.body)).toBe(false);
    expect(listKeyAction(press('j'))).toBe('nextRow');

    const dialog = add('<div role="dialog" aria-modal="true"><button>ok</button></div>');
    expect(listKeyAction(press('j'))).toBeNull();
    expect(listKeyAction(press('?', dialog.querySelector('button')))).toBeNull();
    dialog.remove();

    add(
      '<div class="MuiModal-root MuiPopover-root"><ul role="menu"><li role="menuitem">Save</li></ul></div>',
    );
    expect(listKeyAction(press('n'))).toBeNull();
  });

  it('for a press already handled or still being composed', () => {
    expect(listKeyAction(press('j', document.body, { defaultPrevented: true }))).toBeNull();
    expect(listKeyAction(press('j', document.body, { isComposing: true }))).toBeNull();
  });

  it('for Enter and the arrows on a focused control, which letters still reach', () => {
    const button = add<HTMLButtonElement>('<button>Export</button>');
    const link = add<HTMLAnchorElement>('<a href="/x">x</a>');
    const tab = add('<div role="tab" tabindex="0">Tab</div>');
    for (const target of [button, link, tab]) {
      expect(listKeyAction(press('Enter', target))).toBeNull();
      expect(listKeyAction(press('ArrowDown', target))).toBeNull();
      expect(listKeyAction(press('j', target))).toBe('nextRow');
    }
    const row = add<HTMLTableElement>(
      '<table><tbody><tr tabindex="0"><td><button>Edit</button></td></tr></tbody></table>',
    );
    expect(listKeyAction(press('Enter', row.querySelector('tr')))).toBe('open');
  });
});
