// The sandbox ACH network: every order settles a fixed number of seconds after it is presented
// (SANDBOX_ACH_SETTLE_SECONDS), rather than business days, so a person trying the product sees a
// transfer go from pending to posted. It stands behind modules/checking/ach-network.ts's AchNetwork;
// app.ts hands it in (decision 031).
export function createSandboxAchNetwork(options: { settleSeconds: number }) {
  return {
    settlesAt: (presentedAt: Date): Date => new Date(presentedAt.getTime() + options.settleSeconds * 1000),
  };
}
