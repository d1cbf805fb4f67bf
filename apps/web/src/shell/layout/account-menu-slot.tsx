import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { AccountAvatar } from './account-avatar';
import type { AccountMenu } from './account-menu';

// The menu (with its popover, floating and transition parts, about 25 kB) is not shown on the first
// screen: its code is fetched when the member shows intent to open it (the pointer over its button, a
// touch, the keyboard focus), as the router preloads a page on a link's, and it replaces the stand-in
// when pressed; a visit that does not use it does not download it (decision 079). The button is not
// swapped on intent: a press that began on the stand-in would end on another element and be lost.
const loadAccountMenu = () => import('./account-menu').then((module) => module.AccountMenu);

/** The same button as the menu's own, until the menu has loaded. */
function AccountMenuStandIn({
  onOpen,
  onIntent,
  onFocusChange,
}: {
  onOpen: (focused: boolean) => void;
  onIntent: () => void;
  onFocusChange: (focused: boolean) => void;
}) {
  return (
    <UnstyledButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={() => {
        onIntent();
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
  const [Menu, setMenu] = useState<typeof AccountMenu>();
  const [asked, setAsked] = useState<{ focused: boolean } | undefined>();
  // A keyboard member on the stand-in keeps the focus when the real button replaces it.
  const [standInFocused, setStandInFocused] = useState(false);
  if (Menu) return <Menu opened={asked !== undefined} focused={(asked?.focused ?? false) || standInFocused} />;
  return (
    <AccountMenuStandIn
      onOpen={(focused) => {
        setAsked({ focused });
        void loadAccountMenu().then((menu) => setMenu(() => menu));
      }}
      onIntent={() => void loadAccountMenu()}
      onFocusChange={setStandInFocused}
    />
  );
}
