import { type FlowContext, flowSteps, type MarketplaceStep, originOf } from '@fernleaf/contract/marketplace-flows';
import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePageAuthStatus } from '../../../../lib/auth/use-page-auth-status';
import { useHydrated } from '../../../../lib/use-hydrated';
import { ControlsUntilReady } from '../../../../ui/controls-until-ready';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { useMarketplacePrefill } from '../../api/get-marketplace-prefill';
import { answersFromPrefill, type FlowAnswers, mergeAnswers } from '../../lib/answers';
import {
  needsMember,
  progressOf,
  stepAccess,
  stepAfter,
  stepAfterChange,
  stepBefore,
  submitStepOf,
} from '../../lib/flow-navigation';
import { flowRecordOf, useMarketplaceStore } from '../../store';
import type { HumanCheckSlot } from '../steps/password-step';
import { StepBody } from './step-body';
import { StepFrame } from './step-frame';
import { StepLink } from './step-link';

export interface FlowStepPageProps {
  vertical: MarketplaceVertical;
  step: MarketplaceStep;
  /** `?origin=`: where the flow was opened from. */
  origin: string | undefined;
  /** `?change=true`: opened from the confirmation to change one answer. */
  changing: boolean;
  /** The sign-up page's human check, composed by the route. */
  humanCheck: HumanCheckSlot;
}

const pathOf = (vertical: MarketplaceVertical, step: MarketplaceStep) => `/marketplace/${vertical}/${step}`;

/**
 * A step opened after its application was sent (Back from the offers): the answers are gone with
 * it, so instead of a form that could not be sent, the way to its offers or a fresh start.
 */
function SentApplication({ vertical, applicationId }: { vertical: MarketplaceVertical; applicationId: string }) {
  return (
    <Stack gap="md" maw={600} mx="auto" w="100%">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        You have sent this application
      </Title>
      <Text>Its answers went with it and are not kept here. Its offers are waiting for you.</Text>
      <Group gap="lg">
        <Button
          renderRoot={(props) => (
            <Link
              {...props}
              to="/marketplace/$vertical/offers-result"
              params={{ vertical }}
              search={{ applicationId }}
            />
          )}
        >
          See your offers
        </Button>
        <StepLink vertical={vertical} step={flowSteps[vertical][0] ?? 'get-started'}>
          Start a new application
        </StepLink>
      </Group>
    </Stack>
  );
}

/**
 * One step of a marketplace flow at /marketplace/{vertical}/{step}: which steps this visitor takes
 * (a member skips the account steps and what their records hold), the step's form started from the
 * stored answer, and Back and Continue along the flow.
 *
 * Until the visitor is known (a member's session and answers on record, this tab's answers), a step a
 * visitor may stand on shows a visitor's first screen: its title and its form, blank, controls off.
 * That is the page the build prerenders (decision 070); the form starts anew from the answers once
 * they are known, so nothing typed is lost.
 */
export function FlowStepPage({ vertical, step, origin, changing, humanCheck }: FlowStepPageProps) {
  const status = usePageAuthStatus();
  const signedIn = status === 'authorized';
  const prefill = useMarketplacePrefill(signedIn);
  // This tab's answers are the browser's: the prerendered page has none.
  const hydrated = useHydrated();
  const storedRecord = useMarketplaceStore((state) => flowRecordOf(state.flows, vertical));
  const record = hydrated ? storedRecord : flowRecordOf({}, vertical);
  const answer = useMarketplaceStore((state) => state.answer);
  const setOrigin = useMarketplaceStore((state) => state.setOrigin);
  const navigate = useNavigate();

  useEffect(() => {
    if (origin !== undefined) setOrigin(vertical, originOf(origin));
  }, [origin, vertical, setOrigin]);

  // Opening the flow's first step again is a fresh start: the sent application is left behind.
  const firstStep = flowSteps[vertical][0];
  const sentApplicationId = record.submittedApplicationId;
  const clear = useMarketplaceStore((state) => state.clear);
  useEffect(() => {
    if (sentApplicationId !== undefined && step === firstStep) clear(vertical);
  }, [sentApplicationId, step, firstStep, vertical, clear]);
  if (sentApplicationId !== undefined && step !== firstStep) {
    return <SentApplication vertical={vertical} applicationId={sentApplicationId} />;
  }

  const known = status !== 'loading' && !(signedIn && prefill.isPending);
  if (!known && needsMember(vertical, step)) return <Loading text="Loading your answers…" />;
  if (signedIn && prefill.isError) {
    return (
      <RetryAlert
        title="We could not load your details"
        onRetry={() => void prefill.refetch()}
        retrying={prefill.isFetching}
      />
    );
  }

  // The member's answers on record count once the member is known (the loader may have them already).
  const prefillData = known && signedIn ? prefill.data : undefined;
  const answers = mergeAnswers(prefillData && answersFromPrefill(prefillData), record.answers);
  const contextFor = (given: FlowAnswers): FlowContext => ({
    signedIn,
    knownSteps: prefillData?.knownSteps ?? [],
    loanPurpose: given.loanPurpose,
  });
  const context = contextFor(answers);
  const access = stepAccess(vertical, step, context, { changing });
  // Where this visitor belongs is decided once they are known.
  if (access.kind === 'redirect' && !known) return <Loading text="Loading your answers…" />;
  if (access.kind === 'redirect') {
    return (
      <Navigate
        to="/marketplace/$vertical/$step"
        params={{ vertical, step: access.step }}
        search={{ change: changing ? true : undefined }}
        replace
      />
    );
  }

  const goTo = (target: MarketplaceStep, keepChanging = false) =>
    void navigate({
      to: '/marketplace/$vertical/$step',
      params: { vertical, step: target },
      search: { change: keepChanging ? true : undefined },
    });

  const complete = (given: FlowAnswers) => {
    answer(vertical, given);
    const next = { ...answers, ...given };
    if (changing) {
      const nextContext = contextFor(next);
      const target = stepAfterChange(vertical, step, nextContext, next);
      goTo(target, target !== submitStepOf(vertical, nextContext));
      return;
    }
    const target = stepAfter(vertical, step, contextFor(next));
    if (target) goTo(target);
  };
  // A change opened from the confirmation goes back there; otherwise Back is the step before.
  const submitStep = submitStepOf(vertical, context);
  const previous = changing && step !== submitStep ? submitStep : stepBefore(vertical, step, context);
  const next = stepAfter(vertical, step, context);

  return (
    <StepFrame
      vertical={vertical}
      step={step}
      progress={progressOf(vertical, step, context, { tookAccountSteps: record.answers.email !== undefined })}
    >
      <ControlsUntilReady ready={known}>
        <StepBody
          key={`${vertical}/${step}/${known}`}
          vertical={vertical}
          step={step}
          answers={answers}
          prefill={prefillData}
          origin={record.origin}
          complete={complete}
          save={(given) => answer(vertical, given)}
          back={previous && (() => goTo(previous))}
          currentPath={pathOf(vertical, step)}
          nextPath={pathOf(vertical, next ?? step)}
          humanCheck={humanCheck}
        />
      </ControlsUntilReady>
    </StepFrame>
  );
}
