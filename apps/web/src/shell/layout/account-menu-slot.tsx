import { UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { AccountAvatar } from './account-avatar';

// The menu (with its popover, floating and transition parts) is not shown on the first screen, and
// most visits never open it: its chunk loads when the member shows intent (pointer over the button,
// a touch, the focus), and the menu replaces the stand-in on the first press (decision 079).
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));

/** The same button as the menu's own, until the member first presses it. */
function AccountMenuStandIn({
  onOpen,
  onFocusChange,
}: {
  onOpen: (focused: boolean) => void;
  onFocusChange: (focused: boolean) => void;
}) {
  // Started, not awaited: the press that follows finds the chunk loaded or on its way.
  const preload = () => void loadAccountMenu();
  return (
    <UnstyledButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={() => {
        preload();
        onFocusChange(true);
      }}
      onBlur={() => onFocusChange(false)}
      onClick={(event) => onOpen(document.activeElement === event.currentTarget)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') onOpen(true);
      }}
    >
      <AccountAvatar />
    </UnstyledButton>
  );
}

export function AccountMenuSlot() {
  const [asked, setAsked] = useState<{ focused: boolean } | undefined>();
  // A keyboard member on the stand-in keeps the focus when the real button replaces it.
  const [standInFocused, setStandInFocused] = useState(false);
  const standIn = <AccountMenuStandIn onOpen={(focused) => setAsked({ focused })} onFocusChange={setStandInFocused} />;
  // Swapped only on a press, never under a pointer in mid-press: the stand-in handles that press itself.
  if (!asked) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountMenu opened focused={asked.focused || standInFocused} />
    </Suspense>
  );
}
