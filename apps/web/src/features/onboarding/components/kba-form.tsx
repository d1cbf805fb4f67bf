import { Alert, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { sendKba } from '../api/identity-verification';
import { LockedAlert } from './locked-alert';

const quizKey = ['onboarding', 'kba'] as const;

/** An answer to each question asked, under `answers.<question id>`. */
function answersSchema(questionIds: readonly string[]) {
  const answer = z.string({ error: 'Choose an answer' }).min(1, 'Choose an answer');
  return z.object({ answers: z.object(Object.fromEntries(questionIds.map((id) => [id, answer]))) });
}

/**
 * Questions from the identity bureau about the member's own history. Wrong answers bring new
 * questions while a try is left.
 */
export function KbaForm({ onPassed }: { onPassed: () => void }) {
  const queryClient = useQueryClient();
  const quiz = useQuery({ queryKey: quizKey, queryFn: () => sendKba({}), staleTime: Number.POSITIVE_INFINITY });
  const questionIds = quiz.data?.status === 'QUESTIONS' ? quiz.data.questions.map((question) => question.id) : [];
  const form = useContractForm({
    schema: answersSchema(questionIds),
    initialValues: { answers: {} as Record<string, string> },
    // A question has an input before it has an answer.
    fields: questionIds.map((id) => `answers.${id}`),
  });
  const [notice, setNotice] = useState<string>();
  const [locked, setLocked] = useState(false);
  // The quiz whose answers were sent: a quiz is answered once, so a double click, or a click after the
  // answer came back while the page moves on, sends nothing more. The ref holds it at once, before a
  // render; the state keeps the button busy. New questions have a new id and can be answered.
  const answeredQuiz = useRef<string>(undefined);
  const [answeredQuizId, setAnsweredQuizId] = useState<string>();
  const markAnswered = (id: string | undefined) => {
    answeredQuiz.current = id;
    setAnsweredQuizId(id);
  };
  const alreadyVerified = quiz.data?.status === 'VERIFIED';
  // Verified in another tab or device meanwhile: nothing to ask.
  useEffect(() => {
    if (alreadyVerified) onPassed();
  }, [alreadyVerified, onPassed]);

  if (quiz.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading your questions…</Text>
      </Group>
    );
  }
  if (locked || (quiz.isError && quiz.error instanceof ApiError && quiz.error.status === 403)) return <LockedAlert />;
  if (quiz.isError || !quiz.data) {
    return (
      <Alert color="red" title="We could not load your questions">
        <Button size="xs" variant="light" onClick={() => void quiz.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (alreadyVerified) return null;
  if (quiz.data.status !== 'QUESTIONS') return <LockedAlert />;
  const { quizId, questions } = quiz.data;

  const submit = form.submit(async ({ answers }) => {
    if (answeredQuiz.current === quizId) return;
    markAnswered(quizId);
    try {
      const result = await sendKba({
        quizId,
        answers: questions.map((question) => ({ questionId: question.id, optionId: answers[question.id] ?? '' })),
      });
      if (result.status === 'VERIFIED') onPassed();
      else if (result.status === 'FAILED') setLocked(true);
      else if (result.status === 'NOT_PASSED') {
        setNotice('Some answers did not match our records. Here are new questions: this is your last try.');
        form.reset();
        await queryClient.resetQueries({ queryKey: quizKey });
      }
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.status === 409)) {
        // Not graded (the network, the server): the same answers may be sent again.
        markAnswered(undefined);
        throw failure;
      }
      setNotice('Those questions expired. Here are new ones.');
      form.reset();
      await queryClient.resetQueries({ queryKey: quizKey });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Answer from your own history. These questions come from public and credit records; answering does not affect
          your credit score.
        </Text>
        {notice && (
          <Alert color="yellow" role="status">
            {notice}
          </Alert>
        )}
        {questions.map((question) => (
          <Radio.Group
            key={question.id}
            label={question.text}
            required
            value={form.values.answers[question.id] ?? null}
            onChange={(value) => form.setFieldValue(`answers.${question.id}`, value)}
            error={form.errorOf(`answers.${question.id}`) ?? form.errorOf('form')}
          >
            <Stack gap={8} mt="xs">
              {question.options.map((option) => (
                <Radio key={option.id} value={option.id} label={option.text} />
              ))}
            </Stack>
          </Radio.Group>
        ))}
        <Button
          type="submit"
          loading={form.submitting || answeredQuizId === quizId}
          style={{ alignSelf: 'flex-start' }}
        >
          Submit answers
        </Button>
      </Stack>
    </form>
  );
}
