import { Alert, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorsFromApi } from '../../../lib/form-errors';
import { sendKba } from '../api/identity-verification';
import { LockedAlert } from './locked-alert';

const quizKey = ['onboarding', 'kba'] as const;

/**
 * Questions from the identity bureau about the member's own history. Wrong answers bring new
 * questions while a try is left.
 */
export function KbaForm({ onPassed }: { onPassed: () => void }) {
  const queryClient = useQueryClient();
  const quiz = useQuery({ queryKey: quizKey, queryFn: () => sendKba({}), staleTime: Number.POSITIVE_INFINITY });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string>();
  const [locked, setLocked] = useState(false);
  const [sending, setSending] = useState(false);
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = Object.fromEntries(
      questions.filter((question) => !answers[question.id]).map((question) => [question.id, 'Choose an answer']),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSending(true);
    try {
      const result = await sendKba({
        quizId,
        answers: questions.map((question) => ({ questionId: question.id, optionId: answers[question.id] ?? '' })),
      });
      if (result.status === 'VERIFIED') onPassed();
      else if (result.status === 'FAILED') setLocked(true);
      else if (result.status === 'NOT_PASSED') {
        setNotice('Some answers did not match our records. Here are new questions: this is your last try.');
        setAnswers({});
        await queryClient.resetQueries({ queryKey: quizKey });
      }
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        setNotice('Those questions expired. Here are new ones.');
        setAnswers({});
        await queryClient.resetQueries({ queryKey: quizKey });
      } else {
        const fields = fieldErrorsFromApi(failure);
        setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([field, message]) => [field.replace(/^answers\./, ''), message]),
          ),
        );
      }
    } finally {
      setSending(false);
    }
  }

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
            value={answers[question.id] ?? null}
            onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
            error={errors[question.id] ?? errors.form}
          >
            <Stack gap={8} mt="xs">
              {question.options.map((option) => (
                <Radio key={option.id} value={option.id} label={option.text} />
              ))}
            </Stack>
          </Radio.Group>
        ))}
        <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
          Submit answers
        </Button>
      </Stack>
    </form>
  );
}
