import { useIdle, useInterval } from '@mantine/hooks';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useAuthStore } from '../../lib/auth/auth-store';
import { leavePage } from '../../lib/leave-page';
import { openDialog } from '../../ui/dialogs/dialog-store';
import { countdownSeconds, exitBarrierDue, secondsLeft, sessionTimeoutMs } from './idle-rules';
import type { IdleWarningProps } from './idle-warning';
import { useSessionIdleStore } from './session-idle-store';

const exitBarrierShownKey = 'fernleaf.exitBarrierShownAt';
const activityEvents: (keyof DocumentEventMap)[] = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
];

/** How long before the warning its code starts loading, so that it opens at once and with its transition. */
export const warningLoadLeadMs = 60_000;

// The warning is a Mantine Modal (scroll lock, focus trap, scroll area: about 15 kB gzip that no first
// screen needs); it loads once the member has been inactive for all but the last minute before it
// (decision 084). Should it fail to load, the member is signed out on time all the same.
const IdleWarning = lazy(() =>
  import('./idle-warning').then(
    (module) => ({ default: module.IdleWarning }),
    (): { default: ComponentType<IdleWarningProps> } => ({ default: () => null }),
  ),
);

function goToLogout() {
  leavePage('/logout');
}

/** Signs an inactive member out after a warning, and offers the exit barrier when they leave idle. */
export function SessionIdle() {
  const signedIn = useAuthStore((state) => state.status === 'authorized');
  if (!signedIn) return null;
  return <SignedInIdleWatch />;
}

/** Reports when the member has been inactive for `timeoutMs`; remounted to start over. */
function IdleTimer({ timeoutMs, onIdle }: { timeoutMs: number; onIdle(): void }) {
  const idle = useIdle(timeoutMs, { events: activityEvents, initialState: false });
  useEffect(() => {
    if (idle) onIdle();
  }, [idle, onIdle]);
  return null;
}

function SignedInIdleWatch() {
  const { dialogOpen, setIdle, setDialogOpen } = useSessionIdleStore();
  // "Stay signed in" starts a new timer, whether or not the click counted as activity.
  const [timerGeneration, setTimerGeneration] = useState(0);
  const [openedAt, setOpenedAt] = useState(0);
  const [now, setNow] = useState(Date.now);
  const [warningWanted, setWarningWanted] = useState(false);
  const wantWarning = useCallback(() => setWarningWanted(true), []);
  const ticker = useInterval(() => setNow(Date.now()), 1000);

  const onIdle = useCallback(() => {
    setIdle(true);
    setOpenedAt(Date.now());
    setNow(Date.now());
    setDialogOpen(true);
  }, [setIdle, setDialogOpen]);

  const staySignedIn = () => {
    setIdle(false);
    setDialogOpen(false);
    setTimerGeneration((generation) => generation + 1);
  };

  useEffect(() => {
    if (!dialogOpen) return ticker.stop();
    ticker.start();
    return ticker.stop;
  }, [dialogOpen, ticker]);

  const remaining = dialogOpen ? secondsLeft(openedAt, now) : countdownSeconds;
  useEffect(() => {
    if (dialogOpen && remaining === 0) goToLogout();
  }, [dialogOpen, remaining]);

  useExitBarrier();

  return (
    <>
      <IdleTimer key={timerGeneration} timeoutMs={sessionTimeoutMs} onIdle={onIdle} />
      <IdleTimer
        key={`lead-${timerGeneration}`}
        timeoutMs={sessionTimeoutMs - warningLoadLeadMs}
        onIdle={wantWarning}
      />
      {(warningWanted || dialogOpen) && (
        // A boundary of its own: while the warning loads, the shell's parts beside it stay as they are.
        <Suspense fallback={null}>
          <IdleWarning opened={dialogOpen} remainingSeconds={remaining} onStay={staySignedIn} onSignOut={goToLogout} />
        </Suspense>
      )}
    </>
  );
}

/** When the pointer leaves the page after a minute without activity, remind the member of the app once a day. */
function useExitBarrier() {
  useEffect(() => {
    let lastActivityAt = Date.now();
    const onActivity = () => {
      lastActivityAt = Date.now();
    };
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0) return;
      const stored = Number(localStorage.getItem(exitBarrierShownKey));
      if (!exitBarrierDue(lastActivityAt, stored || undefined, Date.now())) return;
      localStorage.setItem(exitBarrierShownKey, String(Date.now()));
      openDialog({
        title: 'Before you go',
        textLines: [
          'Your account is one tap away in our mobile app: see your balance, get alerts when money moves, and sign in with your face or fingerprint.',
        ],
        buttons: [{ label: 'Got it', color: 'fern', 'data-testid': 'exit-barrier-close', onClick: () => {} }],
        isDismissable: true,
      });
    };
    for (const name of ['keydown', 'mousedown', 'scroll'] as const) document.addEventListener(name, onActivity);
    document.documentElement.addEventListener('mouseleave', onLeave);
    return () => {
      for (const name of ['keydown', 'mousedown', 'scroll'] as const) document.removeEventListener(name, onActivity);
      document.documentElement.removeEventListener('mouseleave', onLeave);
    };
  }, []);
}
