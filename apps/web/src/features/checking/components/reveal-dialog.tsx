import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Notice } from '../../../ui/notice';
import { forgetStepUp, hasFreshStepUp, isStepUpRequired } from '../api/step-up';
import { StepUpForm } from './step-up-form';

/** How long full numbers stay on screen before they hide again. */
export const revealSeconds = 60;

type Phase<Value> =
  | { kind: 'loading' }
  | { kind: 'verify' }
  | { kind: 'shown'; value: Value }
  | { kind: 'hidden' }
  | { kind: 'failed' };

export interface RevealDialogProps<Value> {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Asks the server for the full numbers; it answers STEP_UP_REQUIRED without a fresh check. */
  reveal: () => Promise<Value>;
  /** The numbers, shown for `revealSeconds`. */
  children: (value: Value) => ReactNode;
  /** Runs once when the numbers arrive (the direct-deposit form saves its file here). */
  onRevealed?: (value: Value) => void;
  /** False when nothing stays on screen to hide (a file that was saved). */
  timed?: boolean;
}

/**
 * Shows full card or account numbers for a short while: without a step-up check passed on this page
 * whose window is still open it asks for the password (or a texted code) first, then asks the server
 * (and asks for the check again if the server still wants one). The numbers live
 * only in this dialog's state: they are dropped after `revealSeconds` and when it closes.
 */
export function RevealDialog<Value>({
  opened,
  onClose,
  title,
  reveal,
  children,
  onRevealed,
  timed = true,
}: RevealDialogProps<Value>) {
  const [phase, setPhase] = useState<Phase<Value>>({ kind: 'loading' });
  const revealRef = useRef(reveal);
  revealRef.current = reveal;
  const onRevealedRef = useRef(onRevealed);
  onRevealedRef.current = onRevealed;

  const load = useCallback(async () => {
    // Without a check passed in the last minutes the server would refuse (403): ask for it first.
    if (!hasFreshStepUp()) {
      setPhase({ kind: 'verify' });
      return;
    }
    setPhase({ kind: 'loading' });
    try {
      const value = await revealRef.current();
      setPhase({ kind: 'shown', value });
      onRevealedRef.current?.(value);
    } catch (error) {
      if (isStepUpRequired(error)) forgetStepUp();
      setPhase(isStepUpRequired(error) ? { kind: 'verify' } : { kind: 'failed' });
    }
  }, []);

  useEffect(() => {
    if (opened) void load();
    else setPhase({ kind: 'loading' });
  }, [opened, load]);

  // Each step replaces the dialog's content, and with it the focused control: focus moves to the new
  // step's first control so keyboard and screen-reader users carry on from there.
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (phase.kind === 'loading') return;
    const body = bodyRef.current;
    const target =
      body?.querySelector<HTMLElement>('[data-autofocus]') ?? body?.querySelector<HTMLElement>('input, button');
    target?.focus();
  }, [phase.kind]);

  useEffect(() => {
    if (phase.kind !== 'shown' || !timed) return;
    const timer = setTimeout(() => setPhase({ kind: 'hidden' }), revealSeconds * 1000);
    return () => clearTimeout(timer);
  }, [phase.kind, timed]);

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="md">
      <Stack gap="md" ref={bodyRef}>
        {phase.kind === 'loading' && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Loading…</Text>
          </Group>
        )}
        {phase.kind === 'verify' && <StepUpForm onPassed={() => void load()} />}
        {phase.kind === 'shown' && (
          <>
            {children(phase.value)}
            {timed && (
              <Text size="sm" c="dimmed">
                For your security, these hide again after 1 minute.
              </Text>
            )}
            <Group justify="flex-end">
              <Button onClick={onClose} data-autofocus>
                Done
              </Button>
            </Group>
          </>
        )}
        {phase.kind === 'hidden' && (
          <>
            <Text role="status">Hidden again for your security.</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button onClick={() => void load()} data-autofocus>
                Show again
              </Button>
            </Group>
          </>
        )}
        {phase.kind === 'failed' && (
          <>
            <Notice tone="error">We could not show these details. Please try again.</Notice>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button onClick={() => void load()} data-autofocus>
                Try again
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
