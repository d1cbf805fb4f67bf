import type { InvestmentTransferDirection } from '@fernleaf/contract/investing-money';
import { Modal } from '@mantine/core';
import { MoveMoneyForm, moveMoneyWords } from './move-money-form';

export interface MoveMoneyDialogProps {
  accountId: string;
  direction: InvestmentTransferDirection;
  opened: boolean;
  /** What the member can move now, shown under the amount so a refusal is no surprise. */
  availableCents: number | undefined;
  onClose(): void;
  onMoved(message: string): void;
}

/** One transfer between checking and an investment account (managed or self-directed), in a dialog. */
export function MoveMoneyDialog({
  accountId,
  direction,
  opened,
  availableCents,
  onClose,
  onMoved,
}: MoveMoneyDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={moveMoneyWords[direction].title} centered size="md">
      <MoveMoneyForm
        accountId={accountId}
        direction={direction}
        availableCents={availableCents}
        onMoved={onMoved}
        secondary={{ label: 'Cancel', onClick: onClose }}
      />
    </Modal>
  );
}
