// Knowledge-based verification: questions from the bureau when the SSN check alone was not enough.
// A quiz is answered once; wrong answers spend a try and the next call asks new questions.
import { randomUUID } from 'node:crypto';
import { maxKbaAttempts } from '@fernleaf/contract/onboarding-flows';
import type { Tx } from '../../db/transaction.ts';
import { findAddressesOf } from '../../identity/service.ts';
import { notFound, validationFailed } from '../../platform/errors.ts';
import { stepRequired } from '../onboarding/errors.ts';
import { requireMember } from '../user/service.ts';
import { identityCheckLocked, quizExpired } from './errors.ts';
import type { IdentityBureau } from './identity-bureau.ts';
import {
  findOpenQuiz,
  findQuizOf,
  insertQuiz,
  lockIdentityOf,
  markQuizAnswered,
  type StoredQuiz,
  updateIdentity,
} from './repo.ts';

export const kbaQuizLifetimeMs = 10 * 60 * 1000;

const withoutAnswers = (quiz: Pick<StoredQuiz, 'id' | 'questions' | 'expiresAt'>, attemptsLeft: number) => ({
  status: 'QUESTIONS' as const,
  quizId: quiz.id,
  questions: quiz.questions.map(({ id, text, options }) => ({ id, text, options })),
  expiresAt: quiz.expiresAt.toISOString(),
  attemptsLeft,
});

export async function answerKbaQuiz(
  db: Tx,
  bureau: IdentityBureau,
  memberId: string,
  request: {
    quizId?: string | undefined;
    answers?: { questionId: string; optionId: string }[] | undefined;
    now: Date;
  },
) {
  const user = await requireMember(db, memberId);
  const identity = await lockIdentityOf(db, user.id);
  if (!identity) throw new Error(`member ${user.id} vanished inside its own transaction`);
  if (identity.identityStatus === 'FAILED') throw identityCheckLocked();
  if (identity.identityStatus === 'VERIFIED') return { status: 'VERIFIED' as const };
  if (identity.identityStatus !== 'KBA_REQUIRED') throw stepRequired('ssn-and-verification');
  const attemptsLeft = Math.max(0, maxKbaAttempts - identity.kbaAttempts);

  if (!request.answers) {
    const open = await findOpenQuiz(db, user.id, request.now);
    if (open) return withoutAnswers(open, attemptsLeft);
    const [address] = await findAddressesOf(db, user.id);
    if (!address) throw stepRequired('dob-and-address');
    const id = randomUUID();
    const quiz = {
      id,
      memberId: user.id,
      questions: bureau.questions(
        { addressLine1: address.addressLine1, city: address.city, phoneNumber: user.phoneNumber },
        id,
      ),
      createdAt: request.now,
      expiresAt: new Date(request.now.getTime() + kbaQuizLifetimeMs),
    };
    await insertQuiz(db, quiz);
    return withoutAnswers(quiz, attemptsLeft);
  }

  if (!request.quizId) throw validationFailed({ quizId: 'Send the answers with the id of their questions' });
  const quiz = await findQuizOf(db, user.id, request.quizId);
  if (!quiz) throw notFound('The identity questions');
  if (quiz.answeredAt || quiz.expiresAt <= request.now) throw quizExpired();

  const chosen = new Map(request.answers.map((answer) => [answer.questionId, answer.optionId]));
  const unanswered = quiz.questions.filter((question) => !chosen.has(question.id));
  if (unanswered.length > 0) {
    throw validationFailed(
      Object.fromEntries(unanswered.map((question) => [`answers.${question.id}`, 'Choose an answer'])),
    );
  }
  const passed = quiz.questions.every((question) => chosen.get(question.id) === question.correctOptionId);
  await markQuizAnswered(db, quiz.id, passed, request.now);
  if (passed) {
    await updateIdentity(db, user.id, { identityStatus: 'VERIFIED', ssnVerifiedAt: request.now });
    return { status: 'VERIFIED' as const };
  }
  const used = identity.kbaAttempts + 1;
  const locked = used >= maxKbaAttempts;
  await updateIdentity(db, user.id, { kbaAttempts: used, ...(locked ? { identityStatus: 'FAILED' } : {}) });
  return {
    status: locked ? ('FAILED' as const) : ('NOT_PASSED' as const),
    attemptsLeft: Math.max(0, maxKbaAttempts - used),
  };
}
