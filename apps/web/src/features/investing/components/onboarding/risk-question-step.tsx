import type { RiskQuestionView } from '@fernleaf/contract/investing';
import { Button, Radio, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { FailureAlert } from '../../../../ui/failure-alert';
import { Loading } from '../../../../ui/load-states';
import { useRiskQuestions } from '../../api/get-risk-questions';
import { completeScore } from '../../api/get-risk-score';
import { investingQueryKeys } from '../../api/investing-query-keys';
import { putRiskAnswers } from '../../api/save-risk-answers';
import { useInvestmentStore } from '../../store';

/** The page of one question: found by its step (`question-1` ...), as the server names it. */
export function RiskQuestionStep({ step, onSaved }: { step: string; onSaved: () => void }) {
  const questions = useRiskQuestions();
  if (questions.isPending) {
    return <Loading text="Loading the question…" />;
  }
  const question = questions.data?.find((candidate) => candidate.step === step);
  if (!question) {
    return (
      <FailureAlert
        title="We could not load this question"
        actions={[{ label: 'Try again', onClick: () => void questions.refetch() }]}
      >
        Check your connection and try again.
      </FailureAlert>
    );
  }
  const position = (questions.data?.indexOf(question) ?? 0) + 1;
  return (
    <RiskQuestionForm
      key={question.id}
      question={question}
      position={position}
      total={questions.data?.length ?? 0}
      onSaved={onSaved}
    />
  );
}

/** Named after the call's body (`answers.<question id>`), so the server's refusal lands on the radios. */
function answerSchema(questionId: string) {
  return z.object({ answers: z.object({ [questionId]: z.string().min(1, 'Choose the answer closest to you') }) });
}

function RiskQuestionForm({
  question,
  position,
  total,
  onSaved,
}: {
  question: RiskQuestionView;
  position: number;
  total: number;
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const setRiskAnswers = useInvestmentStore((state) => state.setRiskAnswers);
  const earlier = useInvestmentStore((state) => state.riskAnswers[question.id]);
  const path = `answers.${question.id}`;
  const form = useContractForm({
    schema: answerSchema(question.id),
    initialValues: { answers: { [question.id]: earlier ?? '' } as Record<string, string> },
    fields: [path],
  });
  const submit = form.submit(async ({ answers }) => {
    const saved = await putRiskAnswers({ [question.id]: answers[question.id] ?? '' });
    setRiskAnswers(saved.answers);
    // A changed answer changes the score: the save's answer replaces the one read before.
    queryClient.setQueryData(investingQueryKeys.riskScore(), completeScore(saved));
    onSaved();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Question ${position} of ${total}`}>
      <Stack gap="lg">
        <Radio.Group
          label={question.prompt}
          description="There is no wrong answer: pick what is true for you."
          name={`risk-${question.id}`}
          required
          size="md"
          {...form.getInputProps(path)}
        >
          <Stack gap="sm" mt="sm">
            {question.options.map((option) => (
              <Radio key={option.id} value={option.id} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
        {form.formError && <FailureAlert title="We could not save your answer">{form.formError}</FailureAlert>}
        <Button type="submit" loading={form.submitting} size="md" style={{ alignSelf: 'flex-start' }}>
          Save and continue
        </Button>
      </Stack>
    </form>
  );
}
