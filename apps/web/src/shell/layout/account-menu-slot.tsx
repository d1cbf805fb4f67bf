import { UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { AccountAvatar } from './account-avatar';
import { useAfterFirstPaint } from './use-after-first-paint';

// The menu (with its popover, floating and transition parts) is not shown on the first screen: it
// loads once the page is idle, or at once when the member opens it first.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

/** The same button as the menu's own, until the menu has loaded. */
function AccountMenuStandIn({
  onOpen,
  onFocusChange,
}: {
  onOpen: (focused: boolean) => void;
  onFocusChange: (focused: boolean) => void;
}) {
  return (
    <UnstyledButton
      aria-haspopup="menu"
      aria-expanded={false}
      onFocus={() => onFocusChange(true)}
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
  const idle = useAfterFirstPaint();
  const [asked, setAsked] = useState<{ focused: boolean } | undefined>();
  // A keyboard member on the stand-in keeps the focus when the real button replaces it.
  const [standInFocused, setStandInFocused] = useState(false);
  const standIn = <AccountMenuStandIn onOpen={(focused) => setAsked({ focused })} onFocusChange={setStandInFocused} />;
  if (!idle && !asked) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountMenu opened={asked !== undefined} focused={(asked?.focused ?? false) || standInFocused} />
    </Suspense>
  );
}
