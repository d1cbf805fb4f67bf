import { Stack } from '@mantine/core';
import { AccountDisclosuresForm, type QuestionsPath } from './account-disclosures-form';
import { CompleteRiskScore } from './complete-risk-score';
import { RiskScoreSummary } from './risk-score-summary';

/**
 * The score, the documents a broker gives before opening (each readable in the legal dialog), and the
 * opening itself. `onOpened` moves on once the account exists, also when it already did.
 */
export function ManagedAccountActivationStep({
  onOpened,
  questionsPath,
}: {
  onOpened: () => void;
  /** The questions of the member's own flow (investment or managed investing). */
  questionsPath?: QuestionsPath | undefined;
}) {
  return (
    <CompleteRiskScore
      loading="Loading your risk score…"
      failure="We could not load your risk score"
      incomplete="A managed account invests by your answers, so every question needs one first."
      questionsPath={questionsPath}
    >
      {(score) => (
        <Stack gap="lg">
          <RiskScoreSummary score={score} />
          <AccountDisclosuresForm kind="MANAGED" onOpened={onOpened} questionsPath={questionsPath} />
        </Stack>
      )}
    </CompleteRiskScore>
  );
}
